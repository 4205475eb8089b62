import type { WaiverClaim } from '@fangtasy/shared';

export interface BidContext {
  /** The member's other active claims, best priority first. */
  others: { player_name: string; bid: number; samePlayer: boolean }[];
  /** What the other claims bid together. */
  othersTotal: number;
  /** The other claims and this bid together (a bid that is not a number counts 0). */
  withThisBid: number;
  /** Whether all of them together ask more than the budget left. */
  overBudget: boolean;
}

/**
 * The member's pending bids beside the one being made, against his remaining budget. Each claim
 * is checked alone (rules §5); together they may ask more than the budget, and a claim the
 * run reaches once he can no longer pay it fails (rules §4.16) — worth knowing before bidding.
 * `editingClaimId`: the claim being edited is not one of the others. A claim on the same player
 * (with another drop) is one of them, marked: only one of the two can win.
 */
export function bidContext(
  claims: readonly WaiverClaim[],
  playerId: number,
  bid: string,
  remainingBudget: number,
  editingClaimId: number | null = null,
): BidContext {
  const others = claims
    .filter((claim) => claim.is_active === 1 && claim.id !== editingClaimId)
    .sort(
      (a, b) =>
        (a.league_member_priority ?? Number.MAX_SAFE_INTEGER) -
        (b.league_member_priority ?? Number.MAX_SAFE_INTEGER),
    )
    .map((claim) => ({
      player_name: claim.player_name,
      bid: claim.faab_claim_amount,
      samePlayer: claim.player_id === playerId,
    }));
  const othersTotal = others.reduce((sum, claim) => sum + claim.bid, 0);
  const amount = Number(bid);
  const withThisBid = othersTotal + (bid.trim() !== '' && Number.isFinite(amount) ? amount : 0);
  return { others, othersTotal, withThisBid, overBudget: withThisBid > remainingBudget };
}
