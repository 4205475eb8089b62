import { leagueStandingsSchema } from '@fangtasy/shared/contract';
import { z } from 'zod';
import type { App } from '../app';
import { leagueStandings } from '../services/standings';
import { pathId } from './path-ids';

/** W-L-T records, streaks and standings from final matchups, with the caller's next match. */
export async function standingRoutes(app: App): Promise<void> {
  app.get(
    '/standings/getStandingsByLeagueId/:league_id',
    {
      config: {
        access: { kind: 'league-member', league: 'params.league_id' },
        cachedRead: { leagueIdIn: 'params' },
      },
      schema: {
        tags: ['standings'],
        summary:
          "A league's standings (win percentage, then points for), streaks, the playoff line and the caller's next match (members only)",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: leagueStandingsSchema },
      },
    },
    async (request) => {
      return leagueStandings(app.ctx.db, {
        leagueId: request.params.league_id,
        userId: request.userId,
        now: app.ctx.clock.now(),
      });
    },
  );
}
