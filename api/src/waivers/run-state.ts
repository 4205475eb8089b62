import type { AwardSnapshot, ClaimToDecide, RunMember, RunRosterEntry } from './award-snapshot';

/** A pending claim of the league, with what orders it among the others. */
export interface PendingClaim {
  claim: ClaimToDecide;
  /** Its place in its member's own list (league_member_priority): a decided claim closes ranks. */
  priority: number | null;
  /** Its place among the league's pending claims by (created_at, id): the orders' last keys. */
  age: number;
  /** Whether the run decides it (coveredClaims): claims on a player the run drops leave it. */
  covered: boolean;
}

/**
 * A league as a run decides its claims: read once (run-state-read.ts) and then kept in step with
 * each award the run commits, the way the award's statement changes the rows (award-writes.ts),
 * so that a step need not read the league again. It stands at the read versions it holds; a
 * step's writes apply only while the league's are still those, and a run reads the state again
 * when they are not (something changed around it).
 */
export interface RunState {
  leagueVersion: number;
  nflVersion: number;
  members: Map<number, RunMember>;
  /** Every pending claim of the league, the run's and the rest (whose ranks close too). */
  claims: PendingClaim[];
  /** Every member's rostered players. */
  rosters: Map<number, RunRosterEntry[]>;
  /** Who rosters each rostered player. */
  rosteredBy: Map<number, number>;
  /** Each claimed player's latest record off a roster: its id and when it was last changed (µs). */
  offRoster: Map<number, { id: number; at: number }>;
  lockedSince: Map<number, Date>;
  /** A player an award places on a new record: the record's id is not needed, only its place. */
  nextPlacedId: number;
}

/** Orders values with null last, as `asc nulls last` does. */
export const nullsLast = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b;

/**
 * What the next step decides on: the run's pending claims best first (rules §4.16: highest bid,
 * then the member's better place in the rolling waiver order, then his own priority, then the
 * oldest claim), with where their players stand.
 */
export function stepView(state: RunState): AwardSnapshot {
  const orderOf = (claim: PendingClaim) =>
    state.members.get(claim.claim.league_member_id)?.waiver_order ?? null;
  const pending = state.claims
    .filter((claim) => claim.covered)
    .sort(
      (a, b) =>
        b.claim.faab_claim_amount - a.claim.faab_claim_amount ||
        nullsLast(orderOf(a), orderOf(b)) ||
        nullsLast(a.priority, b.priority) ||
        a.age - b.age,
    );
  const orders = [...state.members.values()].map((member) => member.waiver_order);
  return {
    candidates: pending.map(({ claim }) => ({
      claim,
      rosteredBy: state.rosteredBy.get(claim.player_id) ?? null,
      previousRecord: state.offRoster.get(claim.player_id)?.id ?? null,
    })),
    distinctOrder:
      orders.every((order) => order !== null) && new Set(orders).size === orders.length,
    members: state.members,
    rosters: state.rosters,
    lockedSince: state.lockedSince,
  };
}
