import { weekMatchupsSchema } from '../contract';
import { MESSAGES } from '../domain';
import { weekNumber } from '../validation';
import { z } from 'zod';
import { pathId } from './path-ids';
import { declareRoutes } from './declare';

/** The Matchups page's one call: a week's head-to-head matchups with live scores. */
export const matchupRoutes = declareRoutes({
  'GET /matchups/getMatchupsByLeagueAndWeek/:league_id/:week': {
    tags: ['matchups'],
    summary:
      "A week's matchups with both lineups and every player's points (members only); live until the week is final",
    params: z.object({
      league_id: pathId('league_id'),
      week: weekNumber('week', MESSAGES.scoreWeekInvalid, true),
    }),
    response: { 200: weekMatchupsSchema },
  },
});
