import {
  getRosteredPlayersByLeagueMemberId,
  getRosterRulesByLeagueId,
  rosterTypeOf,
  type LeagueMember,
  type RosteredPlayer,
  type RosterRules,
} from '@fangtasy/shared';

/** A member's rule set and rostered players: what the preview shows and the slot choice reads. */
export interface MemberRoster {
  rules: RosterRules;
  roster: RosteredPlayer[];
}

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
