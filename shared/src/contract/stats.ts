import { z } from 'zod';
import { COUNTING_STAT_COLUMNS, OPTIONAL_STAT_COLUMNS } from '../domain/stat-columns';
import { idSchema } from './primitives';

/** Counting stats of one player in one week or season; stats a source may not give can be null. */
export const statLineSchema = z.object({
  ...(Object.fromEntries(COUNTING_STAT_COLUMNS.map((column) => [column, z.number()])) as Record<
    (typeof COUNTING_STAT_COLUMNS)[number],
    z.ZodNumber
  >),
  ...(Object.fromEntries(
    OPTIONAL_STAT_COLUMNS.map((column) => [column, z.number().nullable().optional()]),
  ) as Record<(typeof OPTIONAL_STAT_COLUMNS)[number], z.ZodOptional<z.ZodNullable<z.ZodNumber>>>),
});

/** POST /weekly_stats/getWeeklyStatsByPlayerIdsSeasonAndWeek: a player's stats of one week. */
export const weeklyStatsSchema = statLineSchema.extend({
  player_id: idSchema,
  season: z.number(),
  week: z.number(),
});

/** GET /yearly_stats/...: a player's stats of one season. */
export const yearlyStatsSchema = statLineSchema.extend({ player_id: idSchema, season: z.number() });

/** The helper call's weekly score per player (rules §3): fantasyScore and weeklyStats. */
export const weeklyScoreSchema = z.object({
  player_id: idSchema,
  /** 2 decimals; null before the player's game kicks off. */
  fantasyScore: z.number().nullable(),
  weeklyStats: statLineSchema.nullable(),
});
