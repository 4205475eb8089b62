import type { LeagueStandings } from '../contract';
import { getData, segment } from './client';

/** GET /standings/getStandingsByLeagueId/{league_id} — W-L-T records, standings and the next match. */
export const getStandingsByLeagueId = (leagueId: number): Promise<LeagueStandings> =>
  getData<LeagueStandings>(`/standings/getStandingsByLeagueId/${segment(leagueId)}`);
