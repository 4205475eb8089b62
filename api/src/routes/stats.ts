import { weeklyStatsSchema, yearlyStatsSchema } from '@fangtasy/shared/contract';
import { MESSAGES } from '@fangtasy/shared/domain';
import {
  STATS_REQUEST_MAX_PLAYERS,
  seasonNumber,
  textId,
  weekNumber,
} from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
import { countedWeeklyStats, yearlyStats } from '../services/player-stats';

/** Weekly and yearly player stats; a game's stats count from its kickoff on the league clock. */
export async function statsRoutes(app: App): Promise<void> {
  app.post(
    '/weekly_stats/getWeeklyStatsByPlayerIdsSeasonAndWeek',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['stats'],
        summary: "Players' stats of one week (games kicked off only)",
        body: z.object({
          player_ids: z
            .array(textId('player_ids', MESSAGES.scorePlayerIdsInvalid), {
              error: MESSAGES.scorePlayerIdsInvalid,
            })
            .max(STATS_REQUEST_MAX_PLAYERS, MESSAGES.scorePlayerIdsInvalid),
          season: seasonNumber('season', MESSAGES.scoreSeasonInvalid, true),
          week: weekNumber('week', MESSAGES.scoreWeekInvalid, true),
        }),
        response: { 200: z.array(weeklyStatsSchema) },
      },
    },
    async (request) => {
      const { player_ids, season, week } = request.body;
      return countedWeeklyStats(app.ctx.db, player_ids, season, week, app.ctx.clock.now());
    },
  );

  app.get(
    '/yearly_stats/getYearlyStatsByPlayerId/:player_id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['stats'],
        summary: "A player's stats per season (games kicked off only)",
        params: z.object({ player_id: textId('player_id', MESSAGES.invalidPlayerOrLeague) }),
        response: { 200: z.array(yearlyStatsSchema) },
      },
    },
    async (request) =>
      yearlyStats(app.ctx.db, { playerId: request.params.player_id }, app.ctx.clock.now()),
  );

  app.get(
    '/yearly_stats/getYearlyStatsBySeason/:year',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['stats'],
        summary: "Every player's stats of a season (games kicked off only)",
        params: z.object({ year: seasonNumber('year', MESSAGES.scoreSeasonInvalid, true) }),
        response: { 200: z.array(yearlyStatsSchema) },
      },
    },
    async (request) =>
      yearlyStats(app.ctx.db, { season: request.params.year }, app.ctx.clock.now()),
  );
}
