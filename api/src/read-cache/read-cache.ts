import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { sessionWithReadVersions, type SessionWithReadVersions } from '../auth/sessions';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Answers of this GET are cached per caller under the league's read versions (migration
     * 004); names where the request carries the league id.
     */
    cachedRead?: { leagueIdIn: 'params' | 'query' };
  }
  interface FastifyRequest {
    /** Set while a cacheable answer is being computed: where onSend stores it. */
    readCacheKey: string | null;
  }
}

const MAX_SERIAL = 2_147_483_647;
const MINUTE = 60_000;

/** The league id a cached read names, or null when it is absent or not an id (validation answers). */
function leagueIdOf(request: FastifyRequest): number | null {
  const where = request.routeOptions.config?.cachedRead?.leagueIdIn;
  if (!where) return null;
  const source = (where === 'params' ? request.params : request.query) as
    Record<string, unknown> | undefined;
  const raw = source?.league_id;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_SERIAL ? id : null;
}

/**
 * Answers depend on the league clock as well as on the data: a fixed clock (tests, demos) keys
 * them to the instant, real time to the minute. Kickoffs, week starts and waiver days fall on
 * whole minutes, so an answer never outlives one of them.
 */
const timeBucket = (clock: Clock) =>
  clock.isFixed() ? `t${clock.now().getTime()}` : `m${Math.floor(clock.now().getTime() / MINUTE)}`;

export interface ReadCache {
  /**
   * The session check of a cacheable read: checks the session and reads the versions in one
   * query, answers from the cache when it can. Returns the session, or null when the route is not
   * a cached read (the caller checks the session itself).
   */
  checkSession(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string | null,
  ): Promise<SessionWithReadVersions | 'unauthorized' | null>;
  /** Stores a computed answer (onSend). */
  store(request: FastifyRequest, statusCode: number, payload: unknown): void;
}

/**
 * The api's cache of heavy league reads (a member's roster, a week's matchups, the waiver wire):
 * an answer is reused only while the caller, the URL, the league's and the NFL data's read
 * versions and the clock's bucket are all unchanged. Versions come from the database on every
 * request, so a change made through any api process is seen at once; writes never read from it.
 */
export function createReadCache(db: Db, clock: Clock, megabytes: number): ReadCache | null {
  if (megabytes <= 0) return null;
  const answers = new LRUCache<string, string>({
    maxSize: megabytes * 1024 * 1024,
    sizeCalculation: (answer, key) => answer.length + key.length,
  });
  return {
    async checkSession(request, reply, token) {
      const leagueId = leagueIdOf(request);
      if (leagueId === null) return null;
      const session = token ? await sessionWithReadVersions(db, token, leagueId) : null;
      if (!session) return 'unauthorized';
      const key = [
        session.userId,
        request.method,
        request.url,
        session.leagueVersion,
        session.nflVersion,
        timeBucket(clock),
      ].join('|');
      const answer = answers.get(key);
      if (answer !== undefined) {
        reply.header('x-read-cache', 'hit').type('application/json; charset=utf-8').send(answer);
      } else {
        reply.header('x-read-cache', 'miss');
        request.readCacheKey = key;
      }
      return session;
    },
    store(request, statusCode, payload) {
      if (request.readCacheKey && statusCode === 200 && typeof payload === 'string')
        answers.set(request.readCacheKey, payload);
    },
  };
}
