import { DRAFT_TYPES } from './draft';
import { DRAFT_TYPE_LABELS } from './draft-settings-texts';

/*
 * The auction draft's rules (docs/decisions/065): teams take turns to nominate a player with an
 * opening bid, every team with room bids, each bid restarts a short bid clock, and the highest
 * bid when it runs out wins the player. Kept apart from DRAFT_TYPES (which stays the pick orders)
 * so the shared surface only grows (decisions 056, 064).
 */

/** Every kind of draft: the pick orders, and the auction. */
export const DRAFT_KINDS = [...DRAFT_TYPES, 'auction'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

export const DRAFT_KIND_LABELS: Readonly<Record<DraftKind, string>> = {
  ...DRAFT_TYPE_LABELS,
  auction: 'Auction',
};

/** Each team's budget: 200 by default (the usual auction budget), from 1 to 1,000. */
export const AUCTION_BUDGET_BOUNDS = { min: 1, max: 1000 } as const;
/**
 * The bid clock: 10 to 60 seconds, 20 by default. Each bid restarts it, so it only needs to be
 * long enough for a member to read the new high bid and answer it on a phone; longer clocks
 * make a 150-player auction last hours.
 */
export const AUCTION_BID_SECONDS_BOUNDS = { min: 10, max: 60 } as const;
export const AUCTION_BID_CLOCK_CHOICES: readonly number[] = [10, 15, 20, 30, 45, 60];
/** The lowest bid, and what a team must keep for each empty slot after the one it bids on. */
export const AUCTION_MIN_BID = 1;

export const DEFAULT_AUCTION_SETTINGS = { budget: 200, bid_seconds: 20 } as const;

/**
 * The most a team may bid: its budget left, less the minimum bid for each empty slot it would
 * still have to fill after this one. Zero when it has no room at all.
 */
export function auctionMaxBid(budgetLeft: number, emptySlots: number): number {
  if (emptySlots < 1) return 0;
  return Math.max(0, budgetLeft - (emptySlots - 1) * AUCTION_MIN_BID);
}

/**
 * Who nominates after `previous`: the next team in the draft order (round and round) that
 * can still take part (room on its roster and the minimum bid to spend). Null when none
 * can: the auction is over.
 */
export function nextNominator(
  order: readonly number[],
  previous: number | null,
  canNominate: (memberId: number) => boolean,
): number | null {
  const from = previous === null ? -1 : order.indexOf(previous);
  for (let step = 1; step <= order.length; step += 1) {
    const candidate = order[(from + step) % order.length];
    if (candidate !== undefined && canNominate(candidate)) return candidate;
  }
  return null;
}
