import { LEAGUE_SIZE, type LeagueMember } from '@fangtasy/shared';

/**
 * Spots still open for invitations, counted as the server counts them: players, the
 * commissioner and pending invitations each hold one of the 10 (a declined user holds none; the
 * server's list leaves declined invitations out, the filter keeps the count right on any list).
 */
export function openSpots(members: readonly Pick<LeagueMember, 'role'>[]): number {
  const taken = members.filter((member) => member.role !== 'declined').length;
  return Math.max(0, LEAGUE_SIZE - taken);
}
