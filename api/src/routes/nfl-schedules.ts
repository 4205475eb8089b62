import type { App } from '../app';
import { declared } from './declared';
import { teamGamesOfWeek } from '../services/nfl-schedule';

/**
 * The NFL schedule of a week, one entry per team. The spec names two calls for it (the schedule
 * list and the "game schedule" helper the roster and commissioner screens use); both answer alike.
 */
export async function nflScheduleRoutes(app: App): Promise<void> {
  for (const key of [
    'GET /nfl_schedules/getNFLSchedulesByYearAndWeek/:year/:week',
    'GET /nfl_schedules/getGameSchedules/:year/:week',
  ] as const) {
    app.route({
      ...declared(key),
      config: { access: 'signed-in' },
      handler: async (request) =>
        teamGamesOfWeek(app.ctx.db, request.params.year, request.params.week, app.ctx.clock.now()),
    });
  }
}
