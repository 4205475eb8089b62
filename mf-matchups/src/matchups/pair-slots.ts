import type { MatchupSlot } from '@fangtasy/shared';

/** One row of the paired lineups: a slot of each side, or null where that side has no slot. */
export interface PairedRow {
  home: MatchupSlot | null;
  away: MatchupSlot | null;
}

/** Two lists side by side by order: the longer one's extra slots face nothing. */
function byOrder(home: readonly MatchupSlot[], away: readonly MatchupSlot[]): PairedRow[] {
  return Array.from({ length: Math.max(home.length, away.length) }, (_, index) => ({
    home: home[index] ?? null,
    away: away[index] ?? null,
  }));
}

/**
 * The starters row by row: each side's slots come in layout order (QB, RB, WR, TE, FLEX…), so
 * with the same rules every row is the same slot; when a vampire's rules differ (a WR/TE slot,
 * no FLEX) the slots are paired by their order and the page says why they differ.
 */
export const pairStarters = (
  home: readonly MatchupSlot[],
  away: readonly MatchupSlot[],
): PairedRow[] => byOrder(home, away);

const isReserve = (slot: MatchupSlot) => slot.kind === 'IR';

/** The bench row by row, then IR beside IR: an injured player never faces a bench slot. */
export function pairBench(home: readonly MatchupSlot[], away: readonly MatchupSlot[]): PairedRow[] {
  return [
    ...byOrder(
      home.filter((slot) => !isReserve(slot)),
      away.filter((slot) => !isReserve(slot)),
    ),
    ...byOrder(home.filter(isReserve), away.filter(isReserve)),
  ];
}
