import type { NflScheduleEntry } from '../contract';
import { getData, segment } from './client';

/** GET /nfl_schedules/getNFLSchedulesByYearAndWeek/{year}/{week}. */
export const getNflSchedulesByYearAndWeek = (
  year: number,
  week: number,
): Promise<NflScheduleEntry[]> =>
  getData<NflScheduleEntry[]>(
    `/nfl_schedules/getNFLSchedulesByYearAndWeek/${segment(year)}/${segment(week)}`,
  );

/** GET /nfl_schedules/getGameSchedules/{year}/{week} — the game schedule list, one entry per team. */
export const getGameSchedules = (year: number, week: number): Promise<NflScheduleEntry[]> =>
  getData<NflScheduleEntry[]>(`/nfl_schedules/getGameSchedules/${segment(year)}/${segment(week)}`);
