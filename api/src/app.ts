import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MESSAGES, fieldLabelOf } from '@fangtasy/shared/domain';
import { createPasswordGate, type PasswordGate } from './auth/password-gate';
import { databaseRateLimitStore } from './auth/rate-limit-store';
import { SESSION_COOKIE, userIdForSession } from './auth/sessions';
import type { Clock } from './clock';
import type { ApiConfig } from './config';
import type { Db } from './db/connect';
import { mayMemoize, withoutMemos } from './db/memos';
import {
  ApiError,
  PG_ERROR,
  badRequest,
  forbidden,
  isDatabaseUnavailable,
  pgErrorCode,
  unauthorized,
} from './errors';
import { isCrossOriginWrite } from './http/cross-origin';
import { compressOptions } from './http/compression';
import { refuseDeepJsonBodies } from './http/body-depth';
import { limitConnections, serverTimeouts } from './http/connection-limits';
import { fieldWithNul } from './http/nul-characters';
import { securityHeaders } from './http/security-headers';
import { createReadCache } from './read-cache/read-cache';
import { LiveMatchups } from './live/live-matchups';
import { registerRoutes } from './routes';
import { applyRouteAccess } from './routes/access/access-hook';
import type { RouteAccess } from './routes/access/route-access';
import { leagueWeekOf } from './services/matchup-reads/league-week';
import { nflWeekAt } from './services/matchup-reads/nfl-week';
import { benchBaselineRoutes } from './routes/bench-baseline';
import { testClockRoutes } from './routes/test-clock';

export interface AppContext {
  db: Db;
  config: ApiConfig;
  clock: Clock;
  /** Runs what became due when a test moved the clock (the scheduler's tick). */
  afterClockMoved?: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route as registered: the authorization matrix and the fuzz tests walk it. */
    routeTable: RouteEntry[];
    /** Where every password hash and verification waits its turn (auth/password-gate). */
    passwordGate: PasswordGate;
    /** The members' live streams of matchups (live/, docs/decisions/015). */
    liveMatchups: LiveMatchups;
  }
  interface FastifyRequest {
    /** The signed-in user's id; set for every route not declared public. */
    userId: number;
    sessionToken: string | null;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  /** Who may call it (routes/access/route-access.ts); undefined for a route that declares none. */
  access: RouteAccess | undefined;
  /** The route's zod schemas, for generating requests in tests. */
  schema: { params?: unknown; querystring?: unknown; body?: unknown } | undefined;
}

export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

function sessionTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  return request.cookies[SESSION_COOKIE] ?? null;
}

