import { STARTER_SLOT_KINDS, type SlotKind } from './constants';
import type { RosterRules } from './entities';
import { canPlayInSlot } from './move-legality';
import { buildSlotLayout, slotKindOf, type RosterSlot } from './roster-layout';

/** What the best lineup needs of a rostered player (a My Team player has it all). */
export interface LineupCandidate {
  id: number;
  position: string;
  roster_position: string;
  is_injured: number | boolean;
  injury_status: string | null;
  /** His NFL team's game this fantasy week; null is a bye. */
  game: unknown;
  /** His game has kicked off: he stays where he is. */
  is_locked: boolean;
  /** The projection (decision 016): season points per game played. */
  points_per_game: number;
}

/** One row to write: a rostered player id and his new stored slot ('RB2', 'BENCH'). */
export interface LineupChange {
  id: number;
  roster_position: string;
}

/** Injury reports that mean he will not play this week (not 'Questionable', who often does). */
const WILL_NOT_PLAY = /^(out|ir|injured reserve|pup|suspended|nfi)\b/i;

/** An injury report that says he sits the week out ('Out', 'IR', 'Suspended', ...). */
export const isReportedOut = (injuryStatus: string | null): boolean =>
  WILL_NOT_PLAY.test(injuryStatus?.trim() ?? '');

/** He can score this week: a game, and no report that he sits it out. */
export const isAvailableToPlay = (player: LineupCandidate): boolean =>
  player.game !== null && !isReportedOut(player.injury_status);

/** What a player is expected to score this week: his per-game figure, 0 on a bye or when out. */
export const projectedThisWeek = (player: LineupCandidate): number =>
  isAvailableToPlay(player) ? player.points_per_game : 0;

/**
 * Who is better to start: anyone available to play before anyone who is not (a bye, 'Out'),
 * then the higher per-game figure; on a tie the one already in the slot, then already starting,
 * then the lower id, so a lineup with nothing better stays as it is.
 */
function better(slotCode: string) {
  return (a: LineupCandidate, b: LineupCandidate): number =>
    Number(isAvailableToPlay(b)) - Number(isAvailableToPlay(a)) ||
    projectedThisWeek(b) - projectedThisWeek(a) ||
    Number(b.roster_position.toUpperCase() === slotCode) -
      Number(a.roster_position.toUpperCase() === slotCode) ||
    Number(isStartingNow(b)) - Number(isStartingNow(a)) ||
    a.id - b.id;
}

const STARTING = new Set<SlotKind>(STARTER_SLOT_KINDS);
const isStartingNow = (player: LineupCandidate) => {
  const kind = slotKindOf(player.roster_position);
  return kind !== null && STARTING.has(kind);
};

/** Fill order: the slots that accept one position first, then WR/TE, then FLEX (the widest). */
const FILL_ORDER: readonly SlotKind[] = ['QB', 'RB', 'WR', 'TE', 'WRT', 'FLEX'];

/**
 * Places the chosen starters into the open slots, keeping each where he already is when the
 * others still fit (a matching grown by augmenting paths from the current places), so the best
 * lineup moves nobody it does not have to.
 */
function placeStarters(
  slots: readonly RosterSlot[],
  chosen: readonly LineupCandidate[],
): Map<string, LineupCandidate> {
  const bySlot = new Map<string, LineupCandidate>();
  const slotOf = new Map<number, string>();
  for (const player of chosen) {
    const here = slots.find((slot) => slot.code === player.roster_position.toUpperCase());
    if (here && !bySlot.has(here.code) && canPlayInSlot(player, here.kind)) {
      bySlot.set(here.code, player);
      slotOf.set(player.id, here.code);
    }
  }
  const tryPlace = (player: LineupCandidate, seen: Set<string>): boolean => {
    // A free slot first: only when none is left does anyone already placed make room.
    const free = slots.find((slot) => !bySlot.has(slot.code) && canPlayInSlot(player, slot.kind));
    if (free) {
      bySlot.set(free.code, player);
      slotOf.set(player.id, free.code);
      return true;
    }
    for (const slot of slots) {
      if (seen.has(slot.code) || !canPlayInSlot(player, slot.kind)) continue;
      seen.add(slot.code);
      const holder = bySlot.get(slot.code);
      if (!holder || tryPlace(holder, seen)) {
        bySlot.set(slot.code, player);
        slotOf.set(player.id, slot.code);
        return true;
      }
    }
    return false;
  };
  for (const player of chosen) if (!slotOf.has(player.id)) tryPlace(player, new Set());
  return bySlot;
}

/**
 * The best lineup under the member's own rule set (decision 016): each starting slot, in the
 * fill order, takes the best unlocked bench or starting player it accepts (`canPlayInSlot`, so a
 * vampire's WR/TE slot never takes an RB) by `better`; a locked starter keeps his slot, a locked
 * bench player never starts, IR is left alone. Answers the rows to write — starters into their
 * slots, starters who lost their place to BENCH — or none when the lineup is already the best.
 */
export function bestLineup(
  rules: RosterRules,
  players: readonly LineupCandidate[],
): LineupChange[] {
  const starterSlots = buildSlotLayout(rules).filter((slot) => STARTING.has(slot.kind));
  const lockedIn = new Set(
    players
      .filter((player) => player.is_locked && isStartingNow(player))
      .map((player) => player.roster_position.toUpperCase()),
  );
  const open = starterSlots.filter((slot) => !lockedIn.has(slot.code));
  const pool = players.filter((player) => {
    if (player.is_locked) return false;
    const kind = slotKindOf(player.roster_position);
    return kind === 'BENCH' || (kind !== null && STARTING.has(kind));
  });
  const chosen: LineupCandidate[] = [];
  const left = new Set(pool);
  for (const kind of FILL_ORDER) {
    for (const slot of open.filter((candidate) => candidate.kind === kind)) {
      const best = [...left]
        .filter((player) => canPlayInSlot(player, slot.kind))
        .sort(better(slot.code))[0];
      if (!best) continue;
      chosen.push(best);
      left.delete(best);
    }
  }
  const placed = placeStarters(open, chosen);
  const target = new Map<number, string>();
  for (const [code, player] of placed) target.set(player.id, code);
  const changes: LineupChange[] = [];
  for (const player of pool) {
    const now = player.roster_position.toUpperCase();
    const next = target.get(player.id) ?? (isStartingNow(player) ? 'BENCH' : now);
    if (next !== now && !(slotKindOf(now) === 'BENCH' && next === 'BENCH'))
      changes.push({ id: player.id, roster_position: next });
  }
  return changes;
}
