import { liveWeekSchema } from '../contract';
import { MESSAGES } from '../domain';
import { weekNumber } from '../validation';
import { z } from 'zod';
import { pathId } from './path-ids';
import { declareRoutes } from './declare';

/** Live scores pushed (docs/decisions/015-live-scores-pushed.md): a member's stream of a league's week. */
export const liveRoutes = declareRoutes({
  'GET /live/matchups/:league_id/:week': {
    tags: ['matchups'],
    summary:
      "A league's week of matchups pushed live to its members (Server-Sent Events with Accept: text/event-stream; else JSON once)",
    params: z.object({
      league_id: pathId('league_id'),
      week: weekNumber('week', MESSAGES.scoreWeekInvalid, true),
    }),
    querystring: z.object({
      changes: z
        .literal('1')
        .optional()
        .describe('1: each new state as the changes from the one held (matchups-changes)'),
    }),
    response: { 200: liveWeekSchema },
  },
});
