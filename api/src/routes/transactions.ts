import { leagueTransactionSchema } from '@fangtasy/shared/contract';
import { z } from 'zod';
import type { App } from '../app';
import { callerMembershipOf } from './access/check-access';
import { leagueTransactions } from '../services/transactions';
import { pathId } from './path-ids';

export async function transactionRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/transactions/getByLeagueId/:league_id',
    {
      config: { access: { kind: 'league-member', league: 'params.league_id' } },
      schema: {
        tags: ['transactions'],
        summary: "The league's transaction log, newest first; failed claims only to their owner",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: z.array(leagueTransactionSchema) },
      },
    },
    async (request) => {
      const membership = callerMembershipOf(request);
      return leagueTransactions(db, membership.league_id, membership.id);
    },
  );
}
