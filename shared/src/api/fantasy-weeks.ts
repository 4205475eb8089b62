import type { FantasyWeek } from '../contract';
import { callRoute } from './client';

/** GET /fantasy_weeks/getFantasyWeeks. */
export const getFantasyWeeks = (): Promise<FantasyWeek[]> =>
  callRoute('GET /fantasy_weeks/getFantasyWeeks');

/** GET /fantasy_weeks/getFantasyWeeksByYear/{year}. */
export const getFantasyWeeksByYear = (year: number): Promise<FantasyWeek[]> =>
  callRoute('GET /fantasy_weeks/getFantasyWeeksByYear/:year', { params: { year } });

/** GET /fantasy_weeks/current — the week the server's clock is in; rules §7.8: status and data (rules §4.21). */
export const getCurrentFantasyWeek = async (): Promise<FantasyWeek> =>
  (await callRoute('GET /fantasy_weeks/current')).data;
