import type { LeagueStandings } from '../contract';
import { callRoute } from './client';

/** GET /standings/getStandingsByLeagueId/{league_id} — W-L-T records, standings and the next match. */
export const getStandingsByLeagueId = (leagueId: number): Promise<LeagueStandings> =>
  callRoute('GET /standings/getStandingsByLeagueId/:league_id', {
    params: { league_id: leagueId },
  });
