import { z } from 'zod';
import { playoffMatchupSchema } from './playoffs';
import { flagSchema, idSchema } from './primitives';

/**
 * A Matchup / schedule entry (rules §3: id, week, home_league_member, away_league_member,
 * home_score, away_score) with both team names. Scores of a week under way are its live scores;
 * is_final says when they no longer move.
 */
export const scheduleEntrySchema = z.object({
  id: idSchema,
  league_id: idSchema,
  week: z.number(),
  home_league_member: idSchema,
  away_league_member: idSchema,
  home_score: z.number().nullable(),
  away_score: z.number().nullable(),
  is_final: flagSchema,
  home_team_name: z.string().nullable(),
  away_team_name: z.string().nullable(),
  /** Its playoff round, seeds and the round's earlier points; null in the regular season. */
  playoff: playoffMatchupSchema.nullable(),
});
