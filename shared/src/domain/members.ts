import { ROSTER_TYPE } from './constants';
import type { RosterType } from './entities';

/*
 * The member rules' home (docs/decisions/054): which roles there are, who holds a team, and which
 * rule set a member plays under. api/src/services/member-rules-sql.ts says the same in SQL; ESLint
 * keeps role lists and rule-set numbers out of every other file.
 */

/** Every role a membership may have (rules §9): the two that hold a team, an invitation, a refusal. */
export const MEMBER_ROLES = ['commish', 'player', 'invited', 'declined'] as const;

/** The roles that hold a team: the valid members of rules §9 (player or commish). */
export const TEAM_ROLES = ['commish', 'player'] as const;

/** The roles an invitee may answer with: accept (a player) or decline. */
export const INVITATION_ANSWERS = ['player', 'declined'] as const;

/** Whether a role asked for is an answer to an invitation. */
export const answersAnInvitation = (role: string): boolean =>
  (INVITATION_ANSWERS as readonly string[]).includes(role);

/** Whether a membership holds a team (a valid member), as opposed to an invitation or a refusal. */
export const holdsATeam = (member: { role: string }): boolean =>
  (TEAM_ROLES as readonly string[]).includes(member.role);

/** The teams among a league's memberships, in their order. */
export const teamsOf = <M extends { role: string }>(members: readonly M[]): M[] =>
  members.filter(holdsATeam);

/** The roster rule set a member plays under (rules §6): vampires type 2, others type 1. */
export const rosterTypeOf = (member: { is_vamp: number | boolean }): RosterType =>
  member.is_vamp ? ROSTER_TYPE.vampire : ROSTER_TYPE.regular;

/** The vampire flag of the members who play under a rule set: rosterTypeOf turned around. */
export const vampFlagOf = (rosterType: RosterType): 0 | 1 =>
  rosterType === ROSTER_TYPE.vampire ? 1 : 0;

/** Whether a side or a rule set is the vampires'. */
export const isVampireRuleSet = (rosterType: number): boolean => rosterType === ROSTER_TYPE.vampire;

/** The member a member-cycling page opens on: the user's own membership, else the first team. */
export function ownOrFirstMemberId(
  members: readonly { id: number; user_id: number }[],
  userId: number | undefined,
): number | null {
  const own = members.find((member) => member.user_id === userId);
  return own?.id ?? members[0]?.id ?? null;
}
