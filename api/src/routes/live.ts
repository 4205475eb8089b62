import { liveWeekSchema } from '@fangtasy/shared/contract';
import { MESSAGES } from '@fangtasy/shared/domain';
import { weekNumber } from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
import { requireLeagueMember } from '../auth/access';
import { hashToken } from '../auth/sessions';
import type { LiveEvent, Watcher } from '../live/live-matchups';
import { pathId } from './path-ids';

/** A comment line every 25 s keeps proxies and load balancers from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

const wantsStream = (accept: string | undefined) => /\btext\/event-stream\b/.test(accept ?? '');

/**
 * Live scores pushed (docs/decisions/015-live-scores-pushed.md): a member's one stream of a
 * league's week. With `Accept: text/event-stream` (EventSource) the answer is a Server-Sent
 * Events stream — the current state at once (unless Last-Event-ID names it), then each new state
 * as the league's data, the NFL data or the clock change it; otherwise the current state once,
 * as JSON.
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
        response: { 200: liveWeekSchema },
      },
    },
    async (request, reply) => {
      const { league_id: leagueId, week } = request.params;
      await requireLeagueMember(app.ctx.db, leagueId, request.userId);
      const live = app.liveMatchups;
      if (!wantsStream(request.headers.accept)) {
        return live.current(leagueId, week, request.userId);
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
      let waiting: LiveEvent | null = null;
      const write = (event: LiveEvent) => {
        // A member whose connection is slow gets the newest state when it drains, not a backlog.
        if (raw.writableNeedDrain) {
          waiting = event;
          return;
        }
        raw.write(`id: ${event.id}\nevent: matchups\ndata: ${event.data}\n\n`);
      };
      raw.on('drain', () => {
        const next = waiting;
        waiting = null;
        if (next) write(next);
      });
      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const lastEventId = request.headers['last-event-id'];
      const watcher: Watcher = {
        userId: request.userId,
        sessionHash: hashToken(request.sessionToken ?? ''),
        lastEventId: typeof lastEventId === 'string' ? lastEventId : null,
        send: write,
        close: () => raw.end(),
      };
      raw.on('close', () => {
        clearInterval(keepAlive);
        live.unwatch(leagueId, week, watcher);
      });
      await live.watch(leagueId, week, watcher);
      return reply;
    },
  );
}
