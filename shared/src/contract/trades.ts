import { z } from 'zod';
import { TRADE_PLAYER_ACTIONS, TRADE_REVIEW_MODES, TRADE_STATUSES } from '../domain/trade-rules';
import { idSchema, instantSchema } from './primitives';

/** A player an offer names: sent to the other team, or dropped by his team when it executes. */
export const tradeOfferPlayerSchema = z.object({
  player_id: idSchema,
  player_name: z.string(),
  position: z.string(),
  /** His NFL team. */
  team: z.string(),
  /** The member who sends (or drops) him. */
  league_member_id: idSchema,
  action: z.enum(TRADE_PLAYER_ACTIONS),
});

/** What the caller may do with an offer now (the trade centre's buttons). */
export const tradeOfferActionsSchema = z.object({
  accept: z.boolean(),
  decline: z.boolean(),
  counter: z.boolean(),
  withdraw: z.boolean(),
  /** The commissioner's approval under commissioner review. */
  approve: z.boolean(),
  /** The commissioner's veto, or a member's veto vote under a league vote. */
  veto: z.boolean(),
});

/**
 * A trade offer between two members (docs/decisions/018-trades.md), as the caller may see it:
 * the two parties always; the reviewers (commissioner, or the voting members) once it is accepted;
 * the whole league once it has executed.
 */
export const tradeOfferSchema = z.object({
  id: idSchema,
  league_id: idSchema,
  status: z.enum(TRADE_STATUSES),
  proposer_member_id: idSchema,
  proposer_team_name: z.string().nullable(),
  recipient_member_id: idSchema,
  recipient_team_name: z.string().nullable(),
  players: z.array(tradeOfferPlayerSchema),
  /** The offer this one answers as a counter-offer. */
  counter_of: idSchema.nullable(),
  /** The counter-offer that answered this one. */
  countered_by: idSchema.nullable(),
  created_at: instantSchema,
  /** Until when the recipient may answer. */
  expires_at: instantSchema,
  accepted_at: instantSchema.nullable(),
  /** How it is reviewed, set when it is accepted. */
  review_mode: z.enum(TRADE_REVIEW_MODES).nullable(),
  /** When the review ends and the trade executes unless vetoed. */
  review_ends_at: instantSchema.nullable(),
  /** Veto votes cast, and how many stop it (league vote only). */
  veto_votes: z.number(),
  veto_votes_needed: z.number().nullable(),
  decided_at: instantSchema.nullable(),
  /** Why it failed, was vetoed or closed. */
  reason: z.string().nullable(),
  actions: tradeOfferActionsSchema,
});

/** GET /trades/getPendingCount/{league_id}: what waits for the caller (the navigation badge). */
export const tradePendingCountSchema = z.object({
  /** Everything below, added up. */
  count: z.number(),
  /** Offers made to the caller's team, waiting for its answer. */
  offers_to_answer: z.number(),
  /** Accepted trades the caller may approve or veto and has not. */
  trades_to_review: z.number(),
  /** The caller's open bite rights. */
  bite_rights: z.number(),
});
