import { weekMatchupsSchema } from '@fangtasy/shared/contract';
import { MESSAGES } from '@fangtasy/shared/domain';
import { weekNumber } from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
import { memberWeekMatchups } from '../services/matchup-reads/league-week';
import { pathId } from './path-ids';

/** The Matchups page's one call: a week's head-to-head matchups with live or final scores. */
export async function matchupRoutes(app: App): Promise<void> {
  app.get(
    '/matchups/getMatchupsByLeagueAndWeek/:league_id/:week',
    {
      config: {
        access: { kind: 'league-member-by-read', league: 'params.league_id' },
        cachedRead: { leagueIdIn: 'params' },
      },
      schema: {
        tags: ['matchups'],
        summary:
          "A week's matchups with both lineups and every player's points (members only); live until the week is final",
        params: z.object({
          league_id: pathId('league_id'),
          week: weekNumber('week', MESSAGES.scoreWeekInvalid, true),
        }),
        response: { 200: weekMatchupsSchema },
      },
    },
    async (request) => {
      return memberWeekMatchups(app.ctx.db, {
        leagueId: request.params.league_id,
        week: request.params.week,
        userId: request.userId,
        now: app.ctx.clock.now(),
      });
    },
  );
}
