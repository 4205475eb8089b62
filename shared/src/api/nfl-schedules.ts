import type { NflScheduleEntry } from '../contract';
import { callRoute } from './client';

/** GET /nfl_schedules/getNFLSchedulesByYearAndWeek/{year}/{week}. */
export const getNflSchedulesByYearAndWeek = (
  year: number,
  week: number,
): Promise<NflScheduleEntry[]> =>
  callRoute('GET /nfl_schedules/getNFLSchedulesByYearAndWeek/:year/:week', {
    params: { year, week },
  });

/** GET /nfl_schedules/getGameSchedules/{year}/{week} — the game schedule list, one entry per team. */
export const getGameSchedules = (year: number, week: number): Promise<NflScheduleEntry[]> =>
  callRoute('GET /nfl_schedules/getGameSchedules/:year/:week', { params: { year, week } });
