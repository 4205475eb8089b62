import { MESSAGES, SLOT_KINDS } from '@fangtasy/shared/domain';
import { weekNumber } from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
import { weekMatchups } from '../services/matchups';
import { pathId } from './path-ids';

const flag = z.union([z.literal(0), z.literal(1)]);

const matchupPlayer = z.object({
  player_id: z.number(),
  player_name: z.string(),
  position: z.string(),
  team: z.string(),
  is_injured: flag,
  score: z.number().nullable(),
  game_status: z.enum(['scheduled', 'in_progress', 'over', 'none']),
  kickoff: z.string().nullable(),
});

const matchupSlot = z.object({
  slot: z.string(),
  kind: z.enum(SLOT_KINDS),
  player: matchupPlayer.nullable(),
});

const matchupSide = z.object({
  league_member_id: z.number(),
  team_name: z.string().nullable(),
  score: z.number(),
  starters: z.array(matchupSlot).nullable(),
  bench: z.array(matchupSlot).nullable(),
  player_count: z.number(),
});

const weekMatchupsSchema = z.object({
  league: z.object({ league_id: z.number(), name: z.string(), season: z.number() }),
  week: z.number(),
  weeks: z.array(z.number()),
  current_week: z.number().nullable(),
  own_league_member_id: z.number(),
  is_final: z.boolean(),
  in_progress: z.boolean(),
  next_kickoff: z.string().nullable(),
  updated_at: z.string(),
  matchups: z.array(
    z.object({
      id: z.number(),
      week: z.number(),
      is_final: z.boolean(),
      home: matchupSide,
      away: matchupSide,
    }),
  ),
});

/** The Matchups page's one call: a week's head-to-head matchups with live or final scores. */
export async function matchupRoutes(app: App): Promise<void> {
  app.get(
    '/matchups/getMatchupsByLeagueAndWeek/:league_id/:week',
    {
      config: { cachedRead: { leagueIdIn: 'params' } },
      schema: {
        tags: ['matchups'],
        summary:
          "A week's matchups with both lineups and every player's points (members only); live until the week is final",
        params: z.object({
          league_id: pathId('league_id'),
          week: weekNumber('week', MESSAGES.scoreWeekInvalid, true),
        }),
        response: {
          200: z.object({ status: z.literal('success'), data: weekMatchupsSchema }),
        },
      },
    },
    async (request) => {
      const data = await weekMatchups(app.ctx.db, {
        leagueId: request.params.league_id,
        week: request.params.week,
        userId: request.userId,
        now: app.ctx.clock.now(),
      });
      return { status: 'success' as const, data };
    },
  );
}
