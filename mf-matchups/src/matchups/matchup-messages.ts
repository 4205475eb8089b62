import { MESSAGES, type Matchup } from '@fangtasy/shared';

/** The message line under a matchup (rules §8.7), or null when all is well. */
export function matchupMessage(matchup: Matchup): { tone: 'info' | 'error'; text: string } | null {
  if (matchup.home.starters === null || matchup.away.starters === null)
    return { tone: 'error', text: MESSAGES.failedToLoadRosters };
  const homeEmpty = matchup.home.player_count === 0;
  const awayEmpty = matchup.away.player_count === 0;
  if (homeEmpty && awayEmpty) return { tone: 'info', text: MESSAGES.noPlayersEither };
  if (homeEmpty) return { tone: 'info', text: MESSAGES.noPlayersHome };
  if (awayEmpty) return { tone: 'info', text: MESSAGES.noPlayersAway };
  return null;
}

/** 'home team vs away team', 'Unknown' for a team without a name. */
export const matchupLabel = (matchup: Matchup, nameOf: (name: string | null) => string): string =>
  `${nameOf(matchup.home.team_name)} vs ${nameOf(matchup.away.team_name)}`;

/** The matchup shown first: the member's own, else the week's first. */
export const defaultMatchup = (
  matchups: readonly Matchup[],
  ownMemberId: number,
): Matchup | undefined =>
  matchups.find(
    (matchup) =>
      matchup.home.league_member_id === ownMemberId ||
      matchup.away.league_member_id === ownMemberId,
  ) ?? matchups[0];
