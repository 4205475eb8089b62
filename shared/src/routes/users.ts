import {
  currentUserSchema,
  loginAnswerSchema,
  publicUserSchema,
  registerAnswerSchema,
  userByIdSchema,
} from '../contract';
import {
  inviteUsernameSchema,
  loginSchema,
  registerBodySchema,
  setupTokenSchema,
} from '../validation';
import { z } from 'zod';
import { idParams } from './path-ids';
import { declareRoutes } from './declare';

/** Accounts and sessions: register, log in and out, the current user, lookups. */
export const userRoutes = declareRoutes({
  'POST /users/register': {
    tags: ['users'],
    summary: 'Create an account',
    body: registerBodySchema,
    response: { 200: registerAnswerSchema },
  },
  'POST /users/login': {
    tags: ['users'],
    summary:
      'Log in: opens a server session, sent as the httpOnly ff_session cookie (a non-browser client may send its value as a bearer token)',
    body: loginSchema,
    response: { 200: loginAnswerSchema },
  },
  'POST /users/logout': {
    tags: ['users'],
    summary: 'Log out: ends the server session and clears the cookie (no body)',
    response: { 204: z.null().describe('No content') },
  },
  'GET /users/me': {
    tags: ['users'],
    summary: 'The account of the current session, with what the server lets it do',
    response: { 200: currentUserSchema },
  },
  'POST /users/claimLeagueCreator': {
    tags: ['users'],
    summary:
      "Prove with the server's one-time set-up token that your account (a configured LEAGUE_CREATOR_EMAIL) may create leagues",
    body: z.object({ setup_token: setupTokenSchema }),
    response: { 200: z.object({ status: z.literal('success'), message: z.string() }) },
  },
  'GET /users/getUserById/:id': {
    tags: ['users'],
    summary: "An account's public names (your own also carries your e-mail)",
    params: idParams,
    response: { 200: userByIdSchema },
  },
  'GET /users/getUserByUsername/:username': {
    tags: ['users'],
    summary: 'Find an account to invite (Add Member to League)',
    params: z.object({ username: inviteUsernameSchema }),
    response: { 200: publicUserSchema },
  },
});
