import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { sessionWithReadVersions, type SessionWithReadVersions } from '../auth/sessions';
import type { Clock } from '../clock';
import type { Db } from '../db/connect';
import { encode, encodingFor, markEncoded, type Encoding } from '../http/compression';

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
    /** The entity tag of a cacheable read's answer, sent with it when it is a 200. */
    readCacheEtag: string | null;
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

/**
 * The entity tag of an answer: a digest of everything the answer is a function of (caller, URL,
 * both read versions, clock bucket), so it changes exactly when the answer may. The caller is in
 * it because a browser keys its cache by URL alone: another member signing in on the same browser
 * must not be told his answer is the one the first member got. The tag is weak: the same answer
 * goes out brotli, gzip or plain by the caller's Accept-Encoding, byte-different but equivalent.
 */
const entityTag = (key: string) => `W/"${hash('sha256', key, 'base64url').slice(0, 27)}"`;

/** A tag without its weak mark: If-None-Match compares tags weakly (RFC 9110 13.1.2). */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether If-None-Match names the tag (a list, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map(opaque)
    .some((tag) => tag === opaque(etag) || tag === '*');
}

/**
 * Polled reads revalidate: the browser keeps the answer with its tag, asks again with
 * If-None-Match each time, and an unchanged answer costs a 304 with no body.
 */
const sendValidators = (reply: FastifyReply, etag: string) =>
  reply.header('etag', etag).header('cache-control', 'private, no-cache');

export interface ReadCache {
  /**
   * The session check of a cacheable read: checks the session and reads the versions in one
   * query, answers from the cache when it can ('answered': the reply is sent, nothing more may
   * run). Returns the session, or null when the route is not a cached read (the caller checks the
   * session itself).
   */
  checkSession(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string | null,
  ): Promise<SessionWithReadVersions | 'answered' | 'unauthorized' | null>;
  /**
   * Stores a computed answer and gives a 200 its entity tag (onSend, before the compress
   * plugin's): the payload to send on, encoded (and kept so) when the caller accepts it.
   */
  store(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>;
}

/** An answer as kept: its JSON, and each encoding of it some caller asked for, made once. */
interface KeptAnswer {
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The api's cache of heavy league reads (a member's roster, a week's matchups, the waiver wire):
 * an answer is reused only while the caller, the URL, the league's and the NFL data's read
 * versions and the clock's bucket are all unchanged. Versions come from the database on every
 * request, so a change made through any api process is seen at once; writes never read from it.
 */
export function createReadCache(db: Db, clock: Clock, megabytes: number): ReadCache | null {
  if (megabytes <= 0) return null;
  // Kept as bytes, with each encoding once made: a hit is written as it is, not encoded again.
  const answers = new LRUCache<string, KeptAnswer>({
    maxSize: megabytes * 1024 * 1024,
    sizeCalculation: (answer, key) =>
      answer.plain.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0) + key.length,
  });
  // Encodings under way, so callers asking at once for the same one share its making.
  const encoding = new Map<string, Promise<Buffer>>();
  const encoded = (key: string, answer: KeptAnswer, as: Encoding): Promise<Buffer> => {
    const kept = answer[as];
    if (kept) return Promise.resolve(kept);
    const id = `${as}|${key}`;
    let made = encoding.get(id);
    if (!made) {
      made = encode(as, answer.plain)
        .then((bytes) => {
          // Kept beside the answer while it is still the one held under its key.
          const current = answers.peek(key);
          if (current?.plain === answer.plain) answers.set(key, { ...current, [as]: bytes });
          return bytes;
        })
        .finally(() => encoding.delete(id));
      encoding.set(id, made);
    }
    return made;
  };
  /** The answer's bytes for this caller: encoded as its Accept-Encoding asks, or plain. */
  const bytesFor = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    answer: KeptAnswer,
  ): Promise<Buffer> => {
    const as = encodingFor(request, answer.plain.length);
    if (!as) return answer.plain;
    const bytes = await encoded(key, answer, as);
    markEncoded(reply, as);
    return bytes;
  };
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
      const etag = entityTag(key);
      const answer = answers.get(key);
      if (matches(request.headers['if-none-match'], etag)) {
        // Only a 200 ever carried this tag, from this process or another, and the answer is a
        // function of the key: it is unchanged, kept here or not.
        sendValidators(reply.header('x-read-cache', 'hit'), etag).code(304).send();
        return 'answered';
      }
      if (answer !== undefined) {
        const bytes = await bytesFor(request, reply, key, answer);
        sendValidators(reply.header('x-read-cache', 'hit'), etag)
          .type('application/json; charset=utf-8')
          .send(bytes);
        return 'answered';
      }
      reply.header('x-read-cache', 'miss');
      request.readCacheKey = key;
      request.readCacheEtag = etag;
      return session;
    },
    async store(request, reply, payload) {
      const key = request.readCacheKey;
      if (!key || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const answer: KeptAnswer = { plain: Buffer.from(payload) };
      answers.set(key, answer);
      if (request.readCacheEtag) sendValidators(reply, request.readCacheEtag);
      return bytesFor(request, reply, key, answer);
    },
  };
}
