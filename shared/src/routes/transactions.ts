import { leagueTransactionSchema } from '../contract';
import { z } from 'zod';
import { leagueIdParams } from './path-ids';
import { declareRoutes } from './declare';

/** A league's transaction log. */
export const transactionRoutes = declareRoutes({
  'GET /transactions/getByLeagueId/:league_id': {
    tags: ['transactions'],
    summary: "The league's transaction log, newest first; failed claims only to their owner",
    params: leagueIdParams,
    response: { 200: z.array(leagueTransactionSchema) },
  },
});
