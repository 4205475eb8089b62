import type { App } from '../app';
import { declared } from './declared';
import { weeklyScoresForPlayers } from '../services/weekly-scores';

/** Per-week player scores under a league's scoring rules (the spec's helper call). */
export async function scoreRoutes(app: App): Promise<void> {
  app.route({
    ...declared('POST /scores/getWeeklyScores'),
    config: { access: { kind: 'league-member', league: 'body.league_id' } },
    handler: async (request) => {
      const { player_ids, week, season, league_id } = request.body;
      return weeklyScoresForPlayers(app.ctx.db, {
        playerIds: player_ids,
        season,
        week,
        leagueId: league_id,
        now: app.ctx.clock.now(),
      });
    },
  });
}
