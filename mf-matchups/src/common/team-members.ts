import type { LeagueMember } from '@fangtasy/shared';

/** Members who hold a team: the commissioner and players (not invited or declined users). */
export const teamMembers = (members: readonly LeagueMember[]): LeagueMember[] =>
  members.filter((member) => member.role === 'commish' || member.role === 'player');

/** The member shown first: the user's own membership, else the first team. */
export function defaultMemberId(
  members: readonly LeagueMember[],
  userId: number | undefined,
): number | null {
  const own = members.find((member) => member.user_id === userId);
  return own?.id ?? members[0]?.id ?? null;
}
