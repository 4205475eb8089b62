import { z } from 'zod';
import { leagueStatusSchema, seasonTeamSchema } from './playoffs';
import { idSchema } from './primitives';

/** A team's run of equal results up to its latest final week: 'W' 3 is three wins in a row. */
export const streakSchema = z.object({
  result: z.enum(['W', 'L', 'T']),
  length: z.number(),
});

/** A team's W-L-T record and points from its final matchups. */
export const standingRowSchema = z.object({
  league_member_id: idSchema,
  team_name: z.string().nullable(),
  username: z.string(),
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
  points_for: z.number(),
  points_against: z.number(),
  /** null before the team has a final week. */
  streak: streakSchema.nullable(),
  rank: z.number(),
  /** Its playoff seed once the league is seeded, else null. */
  seed: z.number().nullable(),
  /** Its final place once the season is complete, else null. */
  final_place: z.number().nullable(),
});

/** The caller's next matchup: the earliest whose fantasy week has not ended. */
export const nextMatchSchema = z.object({
  week: z.number(),
  is_home: z.boolean(),
  opponent_league_member_id: idSchema,
  opponent_team_name: z.string().nullable(),
  opponent_username: z.string(),
  /** The playoff round of that match ('Semifinals'), or null in the regular season. */
  round_name: z.string().nullable(),
});

/**
 * GET /standings/getStandingsByLeagueId/{league_id}: the regular season's table (best first: win
 * percentage with a tie as half a win, then points for; once seeded, in seed order) and the next
 * match.
 */
export const leagueStandingsSchema = z.object({
  standings: z.array(standingRowSchema),
  own_league_member_id: idSchema,
  next_match: nextMatchSchema.nullable(),
  /** How many weeks have final results. */
  final_weeks: z.number(),
  /** How many teams at the top of the table make the playoffs (the playoff line is below them). */
  playoff_teams: z.number(),
  /** Where the league's season stands, and its champion once the final is decided. */
  league_status: leagueStatusSchema,
  champion: seasonTeamSchema.nullable(),
});
