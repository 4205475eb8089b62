import type { LeagueTransaction } from '../contract';
import { getData, segment } from './client';

/** GET /transactions/getByLeagueId/{league_id} — the league's transaction log. */
export const getTransactionsByLeagueId = (leagueId: number): Promise<LeagueTransaction[]> =>
  getData<LeagueTransaction[]>(`/transactions/getByLeagueId/${segment(leagueId)}`);
