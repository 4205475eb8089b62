import type { WaiverRun, WaiverWindow } from '../contract';
import { callRoute } from './client';

/** GET /waiver_runs/getWaiverWindow/{league_id} — claims or direct adds, by the server clock. */
export const getWaiverWindow = (leagueId: number): Promise<WaiverWindow> =>
  callRoute('GET /waiver_runs/getWaiverWindow/:league_id', { params: { league_id: leagueId } });

/** GET /waiver_runs/getWaiverRunsByLeagueId/{league_id} — the league's runs, latest first. */
export const getWaiverRunsByLeagueId = (leagueId: number): Promise<WaiverRun[]> =>
  callRoute('GET /waiver_runs/getWaiverRunsByLeagueId/:league_id', {
    params: { league_id: leagueId },
  });
