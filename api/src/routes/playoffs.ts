import { playoffBracketSchema, playoffRulesSchema } from '@fangtasy/shared/contract';
import { playoffRulesBodySchema } from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
import { playoffBracket } from '../services/playoffs/bracket-read';
import {
  playoffRulesAnswer,
  playoffRulesOf,
  savePlayoffRules,
} from '../services/playoffs/playoff-rules';
import { pathId } from './path-ids';

/** The playoffs: a league's playoff rules (read, and set before activation) and its bracket. */
export async function playoffRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;

  app.get(
    '/playoff_rules/getPlayoffRulesByLeagueId/:league_id',
    {
      config: { access: { kind: 'league-member', league: 'params.league_id' } },
      schema: {
        tags: ['rules'],
        summary:
          "A league's playoff rules, what they make of weeks 10-14, the seeding order and the tie rule (members)",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: playoffRulesSchema },
      },
    },
    async (request) => {
      return playoffRulesAnswer(
        request.params.league_id,
        await playoffRulesOf(db, request.params.league_id),
      );
    },
  );

  app.post(
    '/playoff_rules/create',
    {
      config: { access: { kind: 'commissioner', league: 'body.league_id' } },
      schema: {
        tags: ['rules'],
        summary: 'Create or replace the playoff rules (commissioner, before activation)',
        body: playoffRulesBodySchema,
        response: { 200: playoffRulesSchema },
      },
    },
    async (request) => {
      const { league_id: leagueId, ...values } = request.body;
      return playoffRulesAnswer(leagueId, await savePlayoffRules(db, leagueId, values));
    },
  );

  app.get(
    '/playoffs/getBracketByLeagueId/:league_id',
    {
      config: {
        access: { kind: 'league-member', league: 'params.league_id' },
        cachedRead: { leagueIdIn: 'params' },
      },
      schema: {
        tags: ['playoffs'],
        summary:
          "A league's bracket: seeds, every round's games with their teams and points (live while played), winners and the champion (members)",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: playoffBracketSchema },
      },
    },
    async (request) =>
      playoffBracket(db, {
        leagueId: request.params.league_id,
        userId: request.userId,
        now: clock.now(),
      }),
  );
}
