import { ROSTER_RULE_BOUNDS } from '../validation/limits';
import { SLOT_KINDS, STARTER_SLOT_KINDS, type SlotKind } from './constants';
import type { RosterRules } from './entities';
import type { RosterRuleField } from './rule-labels';

/** One slot of a member's roster table, e.g. { code: 'RB2', kind: 'RB', index: 2 }. */
export interface RosterSlot {
  code: string;
  kind: SlotKind;
  index: number;
}

/** The roster rule that counts the slots of each kind. */
export const SLOT_COUNT_FIELDS: Readonly<Record<SlotKind, RosterRuleField>> = {
  QB: 'quarterback_count',
  RB: 'running_back_count',
  WR: 'wide_receiver_count',
  TE: 'tight_end_count',
  WRT: 'wide_receiver_tight_end_count',
  FLEX: 'flex_count',
  BENCH: 'bench_count',
  IR: 'ir_count',
};

/**
 * How many slots of each kind the rule set gives (rules §3 field names). Every layout
 * allocates per slot, so a count is held to its rule's bounds whatever the rules say: validation
 * and the database refuse more, and a count that slipped past them still lays out a bounded roster.
 */
export function slotCountsFor(rules: RosterRules): Record<SlotKind, number> {
  return Object.fromEntries(
    SLOT_KINDS.map((kind) => {
      const field = SLOT_COUNT_FIELDS[kind];
      const count = Math.trunc(Number(rules[field]));
      const { min, max } = ROSTER_RULE_BOUNDS[field];
      return [kind, Number.isFinite(count) ? Math.min(Math.max(count, min), max) : min];
    }),
  ) as Record<SlotKind, number>;
}

/** The slot kind of a stored roster_position ('RB2' → RB, 'BENCH' → BENCH), or null if invalid. */
export function slotKindOf(code: string): SlotKind | null {
  const match = /^(QB|RB|WR|TE|WRT|FLEX|BENCH|IR)(\d*)$/.exec(code.trim().toUpperCase());
  return match ? (match[1] as SlotKind) : null;
}

export const isStarterSlot = (code: string): boolean => {
  const kind = slotKindOf(code);
  return kind !== null && STARTER_SLOT_KINDS.includes(kind);
};

/** The stored code of a slot: bench slots are stored as plain 'BENCH' (rules §4). */
export const storedPositionFor = (slot: RosterSlot): string =>
  slot.kind === 'BENCH' ? 'BENCH' : slot.code;

/** Slots laid out by count in the order QB, RB, WR, TE, WRT, FLEX, BENCH, IR (rules §4). */
export function buildSlotLayout(rules: RosterRules): RosterSlot[] {
  const counts = slotCountsFor(rules);
  return SLOT_KINDS.flatMap((kind) =>
    Array.from({ length: counts[kind] }, (_, i) => ({
      code: `${kind}${i + 1}`,
      kind,
      index: i + 1,
    })),
  );
}

export interface FilledSlot<P> {
  slot: RosterSlot;
  player: P | null;
}

/** What the bench is ordered by; a player without a field sorts as if it were empty. */
export interface BenchSortable {
  roster_position: string;
  position?: string;
  player_name?: string;
  player_id?: number;
}

const POSITION_ORDER = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'];
const positionRank = (position: string | undefined) => {
  const rank = POSITION_ORDER.indexOf(position ?? '');
  return rank === -1 ? POSITION_ORDER.length : rank;
};

/**
 * The one bench order of every page (My Team, Matchups, League Rosters, Add Player): by position
 * (QB, RB, WR, TE, K, DEF), then name, then player id — never the order rows happened to arrive in.
 */
export function compareBenchPlayers(a: BenchSortable, b: BenchSortable): number {
  return (
    positionRank(a.position) - positionRank(b.position) ||
    (a.player_name ?? '').localeCompare(b.player_name ?? '') ||
    (a.player_id ?? 0) - (b.player_id ?? 0)
  );
}

/**
 * Puts rostered players into the layout: each player takes the slot named by roster_position;
 * BENCH players, and leftovers whose slot is missing or taken, fill the bench in the bench order
 * (compareBenchPlayers), and the bench grows past bench_count rather than hide a player.
 */
export function placePlayersInSlots<P extends BenchSortable>(
  rules: RosterRules,
  players: readonly P[],
): FilledSlot<P>[] {
  const layout = buildSlotLayout(rules);
  const filled: FilledSlot<P>[] = layout.map((slot) => ({ slot, player: null }));
  const byCode = new Map(filled.map((entry) => [entry.slot.code, entry]));
  const leftovers: P[] = [];
  for (const player of players) {
    const code = player.roster_position.trim().toUpperCase();
    const entry = slotKindOf(code) === 'BENCH' ? undefined : byCode.get(code);
    if (entry && entry.player === null) entry.player = player;
    else leftovers.push(player);
  }
  const benchEntries = filled.filter((entry) => entry.slot.kind === 'BENCH');
  for (const player of [...leftovers].sort(compareBenchPlayers)) {
    const free = benchEntries.find((entry) => entry.player === null);
    if (free) {
      free.player = player;
      continue;
    }
    const index = benchEntries.length + 1;
    const extra: FilledSlot<P> = { slot: { code: `BENCH${index}`, kind: 'BENCH', index }, player };
    benchEntries.push(extra);
    const firstIr = filled.findIndex((entry) => entry.slot.kind === 'IR');
    filled.splice(firstIr === -1 ? filled.length : firstIr, 0, extra);
  }
  return filled;
}

/**
 * League Rosters order (rules §2): starters, then filled bench, then empty bench up to the
 * bench count, then IR.
 */
export function orderForLeagueRosters<P>(slots: readonly FilledSlot<P>[]): FilledSlot<P>[] {
  const starters = slots.filter((s) => s.slot.kind !== 'BENCH' && s.slot.kind !== 'IR');
  const bench = slots.filter((s) => s.slot.kind === 'BENCH');
  const ir = slots.filter((s) => s.slot.kind === 'IR');
  return [
    ...starters,
    ...bench.filter((s) => s.player !== null),
    ...bench.filter((s) => s.player === null),
    ...ir,
  ];
}
