import type { WeekMatchups } from '../contract';
import { callRoute } from './client';

/** GET /matchups/getMatchupsByLeagueAndWeek/{league_id}/{week} — a week's matchups with live or final scores. */
export const getMatchupsByLeagueAndWeek = (leagueId: number, week: number): Promise<WeekMatchups> =>
  callRoute('GET /matchups/getMatchupsByLeagueAndWeek/:league_id/:week', {
    params: { league_id: leagueId, week },
  });
