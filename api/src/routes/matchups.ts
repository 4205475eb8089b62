import type { App } from '../app';
import { declared } from './declared';
import { memberWeekMatchups } from '../services/matchup-reads/league-week';

/** The Matchups page's one call: a week's head-to-head matchups with live or final scores. */
export async function matchupRoutes(app: App): Promise<void> {
  app.route({
    ...declared('GET /matchups/getMatchupsByLeagueAndWeek/:league_id/:week'),
    config: {
      access: { kind: 'league-member-by-read', league: 'params.league_id' },
      cachedRead: { leagueIdIn: 'params' },
    },
    handler: async (request) => {
      return memberWeekMatchups(app.ctx.db, {
        leagueId: request.params.league_id,
        week: request.params.week,
        userId: request.userId,
        now: app.ctx.clock.now(),
      });
    },
  });
}
