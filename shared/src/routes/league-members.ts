import {
  createLeagueMemberAnswerSchema,
  leagueMemberSchema,
  MEMBER_ROLES,
  membershipSchema,
  updatedMembershipAnswerSchema,
  updateTeamNameAnswerSchema,
} from '../contract';
import { MESSAGES, TEAM_NAME_MAX } from '../domain';
import { FAAB_MAX, bodyId, teamNameBodySchema, tooLarge } from '../validation';
import { z } from 'zod';
import { leagueIdParams, pathId } from './path-ids';
import { declareRoutes } from './declare';

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

/** Memberships: invitations, roles, team names and FAAB budgets. */
export const leagueMemberRoutes = declareRoutes({
  'GET /league_members/getLeagueMembersByLeagueId/:league_id': {
    tags: ['league members'],
    summary:
      "A league's memberships that hold a spot: teams and pending invitations, not declined ones (members only)",
    params: leagueIdParams,
    response: { 200: z.array(leagueMemberSchema) },
  },
  'GET /league_members/getLeagueMembersByUserId/:user_id': {
    tags: ['league members'],
    summary: 'All of your own memberships, invitations included, with league name and state',
    params: z.object({ user_id: pathId('user_id') }),
    response: { 200: z.array(membershipSchema) },
  },
  'GET /league_members/getLeagueMemberByLeagueAndUserId/:league_id/:user_id': {
    tags: ['league members'],
    summary: 'One membership: your own (any role), or any in a league you play in',
    params: leagueAndUser,
    response: { 200: leagueMemberSchema },
  },
  'PUT /league_members/updateRole/:league_id/:user_id': {
    tags: ['league members'],
    summary: "Accept ('player') or decline your invitation; or a commissioner's role change",
    params: leagueAndUser,
    body: z.object({ role: roleSchema }),
    response: { 200: updatedMembershipAnswerSchema },
  },
  'PUT /league_members/updateTeamName/:league_id/:user_id': {
    tags: ['league members'],
    summary: 'Rename your own team',
    params: leagueAndUser,
    body: teamNameBodySchema,
    response: { 200: updateTeamNameAnswerSchema },
  },
  'PUT /league_members/updateRemainingFaabBudget/:league_id/:user_id': {
    tags: ['league members'],
    summary:
      "Set a team's remaining FAAB (commissioner); an invitee who accepted may confirm his own starting budget before activation",
    params: leagueAndUser,
    body: faabBodySchema,
    response: { 200: updatedMembershipAnswerSchema },
  },
  'POST /league_members/create': {
    tags: ['league members'],
    summary:
      "Invite a user to the league (commissioner); the invitation reserves a spot. The creator's own commissioner membership answers success as it is.",
    body: createBodySchema,
    response: { 200: createLeagueMemberAnswerSchema },
  },
});
