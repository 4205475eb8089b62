import type { WeeklyStats, YearlyStats } from '../contract';
import { callRoute } from './client';

export interface WeeklyStatsQuery {
  player_ids: number[];
  season: number;
  week: number;
}

/** POST /weekly_stats/getWeeklyStatsByPlayerIdsSeasonAndWeek. */
export const getWeeklyStatsByPlayerIdsSeasonAndWeek = (
  query: WeeklyStatsQuery,
): Promise<WeeklyStats[]> =>
  callRoute('POST /weekly_stats/getWeeklyStatsByPlayerIdsSeasonAndWeek', { body: query });

/** GET /yearly_stats/getYearlyStatsByPlayerId/{player_id}. */
export const getYearlyStatsByPlayerId = (playerId: number): Promise<YearlyStats[]> =>
  callRoute('GET /yearly_stats/getYearlyStatsByPlayerId/:player_id', {
    params: { player_id: playerId },
  });

/** GET /yearly_stats/getYearlyStatsBySeason/{year}. */
export const getYearlyStatsBySeason = (year: number): Promise<YearlyStats[]> =>
  callRoute('GET /yearly_stats/getYearlyStatsBySeason/:year', { params: { year } });
