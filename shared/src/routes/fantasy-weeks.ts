import { currentFantasyWeekAnswerSchema, fantasyWeekSchema } from '../contract';
import { MESSAGES } from '../domain';
import { seasonNumber } from '../validation';
import { z } from 'zod';
import { declareRoutes } from './declare';

/** Fantasy weeks: the list, one year's weeks, and the week holding the league clock. */
export const fantasyWeekRoutes = declareRoutes({
  'GET /fantasy_weeks/getFantasyWeeks': {
    tags: ['fantasy weeks'],
    summary: 'Every fantasy week, in calendar order',
    response: { 200: z.array(fantasyWeekSchema) },
  },
  'GET /fantasy_weeks/getFantasyWeeksByYear/:year': {
    tags: ['fantasy weeks'],
    summary: "One NFL season's fantasy weeks; 404 when the season has none",
    params: z.object({ year: seasonNumber('year', MESSAGES.scoreSeasonInvalid, true) }),
    response: { 200: z.array(fantasyWeekSchema) },
  },
  'GET /fantasy_weeks/current': {
    tags: ['fantasy weeks'],
    summary: 'The current fantasy week by the server clock (US Eastern); before week 1, week 1',
    response: { 200: currentFantasyWeekAnswerSchema },
  },
});
