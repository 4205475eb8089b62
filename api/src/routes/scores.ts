import { weeklyScoresBodySchema } from '@fangtasy/shared/validation';
import { weeklyScoreSchema } from '@fangtasy/shared/contract';
import { z } from 'zod';
import type { App } from '../app';
import { weeklyScoresForPlayers } from '../services/weekly-scores';

/** Per-week player scores under a league's scoring rules (the spec's helper call). */
export async function scoreRoutes(app: App): Promise<void> {
  app.post(
    '/scores/getWeeklyScores',
    {
      config: { access: { kind: 'league-member', league: 'body.league_id' } },
      schema: {
        tags: ['scores'],
        summary: "Players' fantasy scores of a week under the league's rules; null before kickoff",
        body: weeklyScoresBodySchema,
        response: { 200: z.array(weeklyScoreSchema) },
      },
    },
    async (request) => {
      const { player_ids, week, season, league_id } = request.body;
      return weeklyScoresForPlayers(app.ctx.db, {
        playerIds: player_ids,
        season,
        week,
        leagueId: league_id,
        now: app.ctx.clock.now(),
      });
    },
  );
}
