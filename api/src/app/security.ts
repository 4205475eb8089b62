import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@fangtasy/shared/domain';
import type { App } from '../app';
import { databaseRateLimitStore } from '../auth/rate-limit-store';
import { forbidden } from '../errors';
import { isCrossOriginWrite } from '../http/cross-origin';
import { securityHeaders } from '../http/security-headers';

/**
 * Security headers on every answer, cookies, CORS for the product's origins and the rate
 * limits' store in the database (shared by every process, decision 010).
 */
export async function addSecurity(app: App): Promise<void> {
  const { config, db } = app.ctx;
  // Security headers on every answer (docs/decisions/012), found once (http/security-headers.ts).
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(fastifyCookie);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, !origin || config.corsOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
  });
}

/**
 * A change of state must come from the product's own pages, not from a form or a no-cors
 * fetch on someone else's page that rides on the member's cookie (decision 011).
 */
export function refuseCrossOriginWrites(app: App): void {
  const { config } = app.ctx;
  app.addHook('onRequest', async (request) => {
    if (isCrossOriginWrite(request, config.corsOrigins))
      throw forbidden(MESSAGES.crossOriginRefused);
  });
}
