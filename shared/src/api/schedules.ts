import type { ScheduleEntry } from '../contract';
import { getData, segment } from './client';

/** GET /schedules/getSchedulesByLeagueId/{league_id} — the league's head-to-head matchups. */
export const getSchedulesByLeagueId = (leagueId: number): Promise<ScheduleEntry[]> =>
  getData<ScheduleEntry[]>(`/schedules/getSchedulesByLeagueId/${segment(leagueId)}`);
