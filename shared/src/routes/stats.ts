import { weeklyStatsSchema, yearlyStatsSchema } from '../contract';
import { MESSAGES } from '../domain';
import { STATS_REQUEST_MAX_PLAYERS, seasonNumber, textId, weekNumber } from '../validation';
import { z } from 'zod';
import { declareRoutes } from './declare';

/** Weekly and yearly player stats. */
export const statsRoutes = declareRoutes({
  'POST /weekly_stats/getWeeklyStatsByPlayerIdsSeasonAndWeek': {
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
  'GET /yearly_stats/getYearlyStatsByPlayerId/:player_id': {
    tags: ['stats'],
    summary: "A player's stats per season (games kicked off only)",
    params: z.object({ player_id: textId('player_id', MESSAGES.invalidPlayerOrLeague) }),
    response: { 200: z.array(yearlyStatsSchema) },
  },
  'GET /yearly_stats/getYearlyStatsBySeason/:year': {
    tags: ['stats'],
    summary: "Every player's stats of a season (games kicked off only)",
    params: z.object({ year: seasonNumber('year', MESSAGES.scoreSeasonInvalid, true) }),
    response: { 200: z.array(yearlyStatsSchema) },
  },
});
