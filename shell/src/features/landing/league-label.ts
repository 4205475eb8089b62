import { holdsATeam, teamWithOwnerText, type Membership } from '@fangtasy/shared';

/**
 * 'Fangtasy Demo League (Commissioner)' or 'Nightfall League (Member, Vampire Player)'. A league
 * renewed into another season has two memberships of one name: each then names its season
 * ('Fangtasy Demo League 2026 (Commissioner)'), so the two buttons differ.
 */
export function leagueLabel(membership: Membership, nameTwice = false): string {
  const role = membership.role === 'commish' ? 'Commissioner' : 'Member';
  const vampire = membership.is_vamp === 1 ? ', Vampire Player' : '';
  const season = nameTwice ? ` ${membership.season}` : '';
  return `${membership.league_name}${season} (${role}${vampire})`;
}

/** Whether another of the user's leagues has this one's name (a past or next season of it). */
export const nameTakenTwice = (membership: Membership, leagues: readonly Membership[]): boolean =>
  leagues.some(
    (other) => other.id !== membership.id && other.league_name === membership.league_name,
  );

/**
 * The line under a league on the landing page once its season says something: its champion at
 * the season's end (decision 020), the playoffs while they are played; null otherwise.
 */
export function seasonLine(membership: Membership): string | null {
  const { champion, league_status: status, season } = membership;
  if (status === 'complete' && champion) {
    return `${season} champion: ${teamWithOwnerText(champion)}`;
  }
  if (status === 'playoffs') return `${season} playoffs under way`;
  return null;
}

/** Only commissioner and player memberships are leagues of the user (rules §6). */
export const isOwnLeague = (membership: Membership): boolean => holdsATeam(membership);

export const isInvitation = (membership: Membership): boolean => membership.role === 'invited';
