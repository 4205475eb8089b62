import { ROSTER_TYPE } from './constants';
import type { RosterType } from './entities';

/** The roles that hold a team: the valid members of rules §9 (player or commish). */
export const TEAM_ROLES = ['commish', 'player'] as const;

/** Whether a membership holds a team (a valid member), as opposed to an invitation or a refusal. */
export const holdsATeam = (member: { role: string }): boolean =>
  (TEAM_ROLES as readonly string[]).includes(member.role);

/** The teams among a league's memberships, in their order. */
export const teamsOf = <M extends { role: string }>(members: readonly M[]): M[] =>
  members.filter(holdsATeam);

/** The roster rule set a member plays under (rules §6): vampires type 2, others type 1. */
export const rosterTypeOf = (member: { is_vamp: number | boolean }): RosterType =>
  member.is_vamp ? ROSTER_TYPE.vampire : ROSTER_TYPE.regular;

/** The member a member-cycling page opens on: the user's own membership, else the first team. */
export function ownOrFirstMemberId(
  members: readonly { id: number; user_id: number }[],
  userId: number | undefined,
): number | null {
  const own = members.find((member) => member.user_id === userId);
  return own?.id ?? members[0]?.id ?? null;
}
