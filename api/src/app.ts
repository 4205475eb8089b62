import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addRoutes } from './app/all-routes';
import { addDraftRooms } from './app/draft-rooms';
import { answerErrors } from './app/error-answers';
import { addLiveMatchups } from './app/live-matchups';
import { addOpenApiDocs } from './app/openapi-docs';
import { addPasswordGate } from './app/password-gate';
import { recordRouteTable } from './app/route-table';
import { addSecurity, refuseCrossOriginWrites } from './app/security';
import { createServer } from './app/server';
import { checkSessions, declareSessionFields } from './app/session-check';
import type { Clock } from './clock';
import type { ApiConfig } from './config';
import type { Db } from './db/connect';
import { withoutMemos } from './db/memos';
import { refuseDeepJsonBodies } from './http/body-depth';
import { compressAnswers } from './http/compression';
import { refuseNulCharacters } from './http/nul-characters';

export type { RouteEntry } from './app/route-table';

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
  }
}

export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Builds the api, one step a file (app/, http/). The order is Fastify's: hooks of one kind run
 * in the order they are added, and a plugin registered before a hook does not get it — so the
 * security headers come before the docs, the read cache's onSend before compression, and the
 * error answers and route access before the routes.
 */
export async function buildApp(ctx: AppContext, options: { logger?: boolean } = {}): Promise<App> {
  const app = createServer(ctx.config, options);
  // Changes are listened for on the database as opened (the handle below may be a twin of it).
  const openedDb = ctx.db;
  // READ_CACHE_MB=0 serves every read from the rows: no cached answers and no memos.
  if (ctx.config.readCacheMegabytes <= 0) ctx.db = withoutMemos(ctx.db);
  app.decorate('ctx', ctx);
  // A body nested past any route's shape is refused before the parser or the NUL check walks it.
  refuseDeepJsonBodies(app);
  addLiveMatchups(app, openedDb);
  addDraftRooms(app, openedDb);
  recordRouteTable(app);
  addPasswordGate(app);
  declareSessionFields(app);
  await addSecurity(app);
  await addOpenApiDocs(app);
  refuseCrossOriginWrites(app);
  checkSessions(app);
  refuseNulCharacters(app);
  await compressAnswers(app);
  answerErrors(app);
  await addRoutes(app);
  return app;
}
