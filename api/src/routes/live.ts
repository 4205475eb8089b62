import { MESSAGES, TIMINGS } from '@fangtasy/shared/domain';
import type { App } from '../app';
import { declared } from './declared';
import { hashToken } from '../auth/sessions';
import type { Watcher } from '../live/live-matchups';
import { StreamLimits, type StreamRefusal } from '../live/stream-limits';
import { serviceUnavailable, tooManyRequests } from '../errors';
import { memberWeekMatchups } from '../services/matchup-reads/league-week';

/** A comment line every 25 s keeps proxies and load balancers from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;
const KEEP_ALIVE = Buffer.from(': keep-alive\n\n');

const wantsStream = (accept: string | undefined) => /\btext\/event-stream\b/.test(accept ?? '');

/** A refused stream is asked back after a poll's beat: the page polls meanwhile. */
const RETRY_AFTER_SECONDS = Math.round(TIMINGS.liveRefreshMs / 1000);

/** The process is full: 503 (try later, anyone); a session or member over its own share: 429. */
const refusalOf = (refused: StreamRefusal) =>
  refused === 'process'
    ? serviceUnavailable(MESSAGES.liveStreamsFull)
    : tooManyRequests(MESSAGES.tooManyLiveStreams);

/**
 * Live scores pushed (docs/decisions/015-live-scores-pushed.md): a member's one stream of a
 * league's week. With `Accept: text/event-stream` (EventSource) the answer is a Server-Sent
 * Events stream — the current state at once (unless Last-Event-ID names it), then each new state
 * as the league's data, the NFL data or the clock change it: whole (`matchups`), or with
 * `?changes=1` as the changes from the state the member holds (`matchups-changes`) where they
 * can say it; otherwise the current state once, as JSON.
 */
export async function liveRoutes(app: App): Promise<void> {
  const { config } = app.ctx;
  const limits = new StreamLimits({
    perSession: config.liveStreamsPerSession,
    perMember: config.liveStreamsPerMember,
    perProcess: config.liveStreamsMax,
  });
  app.route({
    ...declared('GET /live/matchups/:league_id/:week'),
    config: { access: { kind: 'league-member', league: 'params.league_id' } },
    handler: async (request, reply) => {
      const { league_id: leagueId, week } = request.params;
      if (!wantsStream(request.headers.accept)) {
        const { own_league_member_id: _own, ...state } = await memberWeekMatchups(app.ctx.db, {
          leagueId,
          week,
          userId: request.userId,
          now: app.ctx.clock.now(),
        });
        return state;
      }
      const live = app.liveMatchups;
      const sessionHash = hashToken(request.sessionToken ?? '');
      const place = limits.take({ userId: request.userId, sessionHash });
      if ('refused' in place) {
        reply.header('retry-after', RETRY_AFTER_SECONDS);
        throw refusalOf(place.refused);
      }

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
      const lastEventId = request.headers['last-event-id'];
      const watcher: Watcher = {
        userId: request.userId,
        sessionHash,
        lastEventId: typeof lastEventId === 'string' ? lastEventId : null,
        takesChanges: request.query.changes === '1',
        write: (frame) => raw.write(frame),
        close: () => raw.end(),
      };
      raw.on('drain', () => live.drained(leagueId, week, watcher));
      const closed = () => {
        clearInterval(keepAlive);
        place.release();
        live.unwatch(leagueId, week, watcher);
      };
      raw.on('close', closed);
      // Gone already (the client left while its membership was checked): no close will come.
      if (raw.destroyed) {
        closed();
        return reply;
      }
      await live.watch(leagueId, week, watcher);
      return reply;
    },
  });
}
