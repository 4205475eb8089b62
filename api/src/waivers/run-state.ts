import { MESSAGES } from '@fangtasy/shared/domain';
import type { AwardSnapshot, ClaimToDecide, RunMember, RunRosterEntry } from './award-snapshot';
import type { NextStep } from './decide-best-claim';
import type { RunContext } from './run-context';

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

/** A claim a step writes: closed with its status and reason, or moved to a new place. */
export interface ClaimWrite {
  id: number;
  /** Null for a claim that stays pending and only closes ranks. */
  status: 'won' | 'failed' | null;
  reason: string | null;
  /** Its new place in its member's list; null when it closes (it keeps the place it had). */
  place: number | null;
}

/** A row of the league's log. */
export interface LogWrite {
  member: number;
  kind: 'waiver_won' | 'waiver_failed' | 'drop';
  player: number;
  bid: number | null;
  reason: string | null;
  claim: number | null;
}

/** A member whose budget or place in the waiver order a step changes. */
export interface MemberWrite {
  id: number;
  budget: number | null;
  place: number | null;
}

/** Everything a step writes besides the roster (award-writes.ts writes the roster too). */
export interface StepWrites {
  claims: ClaimWrite[];
  /** In the order the log shows them. */
  log: LogWrite[];
  members: MemberWrite[];
}

const closing = (claim: ClaimToDecide, status: 'won' | 'failed', reason: string | null) => ({
  claim,
  status,
  reason,
});

/**
 * Carries `step` out on the state (decisions.md, "Waiver processing") and answers what it
 * writes. The refused claims close, in the order they were decided. An award closes the
 * member's other claims naming the same drop (that player is gone), moves the drop off the
 * roster onto waivers (claims on him leave the run when his waivers outlast its instant),
 * places the player on BENCH (his latest record off a roster re-used), closes every other claim
 * on him as already claimed, debits the bid and sends the member to the end of the waiver
 * order, everyone behind moving up one. The lists of every closed claim's owner (and the
 * winner's) close ranks. The log shows the refusals, the claims failed by the drop, the drop,
 * the won claim and the claims failed by it, each part in claim order.
 */
export function takeStep(state: RunState, context: RunContext, step: NextStep): StepWrites {
  const closed = step.refusals.map(({ claim, reason }) => closing(claim, 'failed', reason));
  const log: LogWrite[] = [];
  const before = new Map(
    [...state.members.values()].map((m) => [m.id, [m.remaining_faab_budget, m.waiver_order]]),
  );
  const { award } = step;
  let dropRow: LogWrite[] = [];
  if (award) {
    const { claim } = award.candidate;
    const memberId = award.member.id;
    const chosen = new Set([...closed.map((c) => c.claim.id), claim.id]);
    const others = (which: (other: ClaimToDecide) => boolean) =>
      state.claims
        .map((pending) => pending.claim)
        .filter((other) => !chosen.has(other.id) && which(other))
        .sort((a, b) => a.id - b.id)
        .map((other) => (chosen.add(other.id), other));
    const failedByDrop = award.drop
      ? others(
          (other) =>
            other.league_member_id === memberId && other.rostered_player_to_drop === award.drop!.id,
        )
      : [];
    const failedByPlayer = others((other) => other.player_id === claim.player_id);
    closed.push(
      ...failedByDrop.map((other) => closing(other, 'failed', MESSAGES.claimDropPlayerGone)),
      closing(claim, 'won', null),
      ...failedByPlayer.map((other) => closing(other, 'failed', MESSAGES.playerAlreadyClaimed)),
    );
    if (award.drop) {
      dropRow = [
        {
          member: memberId,
          kind: 'drop',
          player: award.drop.player_id,
          bid: null,
          reason: null,
          claim: null,
        },
      ];
    }
    moveRosters(state, context, award);
    moveBudgetAndOrder(state, award.member, claim.faab_claim_amount);
  }
  for (const { claim, status, reason } of closed) {
    // The drop's own row goes between the claims it failed and the won claim.
    if (status === 'won') log.push(...dropRow);
    log.push({
      member: claim.league_member_id,
      kind: status === 'won' ? 'waiver_won' : 'waiver_failed',
      player: claim.player_id,
      bid: claim.faab_claim_amount,
      reason,
      claim: claim.id,
    });
  }
  const closedIds = new Set(closed.map(({ claim }) => claim.id));
  const owners = new Set(closed.map(({ claim }) => claim.league_member_id));
  state.claims = state.claims.filter(({ claim }) => !closedIds.has(claim.id));
  const claims: ClaimWrite[] = closed.map(({ claim, status, reason }) => ({
    id: claim.id,
    status,
    reason,
    place: null,
  }));
  for (const owner of owners) {
    const list = state.claims
      .filter(({ claim }) => claim.league_member_id === owner)
      .sort((a, b) => nullsLast(a.priority, b.priority) || a.age - b.age);
    list.forEach((pending, index) => {
      if (pending.priority === index + 1) return;
      pending.priority = index + 1;
      claims.push({ id: pending.claim.id, status: null, reason: null, place: index + 1 });
    });
  }
  const members = [...state.members.values()]
    .filter((m) => {
      const [budget, place] = before.get(m.id)!;
      return m.remaining_faab_budget !== budget || m.waiver_order !== place;
    })
    .map((m) => ({ id: m.id, budget: m.remaining_faab_budget, place: m.waiver_order }));
  return { claims, log, members };
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
