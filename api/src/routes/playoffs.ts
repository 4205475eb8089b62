import type { App } from '../app';
import { declared } from './declared';
import { playoffBracket } from '../services/playoffs/bracket-read';
import {
  playoffRulesAnswer,
  playoffRulesOf,
  savePlayoffRules,
} from '../services/playoffs/playoff-rules';

/** The playoffs: a league's playoff rules (read, and set before activation) and its bracket. */
export async function playoffRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;

  app.route({
    ...declared('GET /playoff_rules/getPlayoffRulesByLeagueId/:league_id'),
    config: { access: { kind: 'league-member', league: 'params.league_id' } },
    handler: async (request) => {
      return playoffRulesAnswer(
        request.params.league_id,
        await playoffRulesOf(db, request.params.league_id),
      );
    },
  });

  app.route({
    ...declared('POST /playoff_rules/create'),
    config: { access: { kind: 'commissioner', league: 'body.league_id' } },
    handler: async (request) => {
      const { league_id: leagueId, ...values } = request.body;
      return playoffRulesAnswer(leagueId, await savePlayoffRules(db, leagueId, values));
    },
  });

  app.route({
    ...declared('GET /playoffs/getBracketByLeagueId/:league_id'),
    config: {
      access: { kind: 'league-member', league: 'params.league_id' },
      cachedRead: { leagueIdIn: 'params' },
    },
    handler: async (request) =>
      playoffBracket(db, {
        leagueId: request.params.league_id,
        userId: request.userId,
        now: clock.now(),
      }),
  });
}
