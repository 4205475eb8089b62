import type { App } from '../app';
import type { Db } from '../db/connect';
import { mayMemoize } from '../db/memos';
import { LiveMatchups } from '../live/live-matchups';
import { leagueWeekOf } from '../services/matchup-reads/league-week';
import { nflWeekAt } from '../services/matchup-reads/nfl-week';

declare module 'fastify' {
  interface FastifyInstance {
    /** The members' live streams of matchups (live/, docs/decisions/015). */
    liveMatchups: LiveMatchups;
  }
}

/**
 * The members' live streams of matchups, listening for changes on the database as opened
 * (`openedDb`: the app's handle may be a twin of it without memos), ended when the server closes.
 */
export function addLiveMatchups(app: App, openedDb: Db): void {
  const { ctx } = app;
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
}
