import { z } from 'zod';
import { gameProgressShape } from './nfl-schedule';
import {
  flagSchema,
  gameStateSchema,
  idSchema,
  instantSchema,
  rosterTypeSchema,
  slotKindSchema,
} from './primitives';
import { playoffMatchupSchema, seasonWeekSchema } from './playoffs';
import { rosterRuleValuesSchema } from './rules';

/** Where a player's NFL game stands when the scores were taken (gameStateAt); 'none' is a bye. */
export const gameStatusSchema = z.union([gameStateSchema, z.literal('none')]);

/** A roster rule set as Matchups needs it: its slots and limits, without the FAAB budget. */
export const lineupRulesSchema = rosterRuleValuesSchema.omit({ beginning_faab: true });

/** A player in a matchup lineup with his points for the week. */
export const matchupPlayerSchema = z.object({
  player_id: idSchema,
  player_name: z.string(),
  position: z.string(),
  team: z.string(),
  is_injured: flagSchema,
  /** His photo (nflverse's headshot URL), or null: pages show his initials instead. */
  headshot_url: z.string().nullable(),
  /** Points, 2 decimals; null ('--') before his game kicks off, or on a bye. */
  score: z.number().nullable(),
  game_status: gameStatusSchema,
  kickoff: instantSchema.nullable(),
  /** His NFL team is the home team of its game; null on a bye. */
  is_home: z.boolean().nullable(),
  ...gameProgressShape,
  /**
   * Season points per game played so far (shared `pointsPerGame`, decision 016), 2 decimals; 0
   * before his first game. The page projects each side's final from it.
   */
  points_per_game: z.number(),
});

/** One slot of a lineup: a null player is an 'Empty' slot. */
export const matchupSlotSchema = z.object({
  slot: z.string(),
  kind: slotKindSchema,
  player: matchupPlayerSchema.nullable(),
});

/** One team of a matchup. */
export const matchupSideSchema = z.object({
  league_member_id: idSchema,
  team_name: z.string().nullable(),
  /** The rule set the team plays under: 1 regular, 2 vampire (its lineup may differ). */
  roster_type_id: rosterTypeSchema,
  /** The starters' points, 2 decimals. */
  score: z.number(),
  /** Starting slots in layout order; null when the team's roster rules are missing. */
  starters: z.array(matchupSlotSchema).nullable(),
  /** Bench slots (filled, then empty), then IR; null when the roster rules are missing. */
  bench: z.array(matchupSlotSchema).nullable(),
  player_count: z.number(),
});

export const matchupSchema = z.object({
  id: idSchema,
  week: z.number(),
  is_final: z.boolean(),
  home: matchupSideSchema,
  away: matchupSideSchema,
  /** Its playoff round and seeds; null in the regular season. */
  playoff: playoffMatchupSchema.nullable(),
});

/** GET /matchups/getMatchupsByLeagueAndWeek/{league_id}/{week}: everything Matchups shows. */
export const weekMatchupsSchema = z.object({
  league: z.object({ league_id: idSchema, name: z.string(), season: z.number() }),
  week: z.number(),
  /** What the week is for the league: regular season, a playoff round, or no games for anyone. */
  phase: seasonWeekSchema.shape.phase,
  /** The playoff round of the week ('Semifinals'), or null. */
  round_name: z.string().nullable(),
  /** The league's weeks (its 14-week schedule). */
  weeks: z.array(z.number()),
  current_week: z.number().nullable(),
  own_league_member_id: idSchema,
  is_final: z.boolean(),
  /** Some NFL game of the week is being played: the page refreshes itself. */
  in_progress: z.boolean(),
  next_kickoff: instantSchema.nullable(),
  /** The server-clock instant the scores are as of. */
  updated_at: instantSchema,
  /**
   * The league's roster rule sets (regular and vampire), once per answer: the page says why two
   * lineups differ (shared `vampireRulesLabel`). Lineup rules only — budgets are no part of a
   * lineup, and nothing of a budget travels with the pushed scores (decision 015).
   */
  roster_rules: z.array(lineupRulesSchema),
  matchups: z.array(matchupSchema),
});
