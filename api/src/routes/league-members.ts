import { MESSAGES } from '@fangtasy/shared/domain';
import { FAAB_MAX, bodyId, teamNameBodySchema, tooLarge } from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
import { requireCommissioner, requireLeagueMember } from '../auth/access';
import { forbidden, notFound } from '../errors';
import { findUserById } from '../services/accounts';
import { inviteMember, respondToInvitation } from '../services/league-lifecycle';
import { memberOfLeague, membersOfLeague, membershipsOfUser } from '../services/league-members';
import {
  changeRoleAsCommissioner,
  renameTeam,
  setRemainingFaab,
} from '../services/member-settings';
import { pathId } from './path-ids';

const roleSchema = z.enum(['commish', 'player', 'invited', 'declined'], {
  error: MESSAGES.invalidRole,
});
const flagSchema = z.union([z.literal(0), z.literal(1)]);

const memberSchema = z.object({
  id: z.number(),
  league_id: z.number(),
  user_id: z.number(),
  role: roleSchema,
  is_vamp: flagSchema,
  team_name: z.string().nullable(),
  remaining_faab_budget: z.number().nullable(),
  waiver_order: z.number().nullable(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
const membershipSchema = memberSchema.extend({
  league_name: z.string(),
  is_active: flagSchema,
  season: z.number(),
});
const changeAnswer = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: memberSchema.nullable(),
});

const leagueAndUser = z.object({ league_id: pathId('league_id'), user_id: pathId('user_id') });

const faabBodySchema = z.object({
  remaining_faab_budget: z
    .number({ error: MESSAGES.faabInvalid })
    .int(MESSAGES.faabInvalid)
    .min(0, MESSAGES.faabInvalid)
    .max(FAAB_MAX, tooLarge('remaining_faab_budget', FAAB_MAX)),
});

// The spec's body carries role, team_name and remaining_faab_budget too; an invitation always
// starts as role 'invited' with neither (spec section 4), so those fields are accepted and ignored.
const inviteBodySchema = z.object({
  league_id: bodyId('league_id', MESSAGES.missingRequiredInformation),
  user_id: bodyId('user_id', MESSAGES.missingRequiredInformation),
  is_vamp: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
});

export async function leagueMemberRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/league_members/getLeagueMembersByLeagueId/:league_id',
    {
      schema: {
        tags: ['league members'],
        summary: "A league's memberships, every role (members only)",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: z.object({ status: z.literal('success'), data: z.array(memberSchema) }) },
      },
    },
    async (request) => {
      await requireLeagueMember(db, request.params.league_id, request.userId);
      return {
        status: 'success' as const,
        data: await membersOfLeague(db, request.params.league_id),
      };
    },
  );

  app.get(
    '/league_members/getLeagueMembersByUserId/:user_id',
    {
      schema: {
        tags: ['league members'],
        summary: 'All of your own memberships, invitations included, with league name and state',
        params: z.object({ user_id: pathId('user_id') }),
        response: {
          200: z.object({ status: z.literal('success'), data: z.array(membershipSchema) }),
        },
      },
    },
    async (request) => {
      if (request.params.user_id !== request.userId) throw forbidden();
      return { status: 'success' as const, data: await membershipsOfUser(db, request.userId) };
    },
  );

  app.get(
    '/league_members/getLeagueMemberByLeagueAndUserId/:league_id/:user_id',
    {
      schema: {
        tags: ['league members'],
        summary: 'One membership: your own (any role), or any in a league you play in',
        params: leagueAndUser,
        response: { 200: z.object({ status: z.literal('success'), data: memberSchema }) },
      },
    },
    async (request) => {
      const { league_id: leagueId, user_id: userId } = request.params;
      // Your own membership is yours to read even while it is only an invitation.
      if (userId !== request.userId) await requireLeagueMember(db, leagueId, request.userId);
      const member = await memberOfLeague(db, leagueId, userId);
      if (!member) throw notFound(MESSAGES.userNotMember);
      return { status: 'success' as const, data: member };
    },
  );

  app.put(
    '/league_members/updateRole/:league_id/:user_id',
    {
      schema: {
        tags: ['league members'],
        summary: "Accept ('player') or decline your invitation; or a commissioner's role change",
        params: leagueAndUser,
        body: z.object({ role: roleSchema }),
        response: { 200: changeAnswer },
      },
    },
    async (request) => {
      const { league_id: leagueId, user_id: userId } = request.params;
      const { role } = request.body;
      if (userId === request.userId && (role === 'player' || role === 'declined')) {
        const own = await memberOfLeague(db, leagueId, userId);
        if (own?.role !== 'commish') {
          await respondToInvitation(db, { leagueId, userId, accept: role === 'player' });
          return {
            status: 'success' as const,
            message: role === 'player' ? MESSAGES.invitationAccepted : MESSAGES.invitationDeclined,
            data: await memberOfLeague(db, leagueId, userId),
          };
        }
      }
      const { message } = await changeRoleAsCommissioner(db, {
        leagueId,
        callerUserId: request.userId,
        targetUserId: userId,
        role,
      });
      return {
        status: 'success' as const,
        message,
        data: await memberOfLeague(db, leagueId, userId),
      };
    },
  );

  app.put(
    '/league_members/updateTeamName/:league_id/:user_id',
    {
      schema: {
        tags: ['league members'],
        summary: 'Rename your own team',
        params: leagueAndUser,
        body: teamNameBodySchema,
        response: { 200: changeAnswer },
      },
    },
    async (request) => {
      const { league_id: leagueId, user_id: userId } = request.params;
      await requireLeagueMember(db, leagueId, request.userId);
      // Spec section 6: a user acts only through their own membership.
      if (userId !== request.userId) throw forbidden(MESSAGES.userNotMember);
      await renameTeam(db, { leagueId, userId, teamName: request.body.team_name });
      return {
        status: 'success' as const,
        message: MESSAGES.teamNameUpdated,
        data: await memberOfLeague(db, leagueId, userId),
      };
    },
  );

  app.put(
    '/league_members/updateRemainingFaabBudget/:league_id/:user_id',
    {
      schema: {
        tags: ['league members'],
        summary: "Set a team's remaining FAAB (commissioner)",
        params: leagueAndUser,
        body: faabBodySchema,
        response: { 200: changeAnswer },
      },
    },
    async (request) => {
      const { league_id: leagueId, user_id: userId } = request.params;
      await requireCommissioner(db, leagueId, request.userId);
      await setRemainingFaab(db, { leagueId, userId, amount: request.body.remaining_faab_budget });
      return {
        status: 'success' as const,
        message: MESSAGES.faabUpdated,
        data: await memberOfLeague(db, leagueId, userId),
      };
    },
  );

  app.post(
    '/league_members/create',
    {
      schema: {
        tags: ['league members'],
        summary: 'Invite a user to the league (commissioner); the invitation reserves a spot',
        body: inviteBodySchema,
        response: {
          200: z.object({ status: z.literal('success'), message: z.string(), id: z.number() }),
        },
      },
    },
    async (request) => {
      const { league_id: leagueId, user_id: userId, is_vamp: isVamp } = request.body;
      await requireCommissioner(db, leagueId, request.userId);
      const id = await inviteMember(db, { leagueId, userId, isVamp: isVamp ?? 0 });
      const user = await findUserById(db, userId);
      return {
        status: 'success' as const,
        message: MESSAGES.userInvited(user?.first_name ?? '', user?.last_name ?? ''),
        id,
      };
    },
  );
}
