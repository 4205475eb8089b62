import { DEFAULT_POSITION_MAXIMUMS, SLOT_KINDS, type SlotKind } from './constants';
import type { Position, RosterRules } from './entities';
import { buildSlotLayout, slotCountsFor, slotKindOf, storedPositionFor } from './roster-layout';

export interface SlotCandidate {
  position: Position | string;
  is_injured: number | boolean;
}

/** Who a slot kind accepts (rules §5.3). */
export function canPlayInSlot(player: SlotCandidate, slotKind: SlotKind): boolean {
  switch (slotKind) {
    case 'QB':
    case 'RB':
    case 'WR':
    case 'TE':
      return player.position === slotKind;
    case 'WRT':
      return player.position === 'WR' || player.position === 'TE';
    case 'FLEX':
      return player.position === 'RB' || player.position === 'WR' || player.position === 'TE';
    case 'BENCH':
      return true;
    case 'IR':
      return Boolean(player.is_injured);
  }
}

/** Same check from a stored slot code; an unknown code accepts nobody. */
export function canPlayInSlotCode(player: SlotCandidate, code: string): boolean {
  const kind = slotKindOf(code);
  return kind !== null && canPlayInSlot(player, kind);
}

export interface MovingPlayer extends SlotCandidate {
  id: number;
  roster_position: string;
}

/** A roster change as the rows to write: each rostered player id with its new slot. */
export type MovePlan =
  | { ok: true; changes: { id: number; roster_position: string }[] }
  | { ok: false; reason: 'invalid_move' };

/**
 * Plans a move of `mover` into `targetCode` (rules §4.5): an empty target
 * takes the player; an occupied target swaps when the occupant may legally take the mover's slot,
 * else the occupant goes to BENCH. Bench-to-bench keeps both on BENCH.
 */
export function planRosterMove(
  mover: MovingPlayer,
  targetCode: string,
  occupant: MovingPlayer | null,
): MovePlan {
  const targetKind = slotKindOf(targetCode);
  if (targetKind === null || !canPlayInSlot(mover, targetKind))
    return { ok: false, reason: 'invalid_move' };
  const target = targetKind === 'BENCH' ? 'BENCH' : targetCode.toUpperCase();
  const origin = mover.roster_position.toUpperCase();
  if (!occupant || occupant.id === mover.id) {
    return { ok: true, changes: [{ id: mover.id, roster_position: target }] };
  }
  const originKind = slotKindOf(origin);
  const occupantTakesOrigin = originKind !== null && canPlayInSlot(occupant, originKind);
  return {
    ok: true,
    changes: [
      { id: mover.id, roster_position: target },
      { id: occupant.id, roster_position: occupantTakesOrigin ? origin : 'BENCH' },
    ],
  };
}

/**
 * Plans a move on a member's whole roster under their rule set, as the server carries it out:
 * the target must be a slot of the member's layout (bench slots are one BENCH pool, where nobody
 * is displaced), the plan keeps only rows that really change, and bringing a player back from IR
 * may not push the non-IR count past max_roster_size (rules §5.3).
 */
export function planMoveOnRoster<E extends MovingPlayer>(
  rules: RosterRules,
  roster: readonly E[],
  mover: E,
  targetCode: string,
): MovePlan {
  const refused: MovePlan = { ok: false, reason: 'invalid_move' };
  const target = targetCode.trim().toUpperCase();
  const kind = slotKindOf(target);
  if (kind === null) return refused;
  if (kind !== 'BENCH' && !buildSlotLayout(rules).some((slot) => slot.code === target))
    return refused;
  const occupant =
    kind === 'BENCH'
      ? null
      : (roster.find(
          (entry) => entry.id !== mover.id && entry.roster_position.toUpperCase() === target,
        ) ?? null);
  const plan = planRosterMove(mover, target, occupant);
  if (!plan.ok) return plan;
  const current = new Map(roster.map((entry) => [entry.id, entry.roster_position.toUpperCase()]));
  const changes = plan.changes.filter((step) => current.get(step.id) !== step.roster_position);
  const after = roster.map((entry) => {
    const step = changes.find((candidate) => candidate.id === entry.id);
    return step ? { ...entry, roster_position: step.roster_position } : entry;
  });
  const countBefore = countTowardRosterSize(roster);
  const countAfter = countTowardRosterSize(after);
  if (countAfter > countBefore && countAfter > rosterCapacity(rules)) return refused;
  return { ok: true, changes };
}

