import { scheduleEntrySchema } from '../contract';
import { z } from 'zod';
import { leagueIdParams } from './path-ids';
import { declareRoutes } from './declare';

/** A league's head-to-head schedule. */
export const scheduleRoutes = declareRoutes({
  'GET /schedules/getSchedulesByLeagueId/:league_id': {
    tags: ['schedules'],
    summary: "A league's matchups by week (members only)",
    params: leagueIdParams,
    response: { 200: z.array(scheduleEntrySchema) },
  },
});
