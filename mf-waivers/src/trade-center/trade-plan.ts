import { rosterCapacity, rosterLimitProblem, type RosterRules } from '@fangtasy/shared';

/** A player of a roster as the trade centre weighs him. */
export interface TradeRosterPlayer {
  player_id: number;
  player_name: string;
  position: string;
  team: string;
  roster_position: string;
  season_points: number | null;
  headshot_url: string | null;
  /** His game this week has kicked off: he can't be traded until the week ends. */
  is_locked: boolean;
}

/**
 * What the member's roster would break after a trade (decision 018), judged as the server judges
 * it when the trade executes: the players he sends and drops gone, the players he receives on
 * his bench, under his own rule set (shared `rosterLimitProblem`). The words name the fix.
 */
export function rosterProblemAfterTrade(
  rules: RosterRules,
  roster: readonly TradeRosterPlayer[],
  received: readonly Pick<TradeRosterPlayer, 'position'>[],
  leaving: ReadonlySet<number>,
): string | null {
  const after = [
    ...roster.filter((player) => !leaving.has(player.player_id)),
    ...received.map((player) => ({ position: player.position, roster_position: 'BENCH' })),
  ];
  const problem = rosterLimitProblem(rules, roster, after);
  if (!problem) return null;
  if (problem.kind === 'roster_size')
    return `Your roster would be over its ${rosterCapacity(rules)} players after this trade: choose players to drop.`;
  return `You would have more ${problem.position}s than your rules allow after this trade: choose players to drop.`;
}

/** The players a member picked, in his roster's order (a Set keeps the order they were picked). */
export const pickedIn = (roster: readonly TradeRosterPlayer[], picked: ReadonlySet<number>) =>
  roster.filter((player) => picked.has(player.player_id));
