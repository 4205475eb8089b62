import { z } from 'zod';
import { leagueStatusSchema, seasonTeamSchema } from './playoffs';
import { flagSchema, idSchema } from './primitives';

/** A League (rules §3, stored locally as 'league'), with the NFL season it plays. */
export const leagueSchema = z.object({
  league_id: idSchema,
  name: z.string(),
  is_active: flagSchema,
  season: z.number(),
});

/**
 * GET /leagues/getLeagueById/{league_id}: the League, and where its season stands — what the
 * dashboard and the landing page show once the playoffs start and after the final.
 */
export const leagueDetailsSchema = leagueSchema.extend({
  /** Not active, regular season, playoffs or complete. */
  status: leagueStatusSchema,
  /** The season's champion once its final is decided. */
  champion: seasonTeamSchema.nullable(),
  /** The league's season before this one (it was renewed from it), and the one after, if any. */
  previous_league_id: idSchema.nullable(),
  next_league_id: idSchema.nullable(),
});

/** POST /leagues/create — rules §7.7: status, league_id. */
export const createLeagueAnswerSchema = z.object({
  status: z.literal('success'),
  league_id: idSchema,
});

/** POST /leagues/activate — rules §7.7: status 'success' or a message. */
export const activateLeagueAnswerSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});

/** GET /leagues/activationStatus/{league_id}: what the Activate League page shows. */
export const activationStatusSchema = z.object({
  valid_member_count: z.number(),
  commissioner_count: z.number(),
  is_active: flagSchema,
  message: z.string(),
});
