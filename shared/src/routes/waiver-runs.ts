import { waiverRunSchema, waiverWindowSchema } from '../contract';
import { z } from 'zod';
import { leagueIdParams } from './path-ids';
import { declareRoutes } from './declare';

/** The waiver engine as a league member sees it: this week's window and the recorded runs. */
export const waiverRunRoutes = declareRoutes({
  'GET /waiver_runs/getWaiverWindow/:league_id': {
    tags: ['waiver runs'],
    summary:
      "The league's waiver window by the server clock: claims before the waiver day, direct adds from it; the next weekly run",
    params: leagueIdParams,
    response: { 200: waiverWindowSchema },
  },
  'GET /waiver_runs/getWaiverRunsByLeagueId/:league_id': {
    tags: ['waiver runs'],
    summary: "The league's recorded waiver runs (weekly and dropped players'), latest first",
    params: leagueIdParams,
    response: { 200: z.array(waiverRunSchema) },
  },
});
