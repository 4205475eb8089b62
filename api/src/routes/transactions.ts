import { z } from 'zod';
import type { App } from '../app';
import { requireLeagueMember } from '../auth/access';
import { leagueTransactions } from '../services/transactions';
import { pathId } from './path-ids';

const transactionSchema = z.object({
  id: z.number(),
  league_id: z.number(),
  league_member_id: z.number(),
  kind: z.enum(['add', 'drop', 'waiver_won', 'waiver_failed', 'commish_add']),
  player_id: z.number(),
  player_name: z.string(),
  team_name: z.string().nullable(),
  bid: z.number().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});

export async function transactionRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/transactions/getByLeagueId/:league_id',
    {
      schema: {
        tags: ['transactions'],
        summary: "The league's transaction log, newest first; failed claims only to their owner",
        params: z.object({ league_id: pathId('league_id') }),
        response: {
          200: z.object({ status: z.literal('success'), data: z.array(transactionSchema) }),
        },
      },
    },
    async (request) => {
      const membership = await requireLeagueMember(db, request.params.league_id, request.userId);
      return {
        status: 'success' as const,
        data: await leagueTransactions(db, membership.league_id, membership.id),
      };
    },
  );
}
