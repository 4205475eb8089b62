import type { RosterRules } from './entities';
import { placePlayersInSlots, type BenchSortable } from './roster-layout';

/** What a lineup alert needs of a rostered player (a My Team player has it all). */
export interface AlertablePlayer extends BenchSortable {
  player_name: string;
  /** His NFL team's game this fantasy week; null is a bye ('No game scheduled'). */
  game: unknown;
  is_injured: boolean | number;
  injury_status: string | null;
  /** His game has kicked off: nothing can be changed, so nothing is asked of the member. */
  is_locked: boolean;
}

export type LineupAlertKind = 'bye' | 'injured' | 'empty';

export interface LineupAlert {
  kind: LineupAlertKind;
  /** The starting slot, e.g. 'TE1'. */
  slot: string;
  /** The player in it; null for an empty slot. */
  player_name: string | null;
  /** One sentence a member reads, e.g. 'TE1 Dallas Goedert has no game this week.' */
  text: string;
}

const STARTING = new Set(['QB', 'RB', 'WR', 'TE', 'WRT', 'FLEX']);

/** The injury wording a member reads ('Out', 'Doubtful'); an injured flag alone says 'Injured'. */
const injuryWording = (player: AlertablePlayer) =>
  player.injury_status?.trim() || (player.is_injured ? 'Injured' : null);

/**
 * Everything wrong with a lineup a member can still fix, in slot order: a starter on bye, an
 * injured starter (any injury status, or the injured flag) and an empty starting slot. A starter
 * whose game has kicked off is locked and is not mentioned. One rule for My Team and the dashboard.
 */
export function lineupAlerts(
  rules: RosterRules,
  players: readonly AlertablePlayer[],
): LineupAlert[] {
  const alerts: LineupAlert[] = [];
  for (const { slot, player } of placePlayersInSlots(rules, players)) {
    if (!STARTING.has(slot.kind)) continue;
    if (!player) {
      alerts.push({
        kind: 'empty',
        slot: slot.code,
        player_name: null,
        text: `${slot.code} is empty.`,
      });
      continue;
    }
    if (player.is_locked) continue;
    if (player.game === null) {
      alerts.push({
        kind: 'bye',
        slot: slot.code,
        player_name: player.player_name,
        text: `${slot.code} ${player.player_name} has no game this week.`,
      });
      continue;
    }
    const injury = injuryWording(player);
    if (injury)
      alerts.push({
        kind: 'injured',
        slot: slot.code,
        player_name: player.player_name,
        text: `${slot.code} ${player.player_name} is ${injury}.`,
      });
  }
  return alerts;
}
