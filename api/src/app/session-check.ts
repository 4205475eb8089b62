import type { FastifyRequest } from 'fastify';
import type { App } from '../app';
import { SESSION_COOKIE, userIdForSession } from '../auth/sessions';
import { unauthorized } from '../errors';
import { createReadCache } from '../read-cache/read-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id; set for every route not declared public. */
    userId: number;
    sessionToken: string | null;
  }
}

/**
 * The request's session fields, declared before any plugin opens a context of its own: a
 * context takes the request fields declared when it opens.
 */
export function declareSessionFields(app: App): void {
  app.decorateRequest('userId', 0);
  app.decorateRequest('sessionToken', null);
}

function sessionTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  return request.cookies[SESSION_COOKIE] ?? null;
}

/**
 * Every call but those declared public and the docs needs a live server session. A cached
 * read checks it in the same query that reads the versions its answer depends on, and may be
 * answered there; a read computed anew is kept on its way out (onSend).
 */
export function checkSessions(app: App): void {
  const { ctx } = app;
  const readCache = createReadCache(ctx.db, ctx.clock, ctx.config.readCacheMegabytes);
  app.decorateRequest('readCacheKey', null);
  app.decorateRequest('readCacheEtag', null);
  app.addHook('onRequest', async (request, reply) => {
    if (
      request.method === 'OPTIONS' ||
      request.routeOptions.config?.access === 'public' ||
      request.url.startsWith('/docs')
    )
      return;
    const token = sessionTokenOf(request);
    const cached = readCache ? await readCache.checkSession(request, reply, token) : null;
    // Answered from the cache: the reply may still be on its way through onSend (a large answer
    // is compressed as a stream), so `reply.sent` can be false yet. Returning the reply is what
    // tells Fastify an async hook has answered; the route's handler must not run as well.
    if (cached === 'answered') return reply;
    if (cached === 'unauthorized') throw unauthorized();
    const userId = cached ? cached.userId : token ? await userIdForSession(ctx.db, token) : null;
    if (userId === null) throw unauthorized();
    request.userId = userId;
    request.sessionToken = token;
  });
  // Registered before the compress plugin's onSend: a cached read's answer is kept as computed
  // and comes to the plugin already encoded (see compressAnswers).
  if (readCache)
    app.addHook('onSend', async (request, reply, payload) =>
      readCache.store(request, reply, payload),
    );
}
