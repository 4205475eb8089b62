import { answersAnInvitation, MESSAGES } from '@fangtasy/shared/domain';
import type { App } from '../app';
import { declared } from './declared';
import { notFound } from '../errors';
import { findUserById } from '../services/accounts';
import {
  confirmExistingMembership,
  inviteMember,
  respondToInvitation,
} from '../services/league-lifecycle';
import { memberOfLeague, membersOfLeague, membershipsOfUser } from '../services/league-members';
import {
  changeRoleAsCommissioner,
  renameTeam,
  setRemainingFaabBudget,
} from '../services/member-settings';

export async function leagueMemberRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  /** rules §8's screens check a change's `status`: it comes with the membership as it now stands. */
  const changedMembership = async (leagueId: number, userId: number, message: string) => {
    const member = await memberOfLeague(db, leagueId, userId);
    if (!member) throw notFound(MESSAGES.userNotMember);
    return { status: 'success' as const, message, ...member };
  };

  app.route({
    ...declared('GET /league_members/getLeagueMembersByLeagueId/:league_id'),
    config: { access: { kind: 'league-member', league: 'params.league_id' } },
    handler: async (request) => membersOfLeague(db, request.params.league_id),
  });

  app.route({
    ...declared('GET /league_members/getLeagueMembersByUserId/:user_id'),
    config: { access: { kind: 'self', user: 'params.user_id' } },
    handler: async (request) => membershipsOfUser(db, request.userId),
  });

  app.route({
    ...declared('GET /league_members/getLeagueMemberByLeagueAndUserId/:league_id/:user_id'),
    config: {
      access: {
        kind: 'self-or-league-member',
        league: 'params.league_id',
        user: 'params.user_id',
      },
    },
    handler: async (request) => {
      const { league_id: leagueId, user_id: userId } = request.params;
      const member = await memberOfLeague(db, leagueId, userId);
      if (!member) throw notFound(MESSAGES.userNotMember);
      return member;
    },
  });

  app.route({
    ...declared('PUT /league_members/updateRole/:league_id/:user_id'),
    config: {
      access: {
        kind: 'self-or-commissioner',
        league: 'params.league_id',
        user: 'params.user_id',
      },
    },
    handler: async (request) => {
      const { league_id: leagueId, user_id: userId } = request.params;
      const { role } = request.body;
      if (userId === request.userId && answersAnInvitation(role)) {
        const own = await memberOfLeague(db, leagueId, userId);
        if (own?.role !== 'commish') {
          const accept = role === 'player';
          await respondToInvitation(db, { leagueId, userId, accept });
          const message = accept ? MESSAGES.invitationAccepted : MESSAGES.invitationDeclined;
          return changedMembership(leagueId, userId, message);
        }
      }
      const { message } = await changeRoleAsCommissioner(db, {
        leagueId,
        callerUserId: request.userId,
        targetUserId: userId,
        role,
      });
      return changedMembership(leagueId, userId, message);
    },
  });

  app.route({
    ...declared('PUT /league_members/updateTeamName/:league_id/:user_id'),
    config: {
      access: { kind: 'self-in-league', league: 'params.league_id', user: 'params.user_id' },
    },
    handler: async (request) => {
      const { league_id: leagueId, user_id: userId } = request.params;
      await renameTeam(db, { leagueId, userId, teamName: request.body.team_name });
      return { status: 'success' as const, message: MESSAGES.teamNameUpdated };
    },
  });

  app.route({
    ...declared('PUT /league_members/updateRemainingFaabBudget/:league_id/:user_id'),
    config: {
      access: {
        kind: 'self-or-commissioner',
        league: 'params.league_id',
        user: 'params.user_id',
        refusal: MESSAGES.onlyStartingBudget,
      },
    },
    handler: async (request) => {
      const { league_id: leagueId, user_id: userId } = request.params;
      await setRemainingFaabBudget(db, {
        leagueId,
        callerUserId: request.userId,
        targetUserId: userId,
        amount: request.body.remaining_faab_budget,
      });
      return changedMembership(leagueId, userId, MESSAGES.faabUpdated);
    },
  });

  app.route({
    ...declared('POST /league_members/create'),
    config: { access: { kind: 'commissioner', league: 'body.league_id' } },
    handler: async (request) => {
      const { league_id: leagueId, user_id: userId, role = 'invited' } = request.body;
      if (role !== 'invited') {
        await confirmExistingMembership(db, { leagueId, userId, ...request.body, role });
        return { status: 'success' as const, message: MESSAGES.membershipUnchanged };
      }
      await inviteMember(db, { leagueId, userId, isVamp: request.body.is_vamp ?? 0 });
      const user = await findUserById(db, userId);
      return {
        status: 'success' as const,
        message: MESSAGES.userInvited(user?.first_name ?? '', user?.last_name ?? ''),
      };
    },
  });
}
