import { waiverRunSchema, waiverWindowSchema } from '@fangtasy/shared/contract';
import { z } from 'zod';
import type { App } from '../app';
import { callerMembershipOf } from './access/check-access';
import { leagueWaiverRuns } from '../waivers/run-history';
import { waiverWindow } from '../waivers/waiver-window';
import { pathId } from './path-ids';

/** The waiver engine as a league member sees it: this week's window and the recorded runs. */
export async function waiverRunRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;

  app.get(
    '/waiver_runs/getWaiverWindow/:league_id',
    {
      config: { access: { kind: 'league-member', league: 'params.league_id' } },
      schema: {
        tags: ['waiver runs'],
        summary:
          "The league's waiver window by the server clock: claims before the waiver day, direct adds from it; the next weekly run",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: waiverWindowSchema },
      },
    },
    async (request) => {
      const membership = callerMembershipOf(request);
      return waiverWindow(db, membership.league_id, clock.now());
    },
  );

  app.get(
    '/waiver_runs/getWaiverRunsByLeagueId/:league_id',
    {
      config: { access: { kind: 'league-member', league: 'params.league_id' } },
      schema: {
        tags: ['waiver runs'],
        summary: "The league's recorded waiver runs (weekly and dropped players'), latest first",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: z.array(waiverRunSchema) },
      },
    },
    async (request) => {
      const membership = callerMembershipOf(request);
      return leagueWaiverRuns(db, membership.league_id);
    },
  );
}
