import { normalizeIP } from '@fastify/rate-limit';
import { MESSAGES } from '@fangtasy/shared/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app';
import { tooManyRequests } from '../errors';

/**
 * The limits on logins and registrations (docs/decisions/010). Counters live in the database
 * (rate-limit-store.ts), so every api process shares one allowance; the address is the
 * connection's peer unless TRUST_PROXY names the proxy in front.
 */
export interface AuthLimits {
  /**
   * Counts a login attempt against its address, whatever username it tries: made-up usernames
   * from one address share its allowance; 429 past it.
   */
  loginFromAddress(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts a login attempt against the account, from whatever address; 429 past it. */
  loginToAccount(request: FastifyRequest, reply: FastifyReply, username: string): Promise<void>;
  /**
   * Counts a registration against its address, then against every address's together (a flood
   * from ever-new addresses, which no address limit stops); 429 past either.
   */
  registration(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** An IPv6 client holds a whole /56: it counts as one address, as the plugin's own keys do. */
const addressOf = (request: FastifyRequest) => normalizeIP(request.ip, 56);

/** Usernames are matched without regard to case; a longer one than any account has is cut. */
const accountKeyOf = (username: string) => username.trim().toLowerCase().slice(0, 64);

export function createAuthLimits(app: App): AuthLimits {
  const { config } = app.ctx;
  const usernames = new WeakMap<FastifyRequest, string>();
  const perAddress = app.createRateLimit({
    max: config.loginAttemptsPerAddressPerMinute,
    timeWindow: MINUTE,
    keyGenerator: (request) => `login:address:${addressOf(request)}`,
  });
  const perAccount = app.createRateLimit({
    max: config.loginAttemptsPerMinute,
    timeWindow: MINUTE,
    keyGenerator: (request) => `login:account:${usernames.get(request) ?? ''}`,
  });
  const registrations = app.createRateLimit({
    max: config.registrationsPerAddressPerHour,
    timeWindow: HOUR,
    keyGenerator: (request) => `register:address:${addressOf(request)}`,
  });
  const allRegistrations = app.createRateLimit({
    max: config.registrationsPerMinute,
    timeWindow: MINUTE,
    keyGenerator: () => 'register:all',
  });

  /** When every address's allowance of registrations, found spent, is renewed (this process's note). */
  let allRegistrationsSpentUntil = 0;

  const enforce = async (
    limit: typeof perAddress,
    request: FastifyRequest,
    reply: FastifyReply,
    message: string,
    onRefused?: (ttlSeconds: number) => void,
  ) => {
    const state = await limit(request);
    if (state.isAllowed || !state.isExceeded) return;
    onRefused?.(state.ttlInSeconds);
    reply.header('retry-after', state.ttlInSeconds);
    throw tooManyRequests(message);
  };

  return {
    loginFromAddress: (request, reply) =>
      enforce(perAddress, request, reply, MESSAGES.tooManyLoginAttempts),
    loginToAccount: async (request, reply, username) => {
      usernames.set(request, accountKeyOf(username));
      await enforce(perAccount, request, reply, MESSAGES.tooManyLoginAttempts);
    },
    registration: async (request, reply) => {
      // While every address's allowance is spent, a registration is refused before its address
      // is counted: a flood from ever-new addresses would otherwise cost a write per request.
      const spentFor = Math.ceil((allRegistrationsSpentUntil - Date.now()) / 1000);
      if (spentFor > 0) {
        reply.header('retry-after', spentFor);
        throw tooManyRequests(MESSAGES.registrationsBusy);
      }
      await enforce(registrations, request, reply, MESSAGES.tooManyRegistrations);
      await enforce(allRegistrations, request, reply, MESSAGES.registrationsBusy, (ttl) => {
        allRegistrationsSpentUntil = Date.now() + ttl * 1000;
      });
    },
  };
}
