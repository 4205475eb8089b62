import type { PlayerState } from './entities';
import { formatEasternDayTime } from './time';

/**
 * A player's state in a league, in the words every picker shows (rules §3.16: "free agent, on
 * waivers until a time, locked, or on a team"). One home, so the waiver wire and the
 * commissioner's Add Player never word the same state differently.
 */
export function playerStateText(state: PlayerState | null | undefined): string {
  switch (state?.kind) {
    case 'on_waivers':
      return `On waivers until ${formatEasternDayTime(state.until)}`;
    case 'locked':
      return 'Locked: game started';
    case 'rostered':
      return 'On a team';
    default:
      return 'Free agent';
  }
}
