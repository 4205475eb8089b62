import { z } from 'zod';
import { DRAFT_KINDS } from '../domain/auction';
import { draftRoomSchema, draftSettingsSchema } from './drafts';
import { idSchema, instantSchema, positionSchema } from './primitives';

/*
 * The auction draft's answers (docs/decisions/065). The room keeps every field it had and gains
 * the auction's: new schemas beside the old ones, so what remotes built against @fangtasy/shared
 * 2.x read is unchanged (decisions 056, 064).
 */

/**
 * The draft settings with the auction's. `kind` is the draft's kind: a pick order, or 'auction'.
 * `type` stays a pick order for remotes that know only those: an auction's is 'linear', the
 * order its nominations go round in.
 */
export const draftSettingsWithAuctionSchema = draftSettingsSchema.extend({
  kind: z.enum(DRAFT_KINDS),
  /** Each team's auction budget. */
  budget: z.number().int(),
  /** The bid clock, restarted by every bid. */
  bid_seconds: z.number().int(),
});

/** The player on the block, with the high bid. */
export const auctionLotSchema = z.object({
  /** The lot's number: the first player nominated is lot 1. */
  lot: z.number().int(),
  player_id: idSchema,
  player_name: z.string(),
  position: positionSchema,
  nfl_team: z.string(),
  nominated_by: idSchema,
  high_bid: z.number().int(),
  high_bidder_id: idSchema,
  /** When the high bidder wins him; null while the draft is paused. */
  deadline: instantSchema.nullable(),
  remaining_ms: z.number().int(),
});

/** A team's purse. */
export const auctionTeamSchema = z.object({
  league_member_id: idSchema,
  budget_left: z.number().int(),
  empty_slots: z.number().int(),
  /** The most it may bid now: its budget less 1 for each other empty slot (0 when full). */
  max_bid: z.number().int(),
});

/** A player sold: his pick's overall number and the price. */
export const auctionSaleSchema = z.object({ overall: z.number().int(), price: z.number().int() });

/** Where an auction stands. */
export const auctionStateSchema = z.object({
  min_bid: z.number().int(),
  /** The team to nominate once no player is on the block (null when the auction is over). */
  nominator_id: idSchema.nullable(),
  /** The number the next nomination or the open lot has. */
  lot_number: z.number().int().nullable(),
  /** While nobody is on the block: when the nomination is made by autopick. */
  nomination_deadline: instantSchema.nullable(),
  lot: auctionLotSchema.nullable(),
  teams: z.array(auctionTeamSchema),
  sales: z.array(auctionSaleSchema),
});

/** The draft room with the auction's settings and state (null unless the draft is an auction). */
export const draftRoomWithAuctionSchema = draftRoomSchema.extend({
  settings: draftSettingsWithAuctionSchema,
  auction: auctionStateSchema.nullable(),
});
