import type { App } from '../app';
import { declared } from './declared';
import { callerMembershipOf } from './access/check-access';
import { leagueWaiverRuns } from '../waivers/run-history';
import { waiverWindow } from '../waivers/waiver-window';

/** The waiver engine as a league member sees it: this week's window and the recorded runs. */
export async function waiverRunRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;

  app.route({
    ...declared('GET /waiver_runs/getWaiverWindow/:league_id'),
    config: { access: { kind: 'league-member', league: 'params.league_id' } },
    handler: async (request) => {
      const membership = callerMembershipOf(request);
      return waiverWindow(db, membership.league_id, clock.now());
    },
  });

  app.route({
    ...declared('GET /waiver_runs/getWaiverRunsByLeagueId/:league_id'),
    config: { access: { kind: 'league-member', league: 'params.league_id' } },
    handler: async (request) => {
      const membership = callerMembershipOf(request);
      return leagueWaiverRuns(db, membership.league_id);
    },
  });
}
