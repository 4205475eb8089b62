import { MESSAGES } from '@fangtasy/shared/domain';
import { waiversUntil } from '../services/roster-context';
import type { ClaimToDecide, RunMember } from './award-snapshot';
import type { NextStep } from './decide-best-claim';
import type { RunContext } from './run-context';
import { nullsLast, type RunState } from './run-state';

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

/** A claim a step closes, with how. */
interface Closing {
  claim: ClaimToDecide;
  status: 'won' | 'failed';
  reason: string | null;
}

/**
 * Carries `step` out on the state (rules §4.16) and answers what it
 * writes. The refused claims close, in the order they were decided. An award closes the
 * member's other claims naming the same drop (that player is gone), moves the drop off the
 * roster onto waivers (claims on him leave the run when his waivers outlast its instant),
 * places the player on BENCH (his latest record off a roster re-used), closes every other claim
 * on him as already claimed, debits the bid and sends the member to the end of the waiver
 * order, everyone behind moving up one. The lists of every closed claim's owner (and the
 * winner's) close ranks.
 */
export function takeStep(state: RunState, context: RunContext, step: NextStep): StepWrites {
  const closed = closedBy(state, step);
  const before = new Map(
    [...state.members.values()].map((m) => [m.id, [m.remaining_faab_budget, m.waiver_order]]),
  );
  if (step.award) {
    moveRosters(state, context, step.award);
    moveBudgetAndOrder(state, step.award.member, step.award.candidate.claim.faab_claim_amount);
  }
  const closedIds = new Set(closed.map(({ claim }) => claim.id));
  state.claims = state.claims.filter(({ claim }) => !closedIds.has(claim.id));
  const claims: ClaimWrite[] = [
    ...closed.map(({ claim, status, reason }) => ({ id: claim.id, status, reason, place: null })),
    ...closeRanks(state, new Set(closed.map(({ claim }) => claim.league_member_id))),
  ];
  const members = [...state.members.values()]
    .filter((m) => {
      const [budget, place] = before.get(m.id)!;
      return m.remaining_faab_budget !== budget || m.waiver_order !== place;
    })
    .map((m) => ({ id: m.id, budget: m.remaining_faab_budget, place: m.waiver_order }));
  return { claims, log: logOf(closed, step), members };
}

/** The claims a step closes: its refusals, then an award's parts, each in claim order. */
function closedBy(state: RunState, step: NextStep): Closing[] {
  const closed: Closing[] = step.refusals.map(({ claim, reason }) => ({
    claim,
    status: 'failed',
    reason,
  }));
  const { award } = step;
  if (!award) return closed;
  const { claim } = award.candidate;
  const chosen = new Set([...closed.map((c) => c.claim.id), claim.id]);
  const fail = (reason: string, which: (other: ClaimToDecide) => boolean): Closing[] => {
    const failed = state.claims
      .map((pending) => pending.claim)
      .filter((other) => !chosen.has(other.id) && which(other))
      .sort((a, b) => a.id - b.id);
    for (const other of failed) chosen.add(other.id);
    return failed.map((other) => ({ claim: other, status: 'failed', reason }));
  };
  const { drop } = award;
  const failedByDrop = drop
    ? fail(
        MESSAGES.claimDropPlayerGone,
        (other) =>
          other.league_member_id === award.member.id && other.rostered_player_to_drop === drop.id,
      )
    : [];
  const failedByPlayer = fail(
    MESSAGES.playerAlreadyClaimed,
    (other) => other.player_id === claim.player_id,
  );
  return [...closed, ...failedByDrop, { claim, status: 'won', reason: null }, ...failedByPlayer];
}

/**
 * The log of a step: a row for each claim closed, in order, and an award's drop between the
 * claims it failed and the won claim.
 */
function logOf(closed: Closing[], step: NextStep): LogWrite[] {
  const drop = step.award?.drop;
  return closed.flatMap(({ claim, status, reason }) => {
    const row: LogWrite = {
      member: claim.league_member_id,
      kind: status === 'won' ? 'waiver_won' : 'waiver_failed',
      player: claim.player_id,
      bid: claim.faab_claim_amount,
      reason,
      claim: claim.id,
    };
    if (status !== 'won' || !drop) return [row];
    const dropped: LogWrite = {
      member: claim.league_member_id,
      kind: 'drop',
      player: drop.player_id,
      bid: null,
      reason: null,
      claim: null,
    };
    return [dropped, row];
  });
}

/** Renumbers the pending claims of each of `owners` 1, 2, … in their order; answers the moves. */
function closeRanks(state: RunState, owners: Set<number>): ClaimWrite[] {
  const moved: ClaimWrite[] = [];
  for (const owner of owners) {
    const list = state.claims
      .filter(({ claim }) => claim.league_member_id === owner)
      .sort((a, b) => nullsLast(a.priority, b.priority) || a.age - b.age);
    list.forEach((pending, index) => {
      if (pending.priority === index + 1) return;
      pending.priority = index + 1;
      moved.push({ id: pending.claim.id, status: null, reason: null, place: index + 1 });
    });
  }
  return moved;
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
    if (waiversUntil(context.now, context.waiversLength) > context.run.due_at) {
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
