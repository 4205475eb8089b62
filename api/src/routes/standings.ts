import type { App } from '../app';
import { declared } from './declared';
import { leagueStandings } from '../services/standings';

/** W-L-T records, streaks and standings from final matchups, with the caller's next match. */
export async function standingRoutes(app: App): Promise<void> {
  app.route({
    ...declared('GET /standings/getStandingsByLeagueId/:league_id'),
    config: {
      access: { kind: 'league-member', league: 'params.league_id' },
      cachedRead: { leagueIdIn: 'params' },
    },
    handler: async (request) => {
      return leagueStandings(app.ctx.db, {
        leagueId: request.params.league_id,
        userId: request.userId,
        now: app.ctx.clock.now(),
      });
    },
  });
}
