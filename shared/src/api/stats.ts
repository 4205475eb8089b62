import type { WeeklyStats, YearlyStats } from '../contract';
import { getData, postData, segment } from './client';

export interface WeeklyStatsQuery {
  player_ids: number[];
  season: number;
  week: number;
}

/** POST /weekly_stats/getWeeklyStatsByPlayerIdsSeasonAndWeek. */
export const getWeeklyStatsByPlayerIdsSeasonAndWeek = (
  query: WeeklyStatsQuery,
): Promise<WeeklyStats[]> =>
  postData<WeeklyStats[]>('/weekly_stats/getWeeklyStatsByPlayerIdsSeasonAndWeek', query);

/** GET /yearly_stats/getYearlyStatsByPlayerId/{player_id}. */
export const getYearlyStatsByPlayerId = (playerId: number): Promise<YearlyStats[]> =>
  getData<YearlyStats[]>(`/yearly_stats/getYearlyStatsByPlayerId/${segment(playerId)}`);

/** GET /yearly_stats/getYearlyStatsBySeason/{year}. */
export const getYearlyStatsBySeason = (year: number): Promise<YearlyStats[]> =>
  getData<YearlyStats[]>(`/yearly_stats/getYearlyStatsBySeason/${segment(year)}`);
