import { nflScheduleEntrySchema } from '@fangtasy/shared/contract';
import { MESSAGES } from '@fangtasy/shared/domain';
import { seasonNumber, weekNumber } from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
import { teamGamesOfWeek } from '../services/nfl-schedule';

const params = z.object({
  year: seasonNumber('year', MESSAGES.scoreSeasonInvalid, true),
  week: weekNumber('week', MESSAGES.scoreWeekInvalid, true),
});

/**
 * The NFL schedule of a week, one entry per team. The spec names two calls for it (the schedule
 * list and the "game schedule" helper the roster and commissioner screens use); both answer alike.
 */
export async function nflScheduleRoutes(app: App): Promise<void> {
  for (const path of [
    '/nfl_schedules/getNFLSchedulesByYearAndWeek/:year/:week',
    '/nfl_schedules/getGameSchedules/:year/:week',
  ]) {
    app.get(
      path,
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['nfl schedule'],
          summary: "A week's NFL games, one entry per team playing (kickoff in US Eastern)",
          params,
          response: { 200: z.array(nflScheduleEntrySchema) },
        },
      },
      async (request) =>
        teamGamesOfWeek(app.ctx.db, request.params.year, request.params.week, app.ctx.clock.now()),
    );
  }
}
