import type { WeekMatchups } from '../contract';
import { getData, segment } from './client';

/** GET /matchups/getMatchupsByLeagueAndWeek/{league_id}/{week} — a week's matchups with live or final scores. */
export const getMatchupsByLeagueAndWeek = (leagueId: number, week: number): Promise<WeekMatchups> =>
  getData<WeekMatchups>(
    `/matchups/getMatchupsByLeagueAndWeek/${segment(leagueId)}/${segment(week)}`,
  );
