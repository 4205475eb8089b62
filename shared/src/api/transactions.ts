import type { LeagueTransaction } from '../contract';
import { callRoute } from './client';

/** GET /transactions/getByLeagueId/{league_id} — the league's transaction log. */
export const getTransactionsByLeagueId = (leagueId: number): Promise<LeagueTransaction[]> =>
  callRoute('GET /transactions/getByLeagueId/:league_id', { params: { league_id: leagueId } });
