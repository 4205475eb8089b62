import { scheduleEntrySchema } from '@fangtasy/shared/contract';
import { z } from 'zod';
import type { App } from '../app';
import { leagueSchedule } from '../services/league-schedule';
import { pathId } from './path-ids';

/** A league's head-to-head schedule with both teams' names, for its members. */
export async function scheduleRoutes(app: App): Promise<void> {
  app.get(
    '/schedules/getSchedulesByLeagueId/:league_id',
    {
      config: {
        access: { kind: 'league-member', league: 'params.league_id' },
        cachedRead: { leagueIdIn: 'params' },
      },
      schema: {
        tags: ['schedules'],
        summary: "A league's matchups by week (members only)",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: z.array(scheduleEntrySchema) },
      },
    },
    async (request) => {
      // An inactive league has no schedule yet: an empty list (the screen shows the spec's text).
      return leagueSchedule(app.ctx.db, {
        leagueId: request.params.league_id,
        userId: request.userId,
        now: app.ctx.clock.now(),
      });
    },
  );
}
