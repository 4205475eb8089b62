import { z } from 'zod';
import {
  AUCTION_BID_SECONDS_BOUNDS,
  AUCTION_BUDGET_BOUNDS,
  DEFAULT_AUCTION_SETTINGS,
  DRAFT_KINDS,
} from '../domain/auction';
import { DRAFT_MESSAGES as MESSAGES } from '../domain/messages';
import { bodyId, tooLarge } from './bounded-numbers';
import { draftSettingsBodySchema, overallMax } from './draft';

/*
 * The auction draft's bodies (docs/decisions/065), new schemas beside the draft's so the shared
 * surface only grows (decisions 056, 064).
 */

const { min: budgetMin, max: budgetMax } = AUCTION_BUDGET_BOUNDS;
const { min: bidSecondsMin, max: bidSecondsMax } = AUCTION_BID_SECONDS_BOUNDS;

/**
 * The PUT /drafts/updateSettings/{league_id} body with the auction's settings: every field of
 * the draft's, the kind ('auction', or a pick order; without it, `type` is the kind) and the
 * budget and bid clock (each defaulted).
 */
export const draftSettingsWithAuctionBodySchema = draftSettingsBodySchema.extend({
  kind: z.enum(DRAFT_KINDS, { error: MESSAGES.draftKindInvalid }).optional(),
  budget: z
    .number({ error: MESSAGES.auctionBudgetInvalid(budgetMin, budgetMax) })
    .int(MESSAGES.auctionBudgetInvalid(budgetMin, budgetMax))
    .min(budgetMin, MESSAGES.auctionBudgetInvalid(budgetMin, budgetMax))
    .max(budgetMax, tooLarge('budget', budgetMax))
    .default(DEFAULT_AUCTION_SETTINGS.budget),
  bid_seconds: z
    .number({ error: MESSAGES.auctionBidSecondsInvalid(bidSecondsMin, bidSecondsMax) })
    .int(MESSAGES.auctionBidSecondsInvalid(bidSecondsMin, bidSecondsMax))
    .min(bidSecondsMin, MESSAGES.auctionBidSecondsInvalid(bidSecondsMin, bidSecondsMax))
    .max(bidSecondsMax, tooLarge('bid_seconds', bidSecondsMax))
    .default(DEFAULT_AUCTION_SETTINGS.bid_seconds),
});
export type DraftSettingsWithAuctionBody = z.input<typeof draftSettingsWithAuctionBodySchema>;

/** A lot's number: the nomination it means, counted from 1; as many as a draft has picks. */
const lot = z
  .number({ error: MESSAGES.draftOverallInvalid })
  .int(MESSAGES.draftOverallInvalid)
  .positive(MESSAGES.draftOverallInvalid)
  .max(overallMax, tooLarge('lot', overallMax));

const amount = z
  .number({ error: MESSAGES.auctionBidInvalid })
  .int(MESSAGES.auctionBidInvalid)
  .positive(MESSAGES.auctionBidInvalid)
  .max(budgetMax, tooLarge('amount', budgetMax));

/** The POST /drafts/nominate/{league_id} body: the lot the caller means, whom, the opening bid. */
export const auctionNominationBodySchema = z.object({
  lot,
  player_id: bodyId('player_id', MESSAGES.draftPlayerUnknown),
  amount,
});
export type AuctionNominationBody = z.input<typeof auctionNominationBodySchema>;

/** The POST /drafts/bid/{league_id} body: the lot the caller bids on, and how much. */
export const auctionBidBodySchema = z.object({
  lot,
  amount,
});
export type AuctionBidBody = z.input<typeof auctionBidBodySchema>;
