import { holdsATeam, type Membership } from '@fangtasy/shared';

/** 'Fangtasy Demo League (Commissioner)' or 'Nightfall League (Member, Vampire Player)'. */
export function leagueLabel(membership: Membership): string {
  const role = membership.role === 'commish' ? 'Commissioner' : 'Member';
  const vampire = membership.is_vamp === 1 ? ', Vampire Player' : '';
  return `${membership.league_name} (${role}${vampire})`;
}

/** Only commissioner and player memberships are leagues of the user (spec section 6). */
export const isOwnLeague = (membership: Membership): boolean => holdsATeam(membership);

export const isInvitation = (membership: Membership): boolean => membership.role === 'invited';
