import {
  createLeagueMemberAnswerSchema,
  leagueMemberSchema,
  MEMBER_ROLES,
  membershipSchema,
  updatedMembershipAnswerSchema,
  updateTeamNameAnswerSchema,
} from '@fangtasy/shared/contract';
import { answersAnInvitation, MESSAGES, TEAM_NAME_MAX } from '@fangtasy/shared/domain';
import { FAAB_MAX, bodyId, teamNameBodySchema, tooLarge } from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
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
import { pathId } from './path-ids';

const roleSchema = z.enum(MEMBER_ROLES, { error: MESSAGES.invalidRole });
const leagueAndUser = z.object({ league_id: pathId('league_id'), user_id: pathId('user_id') });

const faabBodySchema = z.object({
  remaining_faab_budget: z
    .number({ error: MESSAGES.faabInvalid })
    .int(MESSAGES.faabInvalid)
    .min(0, MESSAGES.faabInvalid)
    .max(FAAB_MAX, tooLarge('remaining_faab_budget', FAAB_MAX)),
});

// rules §7's body: league_id, user_id, role, is_vamp, team_name, remaining_faab_budget. A new
// membership is always an invitation (rules §4); the one other create a rules §7 client makes is
// the creator's own commissioner membership after POST /leagues/create, which exists already —
// a create that matches it answers success and changes nothing.
const createBodySchema = z.object({
  league_id: bodyId('league_id', MESSAGES.missingRequiredInformation),
  user_id: bodyId('user_id', MESSAGES.missingRequiredInformation),
  role: roleSchema.optional(),
  is_vamp: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
  team_name: z.string().max(TEAM_NAME_MAX, MESSAGES.teamNameTooLong).nullable().optional(),
  remaining_faab_budget: z
    .number()
    .int()
    .min(0)
    .max(FAAB_MAX, tooLarge('remaining_faab_budget', FAAB_MAX))
    .nullable()
    .optional(),
});

export async function leagueMemberRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  /** rules §8's screens check a change's `status`: it comes with the membership as it now stands. */
  const changedMembership = async (leagueId: number, userId: number, message: string) => {
    const member = await memberOfLeague(db, leagueId, userId);
    if (!member) throw notFound(MESSAGES.userNotMember);
    return { status: 'success' as const, message, ...member };
  };

  app.get(
    '/league_members/getLeagueMembersByLeagueId/:league_id',
    {
      config: { access: { kind: 'league-member', league: 'params.league_id' } },
      schema: {
        tags: ['league members'],
        summary:
          "A league's memberships that hold a spot: teams and pending invitations, not declined ones (members only)",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: z.array(leagueMemberSchema) },
      },
    },
    async (request) => membersOfLeague(db, request.params.league_id),
  );

  app.get(
    '/league_members/getLeagueMembersByUserId/:user_id',
    {
      config: { access: { kind: 'self', user: 'params.user_id' } },
      schema: {
        tags: ['league members'],
        summary: 'All of your own memberships, invitations included, with league name and state',
        params: z.object({ user_id: pathId('user_id') }),
        response: { 200: z.array(membershipSchema) },
      },
    },
    async (request) => membershipsOfUser(db, request.userId),
  );

  app.get(
    '/league_members/getLeagueMemberByLeagueAndUserId/:league_id/:user_id',
    {
      config: {
        access: {
          kind: 'self-or-league-member',
          league: 'params.league_id',
          user: 'params.user_id',
        },
      },
      schema: {
        tags: ['league members'],
        summary: 'One membership: your own (any role), or any in a league you play in',
        params: leagueAndUser,
        response: { 200: leagueMemberSchema },
      },
    },
    async (request) => {
      const { league_id: leagueId, user_id: userId } = request.params;
      const member = await memberOfLeague(db, leagueId, userId);
      if (!member) throw notFound(MESSAGES.userNotMember);
      return member;
    },
  );

  app.put(
    '/league_members/updateRole/:league_id/:user_id',
    {
      config: {
        access: {
          kind: 'self-or-commissioner',
          league: 'params.league_id',
          user: 'params.user_id',
        },
      },
      schema: {
        tags: ['league members'],
        summary: "Accept ('player') or decline your invitation; or a commissioner's role change",
        params: leagueAndUser,
        body: z.object({ role: roleSchema }),
        response: { 200: updatedMembershipAnswerSchema },
      },
    },
    async (request) => {
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
  );

  app.put(
    '/league_members/updateTeamName/:league_id/:user_id',
    {
      config: {
        access: { kind: 'self-in-league', league: 'params.league_id', user: 'params.user_id' },
      },
      schema: {
        tags: ['league members'],
        summary: 'Rename your own team',
        params: leagueAndUser,
        body: teamNameBodySchema,
        response: { 200: updateTeamNameAnswerSchema },
      },
    },
    async (request) => {
      const { league_id: leagueId, user_id: userId } = request.params;
      await renameTeam(db, { leagueId, userId, teamName: request.body.team_name });
      return { status: 'success' as const, message: MESSAGES.teamNameUpdated };
    },
  );

  app.put(
    '/league_members/updateRemainingFaabBudget/:league_id/:user_id',
    {
      config: {
        access: {
          kind: 'self-or-commissioner',
          league: 'params.league_id',
          user: 'params.user_id',
          refusal: MESSAGES.onlyStartingBudget,
        },
      },
      schema: {
        tags: ['league members'],
        summary:
          "Set a team's remaining FAAB (commissioner); an invitee who accepted may confirm his own starting budget before activation",
        params: leagueAndUser,
        body: faabBodySchema,
        response: { 200: updatedMembershipAnswerSchema },
      },
    },
    async (request) => {
      const { league_id: leagueId, user_id: userId } = request.params;
      await setRemainingFaabBudget(db, {
        leagueId,
        callerUserId: request.userId,
        targetUserId: userId,
        amount: request.body.remaining_faab_budget,
      });
      return changedMembership(leagueId, userId, MESSAGES.faabUpdated);
    },
  );

  app.post(
    '/league_members/create',
    {
      config: { access: { kind: 'commissioner', league: 'body.league_id' } },
      schema: {
        tags: ['league members'],
        summary:
          "Invite a user to the league (commissioner); the invitation reserves a spot. The creator's own commissioner membership answers success as it is.",
        body: createBodySchema,
        response: { 200: createLeagueMemberAnswerSchema },
      },
    },
    async (request) => {
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
  );
}
