import { z } from 'zod';
import type { App } from '../app';
import { leagueStandings } from '../services/standings';
import { pathId } from './path-ids';

const standingRow = z.object({
  league_member_id: z.number(),
  team_name: z.string().nullable(),
  username: z.string(),
  wins: z.number(),
  losses: z.number(),
  ties: z.number(),
  points_for: z.number(),
  points_against: z.number(),
  rank: z.number(),
});

/** W-L-T records and standings from final matchups, with the caller's next match. */
export async function standingRoutes(app: App): Promise<void> {
  app.get(
    '/standings/getStandingsByLeagueId/:league_id',
    {
      config: { cachedRead: { leagueIdIn: 'params' } },
      schema: {
        tags: ['standings'],
        summary:
          "A league's standings (wins, then points for) and the caller's next match (members only)",
        params: z.object({ league_id: pathId('league_id') }),
        response: {
          200: z.object({
            status: z.literal('success'),
            data: z.object({
              standings: z.array(standingRow),
              own_league_member_id: z.number(),
              next_match: z
                .object({
                  week: z.number(),
                  is_home: z.boolean(),
                  opponent_league_member_id: z.number(),
                  opponent_team_name: z.string().nullable(),
                  opponent_username: z.string(),
                })
                .nullable(),
              final_weeks: z.number(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const data = await leagueStandings(app.ctx.db, {
        leagueId: request.params.league_id,
        userId: request.userId,
        now: app.ctx.clock.now(),
      });
      return { status: 'success' as const, data };
    },
  );
}
