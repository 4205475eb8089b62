import { MESSAGES, TIMINGS } from '@fangtasy/shared/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { AppContext } from '../app';
import { hashToken } from '../auth/sessions';
import { serviceUnavailable, tooManyRequests } from '../errors';
import { StreamLimits } from '../live/stream-limits';

/*
 * What every Server-Sent Events route of the api shares (live scores, decision 015; the draft
 * room, decision 058): who asks for a stream, the one set of stream limits of the process, the
 * refusals, and the stream's head and keep-alive.
 */

/** A comment line every 25 s keeps proxies and load balancers from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;
const KEEP_ALIVE = Buffer.from(': keep-alive\n\n');

/** A refused stream is asked back after a poll's beat: the page polls meanwhile. */
const RETRY_AFTER_SECONDS = Math.round(TIMINGS.liveRefreshMs / 1000);

/** Whether the request asks for a stream (EventSource's Accept) rather than one answer. */
export const wantsStream = (request: FastifyRequest): boolean =>
  /\btext\/event-stream\b/.test(request.headers.accept ?? '');

const limitsByContext = new WeakMap<AppContext, StreamLimits>();

/** The process's stream limits, one set for every stream route of an app. */
function limitsOf(ctx: AppContext): StreamLimits {
  let limits = limitsByContext.get(ctx);
  if (!limits) {
    limits = new StreamLimits({
      perSession: ctx.config.liveStreamsPerSession,
      perMember: ctx.config.liveStreamsPerMember,
      perProcess: ctx.config.liveStreamsMax,
    });
    limitsByContext.set(ctx, limits);
  }
  return limits;
}

/**
 * Holds a stream's place under the limits, or refuses it: the process full, 503 (try later,
 * anyone); a session or member over its own share, 429 — with Retry-After either way.
 */
export function takeStreamPlace(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const sessionHash = hashToken(request.sessionToken ?? '');
  const place = limitsOf(ctx).take({ userId: request.userId, sessionHash });
  if ('refused' in place) {
    reply.header('retry-after', RETRY_AFTER_SECONDS);
    throw place.refused === 'process'
      ? serviceUnavailable(MESSAGES.liveStreamsFull)
      : tooManyRequests(MESSAGES.tooManyLiveStreams);
  }
  return { release: place.release, sessionHash };
}

/**
 * Takes the answer over as an event stream: its head, a reconnection hint, and a keep-alive
 * comment until the connection closes.
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 3000\n\n');
  const keepAlive = setInterval(() => raw.write(KEEP_ALIVE), KEEP_ALIVE_MS);
  raw.on('close', () => clearInterval(keepAlive));
  // Gone already (the client left while the request was checked): no close will come.
  if (raw.destroyed) clearInterval(keepAlive);
  return raw;
}
