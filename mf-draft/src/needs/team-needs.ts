import {
  buildSlotLayout,
  findFirstFreeSlot,
  isStarterSlot,
  storedPositionFor,
  type DraftPick,
  type RosterRules,
  type SlotKind,
} from '@fangtasy/shared';

/** A starting slot kind still empty, and how many of it. */
export interface Need {
  kind: SlotKind;
  count: number;
}

/**
 * The starting slots a team has yet to fill: its picks placed one by one in the first slot
 * each may take under the team's own rule set (shared `findFirstFreeSlot`, the rule the server
 * fills the rosters by after the draft), then the starting slots left empty, by kind in the
 * layout's order (QB, RB, WR, TE, WR/TE, FLEX).
 */
export function teamNeeds(rules: RosterRules, picks: readonly DraftPick[]): Need[] {
  const roster: { position: string; roster_position: string }[] = [];
  for (const pick of picks) {
    const slot = findFirstFreeSlot(rules, roster, { position: pick.position, is_injured: 0 });
    if (slot) roster.push({ position: pick.position, roster_position: slot });
  }
  const taken = new Set(roster.map((entry) => entry.roster_position));
  const needs: Need[] = [];
  for (const slot of buildSlotLayout(rules)) {
    const code = storedPositionFor(slot);
    if (!isStarterSlot(code) || taken.has(code)) continue;
    const last = needs.at(-1);
    if (last?.kind === slot.kind) last.count += 1;
    else needs.push({ kind: slot.kind, count: 1 });
  }
  return needs;
}
