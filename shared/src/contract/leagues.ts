import { z } from 'zod';
import { flagSchema, idSchema } from './primitives';

/** A League (spec section 3, stored locally as 'league'), with the NFL season it plays. */
export const leagueSchema = z.object({
  league_id: idSchema,
  name: z.string(),
  is_active: flagSchema,
  season: z.number(),
});

/** POST /leagues/create — §7: status, league_id. */
export const createLeagueAnswerSchema = z.object({
  status: z.literal('success'),
  league_id: idSchema,
});

/** POST /leagues/activate — §7: status 'success' or a message. */
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
