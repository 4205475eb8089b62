import { currentFantasyWeekAnswerSchema, fantasyWeekSchema } from '@fangtasy/shared/contract';
import { MESSAGES } from '@fangtasy/shared/domain';
import { seasonNumber } from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
import { notFound } from '../errors';
import { currentFantasyWeek, listFantasyWeeks } from '../services/fantasy-weeks';

/** Fantasy weeks: the list, one year's weeks, and the week holding the league clock's now. */
export async function fantasyWeekRoutes(app: App): Promise<void> {
  app.get(
    '/fantasy_weeks/getFantasyWeeks',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['fantasy weeks'],
        summary: 'Every fantasy week, in calendar order',
        response: { 200: z.array(fantasyWeekSchema) },
      },
    },
    async () => listFantasyWeeks(app.ctx.db),
  );

  app.get(
    '/fantasy_weeks/getFantasyWeeksByYear/:year',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['fantasy weeks'],
        summary: "One NFL season's fantasy weeks; 404 when the season has none",
        params: z.object({ year: seasonNumber('year', MESSAGES.scoreSeasonInvalid, true) }),
        response: { 200: z.array(fantasyWeekSchema) },
      },
    },
    async (request) => {
      const weeks = await listFantasyWeeks(app.ctx.db, request.params.year);
      if (weeks.length === 0) throw notFound(`No fantasy weeks found for ${request.params.year}.`);
      return weeks;
    },
  );

  app.get(
    '/fantasy_weeks/current',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['fantasy weeks'],
        summary: 'The current fantasy week by the server clock (US Eastern); before week 1, week 1',
        response: { 200: currentFantasyWeekAnswerSchema },
      },
    },
    async () => {
      const lookup = await currentFantasyWeek(app.ctx.db, app.ctx.clock.now());
      if (!lookup.ok) throw notFound(lookup.message);
      const { year, week, begin_datetime, end_datetime } = lookup.week;
      return { status: 'success' as const, data: { year, week, begin_datetime, end_datetime } };
    },
  );
}
