import { liveWeekSchema } from '@fangtasy/shared/contract';
import { MESSAGES } from '@fangtasy/shared/domain';
import { weekNumber } from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
import { requireLeagueMember } from '../auth/access';
import { hashToken } from '../auth/sessions';
import type { Watcher } from '../live/live-matchups';
import { memberWeekMatchups } from '../services/matchup-reads/league-week';
import { pathId } from './path-ids';

/** A comment line every 25 s keeps proxies and load balancers from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;
const KEEP_ALIVE = Buffer.from(': keep-alive\n\n');

const wantsStream = (accept: string | undefined) => /\btext\/event-stream\b/.test(accept ?? '');

/**
 * Live scores pushed (docs/decisions/015-live-scores-pushed.md): a member's one stream of a
 * league's week. With `Accept: text/event-stream` (EventSource) the answer is a Server-Sent
 * Events stream — the current state at once (unless Last-Event-ID names it), then each new state
 * as the league's data, the NFL data or the clock change it: whole (`matchups`), or with
 * `?changes=1` as the changes from the state the member holds (`matchups-changes`) where they
 * can say it; otherwise the current state once, as JSON.
 */
export async function liveRoutes(app: App): Promise<void> {
  app.get(
    '/live/matchups/:league_id/:week',
    {
      schema: {
        tags: ['matchups'],
        summary:
          "A league's week of matchups pushed live to its members (Server-Sent Events with Accept: text/event-stream; else JSON once)",
        params: z.object({
          league_id: pathId('league_id'),
          week: weekNumber('week', MESSAGES.scoreWeekInvalid, true),
        }),
        querystring: z.object({
          changes: z
            .literal('1')
            .optional()
            .describe('1: each new state as the changes from the one held (matchups-changes)'),
        }),
        response: { 200: liveWeekSchema },
      },
    },
    async (request, reply) => {
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
      await requireLeagueMember(app.ctx.db, leagueId, request.userId);
      const live = app.liveMatchups;

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
        sessionHash: hashToken(request.sessionToken ?? ''),
        lastEventId: typeof lastEventId === 'string' ? lastEventId : null,
        takesChanges: request.query.changes === '1',
        write: (frame) => raw.write(frame),
        close: () => raw.end(),
      };
      raw.on('drain', () => live.drained(leagueId, week, watcher));
      raw.on('close', () => {
        clearInterval(keepAlive);
        live.unwatch(leagueId, week, watcher);
      });
      await live.watch(leagueId, week, watcher);
      return reply;
    },
  );
}
