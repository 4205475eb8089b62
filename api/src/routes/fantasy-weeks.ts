import type { App } from '../app';
import { declared } from './declared';
import { notFound } from '../errors';
import { currentFantasyWeek, listFantasyWeeks } from '../services/fantasy-weeks';

/** Fantasy weeks: the list, one year's weeks, and the week holding the league clock's now. */
export async function fantasyWeekRoutes(app: App): Promise<void> {
  app.route({
    ...declared('GET /fantasy_weeks/getFantasyWeeks'),
    config: { access: 'signed-in' },
    handler: async () => listFantasyWeeks(app.ctx.db),
  });

  app.route({
    ...declared('GET /fantasy_weeks/getFantasyWeeksByYear/:year'),
    config: { access: 'signed-in' },
    handler: async (request) => {
      const weeks = await listFantasyWeeks(app.ctx.db, request.params.year);
      if (weeks.length === 0) throw notFound(`No fantasy weeks found for ${request.params.year}.`);
      return weeks;
    },
  });

  app.route({
    ...declared('GET /fantasy_weeks/current'),
    config: { access: 'signed-in' },
    handler: async () => {
      const lookup = await currentFantasyWeek(app.ctx.db, app.ctx.clock.now());
      if (!lookup.ok) throw notFound(lookup.message);
      const { year, week, begin_datetime, end_datetime } = lookup.week;
      return { status: 'success' as const, data: { year, week, begin_datetime, end_datetime } };
    },
  });
}
