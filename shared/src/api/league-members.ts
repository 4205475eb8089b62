import type {
  LeagueMember,
  Membership,
  MemberRole,
  StatusMessageAnswer,
  UpdatedMembershipAnswer,
} from '../contract';
import type { Flag } from '../domain/entities';
import { callRoute } from './client';

/** GET /league_members/getLeagueMembersByLeagueId/{league_id} — rules §7.3: the list of members. */
export const getLeagueMembersByLeagueId = (leagueId: number): Promise<LeagueMember[]> =>
  callRoute('GET /league_members/getLeagueMembersByLeagueId/:league_id', {
    params: { league_id: leagueId },
  });

/** GET /league_members/getLeagueMembersByUserId/{user_id} — each membership with its league's name and state. */
export const getLeagueMembersByUserId = (userId: number): Promise<Membership[]> =>
  callRoute('GET /league_members/getLeagueMembersByUserId/:user_id', {
    params: { user_id: userId },
  });

/** GET /league_members/getLeagueMemberByLeagueAndUserId/{league_id}/{user_id} — one membership. */
export const getLeagueMemberByLeagueAndUserId = (
  leagueId: number,
  userId: number,
): Promise<LeagueMember> =>
  callRoute('GET /league_members/getLeagueMemberByLeagueAndUserId/:league_id/:user_id', {
    params: { league_id: leagueId, user_id: userId },
  });

/**
 * PUT /league_members/updateRole/{league_id}/{user_id} — accept ('player') or decline an
 * invitation, or withdraw one (the commissioner); answers status, message and the membership as
 * it now stands.
 */
export const updateRole = (
  leagueId: number,
  userId: number,
  role: MemberRole,
): Promise<UpdatedMembershipAnswer> =>
  callRoute('PUT /league_members/updateRole/:league_id/:user_id', {
    params: { league_id: leagueId, user_id: userId },
    body: {
      role,
    },
  });

/** PUT /league_members/updateTeamName/{league_id}/{user_id} — rules §7.3 answers status 'success'. */
export const updateTeamName = (
  leagueId: number,
  userId: number,
  teamName: string,
): Promise<StatusMessageAnswer> =>
  callRoute('PUT /league_members/updateTeamName/:league_id/:user_id', {
    params: { league_id: leagueId, user_id: userId },
    body: { team_name: teamName },
  });

/**
 * PUT /league_members/updateRemainingFaabBudget/{league_id}/{user_id} — answers status, message
 * and the membership.
 */
export const updateRemainingFaabBudget = (
  leagueId: number,
  userId: number,
  remainingFaabBudget: number,
): Promise<UpdatedMembershipAnswer> =>
  callRoute('PUT /league_members/updateRemainingFaabBudget/:league_id/:user_id', {
    params: { league_id: leagueId, user_id: userId },
    body: { remaining_faab_budget: remainingFaabBudget },
  });

/** The POST /league_members/create body (rules §7.3); an invitation has role 'invited'. */
export interface LeagueMemberCreateBody {
  league_id: number;
  user_id: number;
  role: MemberRole;
  is_vamp: Flag;
  team_name: string | null;
  remaining_faab_budget: number | null;
}

/** POST /league_members/create — the commissioner's invitation; rules §7.3 answers status and message. */
export const createLeagueMember = (body: LeagueMemberCreateBody): Promise<StatusMessageAnswer> =>
  callRoute('POST /league_members/create', { body });
