import type { App } from '../app';
import { declared } from './declared';
import { countedWeeklyStats, yearlyStats } from '../services/player-stats';

/** Weekly and yearly player stats; a game's stats count from its kickoff on the league clock. */
export async function statsRoutes(app: App): Promise<void> {
  app.route({
    ...declared('POST /weekly_stats/getWeeklyStatsByPlayerIdsSeasonAndWeek'),
    config: { access: 'signed-in' },
    handler: async (request) => {
      const { player_ids, season, week } = request.body;
      return countedWeeklyStats(app.ctx.db, player_ids, season, week, app.ctx.clock.now());
    },
  });

  app.route({
    ...declared('GET /yearly_stats/getYearlyStatsByPlayerId/:player_id'),
    config: { access: 'signed-in' },
    handler: async (request) =>
      yearlyStats(app.ctx.db, { playerId: request.params.player_id }, app.ctx.clock.now()),
  });

  app.route({
    ...declared('GET /yearly_stats/getYearlyStatsBySeason/:year'),
    config: { access: 'signed-in' },
    handler: async (request) =>
      yearlyStats(app.ctx.db, { season: request.params.year }, app.ctx.clock.now()),
  });
}
