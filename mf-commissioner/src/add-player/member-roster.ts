import {
  getRosteredPlayersByLeagueMemberId,
  getRosterRulesByLeagueId,
  ROSTER_TYPE,
  type LeagueMember,
  type RosteredPlayer,
  type RosterRules,
  type RosterType,
} from '@fangtasy/shared';

/** A member's rule set and rostered players: what the preview shows and the slot choice reads. */
export interface MemberRoster {
  rules: RosterRules;
  roster: RosteredPlayer[];
}

/** The rule set a member plays under: vampire members type 2, regular members type 1. */
export const rosterTypeOf = (member: Pick<LeagueMember, 'is_vamp'>): RosterType =>
  member.is_vamp === 1 ? ROSTER_TYPE.vampire : ROSTER_TYPE.regular;

export async function loadMemberRoster(member: LeagueMember): Promise<MemberRoster> {
  const [rules, roster] = await Promise.all([
    getRosterRulesByLeagueId(member.league_id, rosterTypeOf(member)),
    getRosteredPlayersByLeagueMemberId(member.id),
  ]);
  return { rules, roster };
}

/** 'username - team name', or 'username - No Team Name' before the team is named. */
export const memberOptionLabel = (member: Pick<LeagueMember, 'username' | 'team_name'>) =>
  `${member.username} - ${member.team_name?.trim() || 'No Team Name'}`;
