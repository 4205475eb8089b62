import { z } from 'zod';
import { PLAYER_SEARCH_SORTS } from '../domain/constants';
import { SEASON_TOTAL_FIELDS } from '../domain/stat-columns';
import { flagSchema, idSchema, instantSchema, positionSchema } from './primitives';

/** A Player (rules §3: id or player_id, player_name, position, team) with his injury. */
export const playerSchema = z.object({
  id: idSchema,
  player_id: idSchema,
  player_name: z.string(),
  position: positionSchema,
  team: z.string(),
  is_injured: flagSchema,
  /** Injury report status (Out, Doubtful, Questionable, IR) or null when healthy. */
  injury_status: z.string().nullable(),
});

/** Where a player stands in a league, shown wherever a player can be picked (rules §3.16). */
export const playerStateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('free_agent') }),
  z.object({ kind: z.literal('on_waivers'), until: instantSchema }),
  z.object({ kind: z.literal('locked'), kickoff: instantSchema }),
  z.object({ kind: z.literal('rostered'), league_member_id: idSchema }),
]);

/** A player's season totals in the league's season, as the waiver wire's stat columns show them. */
export const seasonStatTotalsSchema = z.object(
  Object.fromEntries(SEASON_TOTAL_FIELDS.map((field) => [field, z.number()])) as Record<
    (typeof SEASON_TOTAL_FIELDS)[number],
    z.ZodNumber
  >,
);

/** The orders GET /players/search offers (`PLAYER_SEARCH_SORTS`). */
export const playerSearchSortSchema = z.enum(PLAYER_SEARCH_SORTS);

/** A row of GET /players/search: the player, his state in the league, his season points. */
export const playerSearchRowSchema = playerSchema.extend({
  /** His photo (nflverse's headshot URL), or null: pages show his initials instead. */
  headshot_url: z.string().nullable(),
  season_points: z.number().nullable(),
  /** His points in the fantasy week before the current one (0 without a line); null without a league. */
  last_week_points: z.number().nullable(),
  /** Season points over games played, 2 decimals (decision 016); null without a league. */
  points_per_game: z.number().nullable(),
  /** Weeks with a stat line whose game has kicked off; null without a league. */
  games_played: z.number().nullable(),
  /** His points in each week he played, by week number; null without a league. */
  weekly_points: z.record(z.string(), z.number()).nullable(),
  season_stats: seasonStatTotalsSchema.nullable(),
  state: playerStateSchema.nullable(),
});

/** GET /players/search: one page of the picker. */
export const playerSearchPageSchema = z.object({
  players: z.array(playerSearchRowSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  /** The week `last_week_points` counts (the one before the current fantasy week), or null. */
  last_week: z.number().nullable(),
});
