import { formatEasternDayTime, type PlayerState } from '@fangtasy/shared';

/** A player's state in the league, in words (decisions.md: explicit wherever a player is picked). */
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
