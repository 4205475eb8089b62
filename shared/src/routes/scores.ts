import { weeklyScoresBodySchema } from '../validation';
import { weeklyScoreSchema } from '../contract';
import { z } from 'zod';
import { declareRoutes } from './declare';

/** Per-week player scores under a league's scoring rules (the spec's helper call). */
export const scoreRoutes = declareRoutes({
  'POST /scores/getWeeklyScores': {
    tags: ['scores'],
    summary: "Players' fantasy scores of a week under the league's rules; null before kickoff",
    body: weeklyScoresBodySchema,
    response: { 200: z.array(weeklyScoreSchema) },
  },
});
