import type { WaiverRun, WaiverWindow } from '../contract';
import { getData, segment } from './client';

/** GET /waiver_runs/getWaiverWindow/{league_id} — claims or direct adds, by the server clock. */
export const getWaiverWindow = (leagueId: number): Promise<WaiverWindow> =>
  getData<WaiverWindow>(`/waiver_runs/getWaiverWindow/${segment(leagueId)}`);

/** GET /waiver_runs/getWaiverRunsByLeagueId/{league_id} — the league's runs, latest first. */
export const getWaiverRunsByLeagueId = (leagueId: number): Promise<WaiverRun[]> =>
  getData<WaiverRun[]>(`/waiver_runs/getWaiverRunsByLeagueId/${segment(leagueId)}`);
