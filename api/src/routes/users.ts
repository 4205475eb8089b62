import { MESSAGES } from '@fangtasy/shared/domain';
import type { FastifyReply } from 'fastify';
import type { App } from '../app';
import { declared } from './declared';
import { createAuthLimits } from '../auth/auth-limits';
import { SESSION_COOKIE, closeSession, hashToken, openSession } from '../auth/sessions';
import { forbidden, notFound, unauthorized } from '../errors';
import {
  findUserById,
  findUserByUsername,
  ownProfile,
  publicProfile,
  passwordOpens,
  registerUser,
} from '../services/accounts';
import {
  canCreateLeagues,
  claimLeagueCreator,
  proveLeagueCreator,
  registrationNeedsSetupToken,
} from '../services/league-creators';

/**
 * Runs a login and, should it fail (wrong password, unknown name, too many attempts), answers no
 * sooner than `delayMs` after the request arrived: a wrong password, which hashes, and a made-up
 * name, which does not, take alike; and a client that guesses on a connection waits between its
 * guesses, so a flood on a few connections costs the api a few requests a second, not all it can
 * answer (docs/decisions/010). The waiting costs a timer, no work.
 */
async function answerFailuresLate<T>(
  reply: FastifyReply,
  delayMs: number,
  login: () => Promise<T>,
): Promise<T> {
  try {
    return await login();
  } catch (error) {
    const wait = delayMs - reply.elapsedTime;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    throw error;
  }
}

export async function userRoutes(app: App): Promise<void> {
  const { db, config } = app.ctx;
  const limits = createAuthLimits(app);

  app.route({
    ...declared('POST /users/register'),
    config: { access: 'public' },
    handler: async (request, reply) => {
      // A refused registration is answered late too: a flood on a few connections waits
      // between its tries instead of taking the event loop from members' logins.
      const id = await answerFailuresLate(reply, config.loginFailureDelayMs, async () => {
        await limits.registration(request, reply);
        const { setup_token: setupToken, ...account } = request.body;
        // A configured creator e-mail is the operator's: it registers only with the set-up
        // token, so nobody can take it (and its rights) by registering it first.
        const isCreator = registrationNeedsSetupToken(config, account.email_address);
        if (isCreator && !setupToken) throw forbidden(MESSAGES.setupTokenNeeded);
        return registerUser(db, account, {
          gate: app.passwordGate,
          alongside: isCreator
            ? (trx, userId) =>
                proveLeagueCreator(trx, config, { id: userId, ...account }, setupToken)
            : undefined,
        });
      });
      return { status: 'success' as const, id, message: MESSAGES.registered };
    },
  });

  app.route({
    ...declared('POST /users/login'),
    config: { access: 'public' },
    handler: async (request, reply) => {
      const { username, password } = request.body;
      const user = await answerFailuresLate(reply, config.loginFailureDelayMs, async () => {
        await limits.loginFromAddress(request, reply);
        const found = await findUserByUsername(db, username);
        // Only a real account has an allowance to guard; a made-up name costs no write.
        if (found) await limits.loginToAccount(request, reply, username);
        if (!found || !(await passwordOpens(app.passwordGate, found, password)))
          throw unauthorized(MESSAGES.invalidCredentials);
        return found;
      });
      // Session expiry runs on real time (sessions.ts), not on the league clock a demo may fix.
      const token = await openSession(db, user.id, new Date(), config.sessionTtlDays);
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: config.cookieSameSite,
        // Browsers drop SameSite=None cookies that are not Secure.
        secure: config.cookieSameSite === 'none' || request.protocol === 'https',
        path: '/',
        maxAge: config.sessionTtlDays * 86_400,
      });
      return { status: 'success' as const, data: ownProfile(user), message: MESSAGES.loggedIn };
    },
  });

  app.route({
    ...declared('POST /users/logout'),
    config: { access: 'signed-in' },
    handler: async (request, reply) => {
      if (request.sessionToken) {
        await closeSession(db, request.sessionToken);
        // Its live streams end with it here at once; another process's within its next check.
        app.liveMatchups.endSession(hashToken(request.sessionToken));
        app.draftRooms.endSession(hashToken(request.sessionToken));
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...declared('GET /users/me'),
    config: { access: 'signed-in' },
    handler: async (request) => {
      const user = await findUserById(db, request.userId);
      // The session outlived its account.
      if (!user) throw unauthorized();
      // The server decides who sees "Create a New League" (rules §6.7: a configured account,
      // proved with the set-up token).
      return { ...ownProfile(user), can_create_leagues: await canCreateLeagues(db, config, user) };
    },
  });

  app.route({
    ...declared('POST /users/claimLeagueCreator'),
    config: { access: 'signed-in' },
    handler: async (request) => {
      const user = await findUserById(db, request.userId);
      if (!user) throw unauthorized();
      await claimLeagueCreator(db, config, user, request.body.setup_token);
      return { status: 'success' as const, message: MESSAGES.leagueCreatorProved };
    },
  });

  app.route({
    ...declared('GET /users/getUserById/:id'),
    config: { access: 'signed-in' },
    handler: async (request) => {
      const user = await findUserById(db, request.params.id);
      if (!user) throw notFound(MESSAGES.userNotFound);
      return user.id === request.userId ? ownProfile(user) : publicProfile(user);
    },
  });

  app.route({
    ...declared('GET /users/getUserByUsername/:username'),
    config: { access: 'signed-in' },
    handler: async (request) => {
      const user = await findUserByUsername(db, request.params.username);
      if (!user) throw notFound(MESSAGES.noUserWithUsername);
      return publicProfile(user);
    },
  });
}
