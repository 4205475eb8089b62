import type { ScheduleEntry } from '../contract';
import { callRoute } from './client';

/** GET /schedules/getSchedulesByLeagueId/{league_id} — the league's head-to-head matchups. */
export const getSchedulesByLeagueId = (leagueId: number): Promise<ScheduleEntry[]> =>
  callRoute('GET /schedules/getSchedulesByLeagueId/:league_id', {
    params: { league_id: leagueId },
  });
