import { MESSAGES } from '@fangtasy/shared/domain';
import { z } from 'zod';
import type { App } from '../app';
import { requireLeagueMember } from '../auth/access';
import { pathId } from './path-ids';

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
        params: z.object({ league_id: pathId('league_id') }),
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
      const leagueId = request.params.league_id;
      await requireLeagueMember(app.ctx.db, leagueId, request.userId);
      const data = await app.ctx.db
        .selectFrom('schedules as s')
        .innerJoin('league_members as home', 'home.id', 's.home_league_member')
        .innerJoin('league_members as away', 'away.id', 's.away_league_member')
        .select([
          's.id',
          's.league_id',
          's.week',
          's.home_league_member',
          's.away_league_member',
          's.home_score',
          's.away_score',
          's.is_final',
          'home.team_name as home_team_name',
          'away.team_name as away_team_name',
        ])
        .where('s.league_id', '=', leagueId)
        .orderBy('s.week')
        .orderBy('s.id')
        .execute();
      // An inactive league has no schedule yet; the screen shows the spec's text.
      return data.length === 0
        ? { status: 'success' as const, message: MESSAGES.noSchedules, data }
        : { status: 'success' as const, data };
    },
  );
}
