import type { App } from '../app';
import { declared } from './declared';
import type { Watcher } from '../live/live-matchups';
import { memberWeekMatchups } from '../services/matchup-reads/league-week';
import { openEventStream, takeStreamPlace, wantsStream } from './event-streams';

/**
 * Live scores pushed (docs/decisions/015-live-scores-pushed.md): a member's one stream of a
 * league's week. With `Accept: text/event-stream` (EventSource) the answer is a Server-Sent
 * Events stream — the current state at once (unless Last-Event-ID names it), then each new state
 * as the league's data, the NFL data or the clock change it: whole (`matchups`), or with
 * `?changes=1` as the changes from the state the member holds (`matchups-changes`) where they
 * can say it; otherwise the current state once, as JSON.
 */
export async function liveRoutes(app: App): Promise<void> {
  app.route({
    ...declared('GET /live/matchups/:league_id/:week'),
    config: { access: { kind: 'league-member', league: 'params.league_id' } },
    handler: async (request, reply) => {
      const { league_id: leagueId, week } = request.params;
      if (!wantsStream(request)) {
        const { own_league_member_id: _own, ...state } = await memberWeekMatchups(app.ctx.db, {
          leagueId,
          week,
          userId: request.userId,
          now: app.ctx.clock.now(),
        });
        return state;
      }
      const live = app.liveMatchups;
      const { release, sessionHash } = takeStreamPlace(app.ctx, request, reply);
      const raw = openEventStream(reply);
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
        release();
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
