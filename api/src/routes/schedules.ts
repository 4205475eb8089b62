import { MESSAGES } from '@fangtasy/shared/domain';
import { z } from 'zod';
import type { App } from '../app';
import { leagueSchedule } from '../services/league-schedule';

const matchup = z.object({
  id: z.number(),
  league_id: z.number(),
  week: z.number(),
  home_league_member: z.number(),
  away_league_member: z.number(),
  home_score: z.number().nullable(),
  away_score: z.number().nullable(),
  is_final: z.number(),
  home_team_name: z.string().nullable(),
  away_team_name: z.string().nullable(),
});

/** A league's head-to-head schedule with both teams' names, for its members. */
export async function scheduleRoutes(app: App): Promise<void> {
  app.get(
    '/schedules/getSchedulesByLeagueId/:league_id',
    {
      config: { cachedRead: { leagueIdIn: 'params' } },
      schema: {
        tags: ['schedules'],
        summary: "A league's matchups by week (members only)",
        params: z.object({ league_id: z.coerce.number().int().positive() }),
        response: {
          200: z.object({
            status: z.literal('success'),
            message: z.string().optional(),
            data: z.array(matchup),
          }),
        },
      },
    },
    async (request) => {
      const data = await leagueSchedule(app.ctx.db, {
        leagueId: request.params.league_id,
        userId: request.userId,
        now: app.ctx.clock.now(),
      });
      // An inactive league has no schedule yet; the screen shows the spec's text.
      return data.length === 0
        ? { status: 'success' as const, message: MESSAGES.noSchedules, data }
        : { status: 'success' as const, data };
    },
  );
}