/** Builds the api: plugins, the session check, the error answers, the OpenAPI docs and every route. */
export async function buildApp(ctx: AppContext, options: { logger?: boolean } = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger ? { level: ctx.config.logLevel } : false,
    bodyLimit: 256 * 1024,
    // X-Forwarded-For names the client only when it comes from a proxy the operator named.
    trustProxy: ctx.config.trustProxy,
    // Plugins open nothing slow, but a loaded 2-core machine can stall startup past the 10 s default.
    pluginTimeout: 60_000,
    // A half-sent request is dropped in seconds; connections are capped (docs/decisions/024).
    ...serverTimeouts(ctx.config),
  }).withTypeProvider<ZodTypeProvider>();
  limitConnections(app.server, ctx.config);
  // Changes are listened for on the database as opened (the handle below may be a twin of it).
  const openedDb = ctx.db;
  // READ_CACHE_MB=0 serves every read from the rows: no cached answers and no memos.
  if (ctx.config.readCacheMegabytes <= 0) ctx.db = withoutMemos(ctx.db);
  app.decorate('ctx', ctx);
  // A body nested past any route's shape is refused before the parser or the NUL check walks it.
  refuseDeepJsonBodies(app);
  const liveMatchups = new LiveMatchups({
    db: openedDb,
    clock: ctx.clock,
    log: app.log,
    read: (input) => leagueWeekOf(ctx.db, input),
    readNflWeek: mayMemoize(ctx.db)
      ? (season, week) => nflWeekAt(ctx.db, { season, week })
      : undefined,
  });
  app.decorate('liveMatchups', liveMatchups);
  // Open streams never end by themselves: end them, so the server can close.
  app.addHook('preClose', async () => liveMatchups.close());
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.decorate(
    'passwordGate',
    createPasswordGate({
      atOnce: ctx.config.passwordChecksAtOnce,
      waiting: ctx.config.passwordChecksWaiting,
    }),
  );
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS' || route.url.startsWith('/docs')) continue;
      routeTable.push({
        method,
        url: route.url,
        access: route.config?.access,
        schema: route.schema as RouteEntry['schema'],
      });
    }
  });
  app.decorateRequest('userId', 0);
  app.decorateRequest('sessionToken', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Security headers on every answer (docs/decisions/012), found once (http/security-headers.ts).
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(fastifyCookie);
  await app.register(fastifyCors, {
    origin: (origin, callback) =>
      callback(null, !origin || ctx.config.corsOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  });
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(ctx.db),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Fangtasy Football API', version: '1.0.0' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list' },
    staticCSP: true,
    // Served over plain http on a developer's machine, and never framed.
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });

  // A change of state must come from the product's own pages, not from a form or a no-cors
  // fetch on someone else's page that rides on the member's cookie.
  app.addHook('onRequest', async (request) => {
    if (isCrossOriginWrite(request, ctx.config.corsOrigins))
      throw forbidden(MESSAGES.crossOriginRefused);
  });

  // Every call but those declared public and the docs needs a live server session. A cached
  // read checks it in the same query that reads the versions its answer depends on.
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
  // PostgreSQL text cannot hold NUL: refused as bad input of the field, before any query sees it.
  app.addHook('preValidation', async (request) => {
    const field =
      fieldWithNul(request.params) ?? fieldWithNul(request.query) ?? fieldWithNul(request.body);
    if (field === null) return;
    const name = field.split('.').findLast((segment) => !/^\d+$/.test(segment)) ?? field;
    throw badRequest(MESSAGES.nulCharacter(fieldLabelOf(name)));
  });
  if (readCache)
    app.addHook('onSend', async (request, reply, payload) =>
      readCache.store(request, reply, payload),
    );
  // Answers of 1 KB or more go out compressed (brotli at the plugin's light quality, else gzip):
  // a week's matchups is ~56 KB of JSON and ~8 KB on the wire, which a phone on a slow link feels.
  // Registered after the read cache's onSend: a cached read's answer comes to the plugin already
  // encoded (kept with the answer, made once per encoding), and the plugin passes it on. The
  // stream of /live (text/event-stream, written to the socket itself) is never compressed.
  await app.register(fastifyCompress, compressOptions);

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send({ status: 'error', message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply
        .code(400)
        .send({ status: 'error', message: first?.message ?? 'Invalid request.' });
    }
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode && statusCode >= 400 && statusCode < 500) {
      const message = statusCode === 429 ? MESSAGES.tooManyLoginAttempts : (error as Error).message;
      return reply.code(statusCode).send({ status: 'error', message });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a fault of this request, and no stack trace: the database is down or stalled, and
      // the api answers again by itself once it is back (the pool opens new connections).
      request.log.warn(`database unavailable: ${(error as Error).message}`);
      return reply
        .code(503)
        .header('retry-after', 5)
        .send({ status: 'error', message: MESSAGES.databaseUnavailable });
    }
    const code = pgErrorCode(error);
    if (code === PG_ERROR.uniqueViolation || code === PG_ERROR.exclusionViolation) {
      return reply
        .code(409)
        .send({ status: 'error', message: 'That change conflicts with the current league state.' });
    }
    if (code === PG_ERROR.serializationFailure || code === PG_ERROR.deadlockDetected) {
      return reply.code(409).send({
        status: 'error',
        message: 'The league changed at the same time. Please try again.',
      });
    }
    if (
      code === PG_ERROR.checkViolation ||
      code === PG_ERROR.foreignKeyViolation ||
      code === PG_ERROR.invalidTextRepresentation ||
      code === PG_ERROR.numericOutOfRange ||
      code === PG_ERROR.stringTooLong ||
      code === PG_ERROR.characterNotInRepertoire ||
      code === PG_ERROR.untranslatableCharacter
    ) {
      return reply.code(400).send({ status: 'error', message: 'Invalid request.' });
    }
    request.log.error(error);
    return reply.code(500).send({ status: 'error', message: 'Internal server error.' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ status: 'error', message: `No route ${request.method} ${request.url}` }),
  );

  // Each route's declared access, once the session is known and the request validated.
  applyRouteAccess(app);
  await registerRoutes(app);
  if (ctx.config.enableTestClock) await app.register(testClockRoutes);
  if (ctx.config.benchBaselineRoutes) await app.register(benchBaselineRoutes);
  return app;
}
