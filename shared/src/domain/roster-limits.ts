import type { RosterRules } from './entities';
import { countTowardRosterSize, positionMaximum, rosterCapacity } from './move-legality';

interface RosterEntry {
  position: string;
  roster_position: string;
}

/** What a change of several players at once would break: the roster size, or a position's maximum. */
export type RosterLimitProblem =
  { kind: 'roster_size' } | { kind: 'position'; position: string } | null;

/**
 * Whether a roster, changed from `before` to `after` in one move of several players (a trade, a
 * bite), breaks the member's own rule set: more non-IR players than its slots (rosterCapacity:
 * starters and bench, within max_roster_size), or more of a
 * position than its maximum. A count already past its limit may stay where it is but not grow, as
 * a single move is judged (planMoveOnRoster).
 */
export function rosterLimitProblem(
  rules: RosterRules,
  before: readonly RosterEntry[],
  after: readonly RosterEntry[],
): RosterLimitProblem {
  const sizeAfter = countTowardRosterSize(after);
  if (sizeAfter > rosterCapacity(rules) && sizeAfter > countTowardRosterSize(before))
    return { kind: 'roster_size' };
  for (const position of ['QB', 'RB', 'WR', 'TE']) {
    const max = positionMaximum(rules, position);
    const countOf = (roster: readonly RosterEntry[]) =>
      roster.filter((entry) => entry.position === position).length;
    const countAfter = countOf(after);
    if (max !== null && countAfter > max && countAfter > countOf(before))
      return { kind: 'position', position };
  }
  return null;
}
