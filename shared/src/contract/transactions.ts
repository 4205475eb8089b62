import { z } from 'zod';
import { idSchema, instantSchema } from './primitives';

export const TRANSACTION_KINDS = [
  'add',
  'drop',
  'waiver_won',
  'waiver_failed',
  'commish_add',
] as const;

/** A line of the league's transaction log (decisions.md, "Waiver processing"). */
export const leagueTransactionSchema = z.object({
  id: idSchema,
  league_id: idSchema,
  league_member_id: idSchema,
  kind: z.enum(TRANSACTION_KINDS),
  player_id: idSchema,
  player_name: z.string(),
  team_name: z.string().nullable(),
  bid: z.number().nullable(),
  /** Failure reason; only the claimant sees it. */
  reason: z.string().nullable(),
  created_at: instantSchema,
});
