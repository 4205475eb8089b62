import { z } from 'zod';
import { idSchema, instantSchema } from './primitives';

export const TRANSACTION_KINDS = [
  'add',
  'drop',
  'waiver_won',
  'waiver_failed',
  'commish_add',
  'trade',
  'bite',
  'bite_swap',
] as const;

/**
 * A line of the league's transaction log (rules §4.16): the team whose
 * roster changed and the player. A trade logs each player its receiver got ('trade', from
 * `other_member_id`); a bite logs the player the vampire took ('bite') and the one it sent back
 * ('bite_swap'), both announced to the whole league with the result that earned the bite.
 */
export const leagueTransactionSchema = z.object({
  id: idSchema,
  league_id: idSchema,
  league_member_id: idSchema,
  kind: z.enum(TRANSACTION_KINDS),
  player_id: idSchema,
  player_name: z.string(),
  team_name: z.string().nullable(),
  bid: z.number().nullable(),
  /** A failed claim's reason (only the claimant sees it), or why a bite was earned. */
  reason: z.string().nullable(),
  /** The other team of a trade or a bite: who gave the player. */
  other_member_id: idSchema.nullable(),
  other_team_name: z.string().nullable(),
  trade_offer_id: idSchema.nullable(),
  bite_right_id: idSchema.nullable(),
  created_at: instantSchema,
});
