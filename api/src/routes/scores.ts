import { weeklyScoresBodySchema } from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
import { requireLeagueMember } from '../auth/access';
import { weeklyScoresForPlayers } from '../services/weekly-scores';
import { statLineSchema } from './stats';

const weeklyScore = z.object({
  player_id: z.number(),
  fantasyScore: z.number().nullable(),
  weeklyStats: statLineSchema.nullable(),
});

/** Per-week player scores under a league's scoring rules (the spec's helper call). */
export async function scoreRoutes(app: App): Promise<void> {
  app.post(
    '/scores/getWeeklyScores',
    {
      schema: {
        tags: ['scores'],
        summary: "Players' fantasy scores of a week under the league's rules; null before kickoff",
        body: weeklyScoresBodySchema,
        response: { 200: z.object({ status: z.literal('success'), data: z.array(weeklyScore) }) },
      },
    },
    async (request) => {
      const { player_ids, week, season, league_id } = request.body;
      await requireLeagueMember(app.ctx.db, league_id, request.userId);
      const data = await weeklyScoresForPlayers(app.ctx.db, {
        playerIds: player_ids,
        season,
        week,
        leagueId: league_id,
        now: app.ctx.clock.now(),
      });
      return { status: 'success' as const, data };
    },
  );
}
