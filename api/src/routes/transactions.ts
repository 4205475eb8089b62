import type { App } from '../app';
import { declared } from './declared';
import { callerMembershipOf } from './access/check-access';
import { leagueTransactions } from '../services/transactions';

export async function transactionRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.route({
    ...declared('GET /transactions/getByLeagueId/:league_id'),
    config: { access: { kind: 'league-member', league: 'params.league_id' } },
    handler: async (request) => {
      const membership = callerMembershipOf(request);
      return leagueTransactions(db, membership.league_id, membership.id);
    },
  });
}
