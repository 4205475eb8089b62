import { z } from 'zod';
import { fantasyWeekSchema } from './fantasy-weeks';
import { leagueMemberSchema } from './league-members';
import { leagueSchema } from './leagues';
import { nflScheduleEntrySchema } from './nfl-schedule';
import { flagSchema, idSchema, instantSchema, positionSchema } from './primitives';
import { rosterRuleValuesSchema } from './rules';

/** A Rostered player (rules §3), with his season points in the league's season. */
export const rosteredPlayerSchema = z.object({
  id: idSchema,
  league_id: idSchema,
  player_id: idSchema,
  player_name: z.string(),
  position: positionSchema,
  team: z.string(),
  nfl_team: z.string(),
  is_injured: flagSchema,
  injury_status: z.string().nullable(),
  /** His photo (nflverse's headshot URL), or null: pages show his initials instead. */
  headshot_url: z.string().nullable(),
  roster_position: z.string(),
  season_points: z.number().nullable(),
  league_member_id: idSchema,
  is_rostered: flagSchema,
});

/** A player on the caller's own roster as My Team shows him: this week's game and the lineup lock. */
export const myTeamPlayerSchema = rosteredPlayerSchema.extend({
  /** This fantasy week's game of his NFL team, or null ('No game scheduled'). */
  game: nflScheduleEntrySchema.nullable(),
  /** His game has kicked off this fantasy week (rules §4.14). */
  is_locked: z.boolean(),
  /** His points this fantasy week so far (live; 0 once his game is on), null before it and on a bye. */
  week_points: z.number().nullable(),
  /** His points last fantasy week, or null when he had no stat line then. */
  last_week_points: z.number().nullable(),
  /** Season points per game played (decision 016): the projection best lineup ranks by. */
  points_per_game: z.number(),
});

/** GET /rostered_players/myTeam/{league_id}: everything My Team shows, in one answer. */
export const myTeamSchema = z.object({
  member: leagueMemberSchema,
  league: leagueSchema,
  /** The member's own rule set (vampires type 2), or null when the league lacks it. */
  roster_rules: rosterRuleValuesSchema.nullable(),
  /** The league's regular rule set (type 1), which a vampire's label is measured against. */
  regular_roster_rules: rosterRuleValuesSchema.nullable(),
  current_week: fantasyWeekSchema.omit({ id: true }).nullable(),
  players: z.array(myTeamPlayerSchema),
  /** The league clock's now, which may differ from the browser's (FANTASY_NOW). */
  now: instantSchema,
});

/** POST /rostered_players/create — rules §7.4: status, message. */
export const createRosteredPlayerAnswerSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});
