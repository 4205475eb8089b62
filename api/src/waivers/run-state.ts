import type { AwardSnapshot, ClaimToDecide, RunMember, RunRosterEntry } from './award-snapshot';
import type { RunContext } from './run-context';
import type { NextStep } from './decide-best-claim';

const DAY_MS = 86_400_000;

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
const nullsLast = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b;

/**
 * What the next step decides on: the run's pending claims best first (decisions.md: highest bid,
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
    leagueVersion: state.leagueVersion,
    nflVersion: state.nflVersion,
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

/**
 * The state after `step` committed, changed as its statement changed the rows: the claims it
 * closed leave (their owners' lists closing ranks), and an award moves the drop off the roster
 * (onto waivers, taking claims on him out of the run), places the player, debits the bid and
 * sends the member to the end of the waiver order. The league's read version rose by one: a
 * transaction raises each scope once (migration 014).
 */
export function afterStep(state: RunState, context: RunContext, step: NextStep): void {
  const closed = new Set(step.refusals.map(({ claim }) => claim.id));
  const owners = new Set(step.refusals.map(({ claim }) => claim.league_member_id));
  const { award } = step;
  if (award) {
    const { claim } = award.candidate;
    const memberId = award.member.id;
    owners.add(memberId);
    for (const { claim: other } of state.claims) {
      const sameDrop =
        award.drop !== null &&
        other.league_member_id === memberId &&
        other.rostered_player_to_drop === award.drop.id;
      if (other.id === claim.id || sameDrop || other.player_id === claim.player_id) {
        closed.add(other.id);
        owners.add(other.league_member_id);
      }
    }
    moveRosters(state, context, award);
    moveBudgetAndOrder(state, award.member, claim.faab_claim_amount);
  }
  state.claims = state.claims.filter(({ claim }) => !closed.has(claim.id));
  for (const owner of owners) {
    const list = state.claims
      .filter(({ claim }) => claim.league_member_id === owner)
      .sort((a, b) => nullsLast(a.priority, b.priority) || a.age - b.age);
    list.forEach((claim, index) => (claim.priority = index + 1));
  }
  state.leagueVersion += 1;
}

function moveRosters(state: RunState, context: RunContext, award: NonNullable<NextStep['award']>) {
  const { candidate, member, drop } = award;
  const roster = state.rosters.get(member.id) ?? [];
  state.rosters.set(member.id, roster);
  if (drop) {
    const index = roster.findIndex((entry) => entry.id === drop.id);
    if (index >= 0) roster.splice(index, 1);
    if (state.rosteredBy.get(drop.player_id) === member.id) state.rosteredBy.delete(drop.player_id);
    const at = context.now.getTime() * 1000;
    const latest = state.offRoster.get(drop.player_id);
    if (!latest || latest.at < at || (latest.at === at && latest.id < drop.id))
      state.offRoster.set(drop.player_id, { id: drop.id, at });
    // The drop's waivers run past the run's instant: claims on him wait for his own run.
    if (context.now.getTime() + context.waiversLength * DAY_MS > context.run.due_at.getTime()) {
      for (const claim of state.claims)
        if (claim.claim.player_id === drop.player_id) claim.covered = false;
    }
  }
  const { claim, previousRecord } = candidate;
  roster.push({
    id: previousRecord ?? state.nextPlacedId--,
    league_member_id: member.id,
    player_id: claim.player_id,
    position: claim.position,
    roster_position: 'BENCH',
  });
  state.rosteredBy.set(claim.player_id, member.id);
  state.offRoster.delete(claim.player_id);
}

function moveBudgetAndOrder(state: RunState, winner: RunMember, bid: number) {
  const member = state.members.get(winner.id)!;
  if (member.remaining_faab_budget !== null) member.remaining_faab_budget -= bid;
  const place = member.waiver_order;
  const orders = [...state.members.values()].map((other) => other.waiver_order ?? 0);
  const last = Math.max(0, ...orders);
  if (place === null) {
    member.waiver_order = last + 1;
    return;
  }
  for (const other of state.members.values())
    if (other.waiver_order !== null && other.waiver_order > place) other.waiver_order -= 1;
  member.waiver_order = last;
}
