import {
  orderForLeagueRosters,
  placePlayersInSlots,
  type FilledSlot,
  type RosteredPlayer,
  type RosterRules,
} from '@fangtasy/shared';

/**
 * A member's roster as the League Rosters table lists it: starters, then filled bench, then
 * empty bench up to the bench count, then IR (rules §2).
 */
export function leagueRosterRows(
  rules: RosterRules,
  players: readonly RosteredPlayer[],
): FilledSlot<RosteredPlayer>[] {
  const rostered = players.filter((player) => player.is_rostered !== 0);
  return orderForLeagueRosters(placePlayersInSlots(rules, rostered));
}
