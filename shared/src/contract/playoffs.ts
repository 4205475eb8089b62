import { z } from 'zod';
import { SEEDING_TIEBREAKERS } from '../domain/playoff-rules';
import { flagSchema, idSchema, instantSchema } from './primitives';

/**
 * The playoffs and the season's end (docs/decisions/020-playoffs-and-seasons.md): a league's
 * playoff rules, its bracket, the playoff facts of a matchup, the champion, renewal and history.
 */

export const bracketNameSchema = z.enum(['playoff', 'consolation']);

/** A league's playoff settings as the wizard and the rules page show them. */
export const playoffRuleValuesSchema = z.object({
  /** 4 or 6 teams make the playoffs (with 6, seeds 1 and 2 have a bye in the first round). */
  playoff_teams: z.union([z.literal(4), z.literal(6)]),
  /** Each round lasts 1 week, or 2 whose points are added. */
  weeks_per_round: z.union([z.literal(1), z.literal(2)]),
  /** The first week of the playoffs (10-14); the rounds follow week after week. */
  first_playoff_week: z.number(),
  /** After record: 'points_for' then head-to-head, or 'head_to_head' then points for. */
  seeding_tiebreaker: z.enum(SEEDING_TIEBREAKERS),
  /** 1: the next four teams play a consolation bracket in the last two rounds' weeks. */
  consolation_bracket: flagSchema,
});

/** What one week of the season is for a league: its regular season, a playoff round, or no games. */
export const seasonWeekSchema = z.object({
  week: z.number(),
  phase: z.enum(['regular_season', 'playoffs', 'no_games']),
  round: z.number().nullable(),
  round_name: z.string().nullable(),
  /** Which week of its round it is (1 or 2). */
  round_week: z.number().nullable(),
  round_weeks: z.number().nullable(),
});

/**
 * GET /playoff_rules/getPlayoffRulesByLeagueId/{league_id}: the settings, and what they make of
 * weeks 10-14, in words the rules page shows.
 */
export const playoffRulesSchema = playoffRuleValuesSchema.extend({
  league_id: idSchema,
  last_playoff_week: z.number(),
  /** Weeks 10-14: the round each one holds, or no games for anyone. */
  weeks: z.array(seasonWeekSchema),
  /** The seeding order, step by step. */
  seeding_order: z.array(z.string()),
  /** How a playoff game level on points is decided. */
  tie_rule: z.string(),
});

/** A matchup's place in the playoffs; null on a regular-season matchup. */
export const playoffMatchupSchema = z.object({
  bracket: bracketNameSchema,
  round: z.number(),
  round_name: z.string(),
  /** Which week of its round this matchup is (1 or 2) and how many the round has. */
  round_week: z.number(),
  round_weeks: z.number(),
  home_seed: z.number(),
  away_seed: z.number(),
  /** Each side's points in the round's earlier week (two-week rounds), 0 in its first week. */
  home_points_before: z.number(),
  away_points_before: z.number(),
});

/** The champion (or the runner-up) of a season. */
export const seasonTeamSchema = z.object({
  league_member_id: idSchema,
  team_name: z.string().nullable(),
  username: z.string(),
});

/** A team as a bracket names it. */
export const bracketTeamSchema = seasonTeamSchema.extend({ seed: z.number() });

/** Where a side of a bracket game comes from: a seed, or the winner of an earlier game. */
export const sideSourceSchema = z.union([
  z.object({ kind: z.literal('seed'), seed: z.number() }),
  z.object({ kind: z.literal('winner'), round: z.number(), slot: z.number() }),
]);

export const bracketSideSchema = z.object({
  source: sideSourceSchema,
  /** null until it is known who plays here ('TBD'). */
  team: bracketTeamSchema.nullable(),
  /** Points over the round's weeks so far: stored once final, live while played; null before. */
  points: z.number().nullable(),
});

export const bracketGameSchema = z.object({
  bracket: bracketNameSchema,
  round: z.number(),
  /** Place in the round, top to bottom, from 0. */
  slot: z.number(),
  round_name: z.string(),
  weeks: z.array(z.number()),
  top: bracketSideSchema,
  bottom: bracketSideSchema,
  /**
   * 'waiting_for_teams': a side is not known yet; 'to_play': both known, nothing kicked off;
   * 'in_progress': under way or not yet final; 'decided': the winner goes on.
   */
  state: z.enum(['waiting_for_teams', 'to_play', 'in_progress', 'decided']),
  winner_league_member_id: idSchema.nullable(),
  /** 'points', or 'higher_seed' when level on points (the league's tie rule). */
  decided_by: z.enum(['points', 'higher_seed']).nullable(),
  /** The matchup ids of its weeks (Matchups shows each), in week order. */
  matchup_ids: z.array(idSchema),
});

export const bracketRoundSchema = z.object({
  round: z.number(),
  name: z.string(),
  weeks: z.array(z.number()),
  games: z.array(bracketGameSchema),
  /** Teams that skip this round (seeds 1 and 2 of a six-team playoff's first round). */
  byes: z.array(bracketTeamSchema),
});

/** A seeded team of the league: its regular season, its bracket and, at the end, its place. */
export const seedRowSchema = bracketTeamSchema.extend({
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
  points_for: z.number(),
  /** What placed it among the teams level with it on record; null when none was. */
  tiebreak: z.enum(['points_for', 'head_to_head', 'lot']).nullable(),
  /** The bracket it plays in; null for teams without playoff games. */
  bracket: bracketNameSchema.nullable(),
  /** Its final place once the season is complete. */
  final_place: z.number().nullable(),
});

/** GET /playoffs/getBracketByLeagueId/{league_id}: the whole bracket picture. */
export const playoffBracketSchema = z.object({
  league_id: idSchema,
  season: z.number(),
  /** 'not_seeded' until the last regular-season week is final; 'complete' after every final. */
  status: z.enum(['not_seeded', 'under_way', 'complete']),
  rules: playoffRuleValuesSchema,
  weeks: z.array(seasonWeekSchema),
  seeding_order: z.array(z.string()),
  tie_rule: z.string(),
  seeded_at: instantSchema.nullable(),
  /** Every team by seed (empty before seeding). */
  seeds: z.array(seedRowSchema),
  /** The playoffs, then the consolation bracket when the league plays one. */
  brackets: z.array(
    z.object({
      bracket: bracketNameSchema,
      name: z.string(),
      rounds: z.array(bracketRoundSchema),
    }),
  ),
  champion: seasonTeamSchema.nullable(),
  own_league_member_id: idSchema,
});

/** Where a league's season stands. */
export const leagueStatusSchema = z.enum(['not_active', 'regular_season', 'playoffs', 'complete']);

/** POST /leagues/renew/{league_id}: the new season's league, inactive until its commissioner activates it. */
export const renewLeagueAnswerSchema = z.object({
  status: z.literal('success'),
  league_id: idSchema,
  season: z.number(),
  message: z.string(),
});

/** One season of a league's history (GET /leagues/getLeagueHistory/{league_id}). */
export const leagueSeasonSchema = z.object({
  league_id: idSchema,
  name: z.string(),
  season: z.number(),
  status: leagueStatusSchema,
  champion: seasonTeamSchema.nullable(),
  runner_up: seasonTeamSchema.nullable(),
});