/** The one exception to the lineup lock (rules §4.14): a locked, injured player may still move to IR. */
export const mayChangeWhileLocked = (
  player: { is_injured: number | boolean },
  newSlot: string,
): boolean => slotKindOf(newSlot) === 'IR' && Boolean(player.is_injured);

/** The per-position maximum of a rule set, with the spec's defaults when a rule is missing. */
export function positionMaximum(rules: RosterRules, position: string): number | null {
  switch (position) {
    case 'QB':
      return rules.max_qb_count ?? DEFAULT_POSITION_MAXIMUMS.QB;
    case 'RB':
      return rules.max_rb_count ?? DEFAULT_POSITION_MAXIMUMS.RB;
    case 'WR':
      return rules.max_wr_count ?? DEFAULT_POSITION_MAXIMUMS.WR;
    case 'TE':
      return rules.max_te_count ?? DEFAULT_POSITION_MAXIMUMS.TE;
    default:
      return null;
  }
}

interface RosterEntry {
  position: string;
  roster_position: string;
}

/** IR players don't count toward max_roster_size (rules §5.6). */
export const countTowardRosterSize = (roster: readonly RosterEntry[]): number =>
  roster.filter((entry) => slotKindOf(entry.roster_position) !== 'IR').length;

/**
 * How many players, IR aside, a roster holds at most: its rule set's slots — starters and bench —
 * and never more than max_roster_size. Every player has a slot of his own, so a roster never
 * grows a bench slot its rules do not give (a vampire's 12 slots under a max_roster_size of 13
 * took a 13th player onto a sixth bench slot): an add, a claim, a trade or a bite that would pass
 * it names a drop.
 */
export function rosterCapacity(rules: RosterRules): number {
  const counts = slotCountsFor(rules);
  const slots = SLOT_KINDS.filter((kind) => kind !== 'IR').reduce(
    (sum, kind) => sum + counts[kind],
    0,
  );
  return Math.min(rules.max_roster_size, slots);
}

/** "Roster full": the non-IR rostered count has reached the roster's capacity (its slots). */
export const isRosterFull = (rules: RosterRules, roster: readonly RosterEntry[]): boolean =>
  countTowardRosterSize(roster) >= rosterCapacity(rules);

/** True when one more player of this position would pass the position's maximum. */
export function isAtPositionMaximum(
  rules: RosterRules,
  roster: readonly RosterEntry[],
  position: string,
): boolean {
  const max = positionMaximum(rules, position);
  return max !== null && roster.filter((entry) => entry.position === position).length >= max;
}

/**
 * The first free slot a newly added player may take (rules §5.10): the
 * position's own slots, then WR/TE and FLEX where the legality table allows, then BENCH; null when
 * the position maximum or the roster size leaves no room.
 */
export function findFirstFreeSlot(
  rules: RosterRules,
  roster: readonly RosterEntry[],
  player: SlotCandidate,
): string | null {
  if (isAtPositionMaximum(rules, roster, String(player.position))) return null;
  if (isRosterFull(rules, roster)) return null;
  const taken = new Set(roster.map((entry) => entry.roster_position.toUpperCase()));
  const benchUsed = roster.filter((entry) => slotKindOf(entry.roster_position) === 'BENCH').length;
  const own = SLOT_KINDS.find((kind) => kind === player.position);
  const order: SlotKind[] = [...(own ? [own] : []), 'WRT', 'FLEX', 'BENCH'];
  const layout = buildSlotLayout(rules);
  for (const kind of order) {
    if (!canPlayInSlot(player, kind)) continue;
    if (kind === 'BENCH') {
      if (benchUsed < rules.bench_count) return 'BENCH';
      continue;
    }
    const free = layout.find((slot) => slot.kind === kind && !taken.has(slot.code));
    if (free) return storedPositionFor(free);
  }
  return null;
}
