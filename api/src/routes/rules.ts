import { MESSAGES, type RosterType } from '@fangtasy/shared/domain';
import type { App } from '../app';
import { declared } from './declared';
import { notFound } from '../errors';
import {
  biteRulesOf,
  rosterRulesOf,
  saveBiteRules,
  saveRosterRules,
  saveScoringRules,
  saveTradeRules,
  saveWaiverRules,
  scoringRulesOf,
  tradeRulesOf,
  waiverRulesOf,
} from '../services/league-rules';

export async function ruleRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.route({
    ...declared('GET /roster_rules/getRosterRulesByLeagueId/:league_id/:roster_type_id'),
    config: { access: { kind: 'league-member', league: 'params.league_id' } },
    handler: async (request) => {
      const { league_id: leagueId, roster_type_id: rosterType } = request.params;
      const rules = await rosterRulesOf(db, leagueId, rosterType as RosterType);
      if (!rules) throw notFound(MESSAGES.noRosterRules);
      return rules;
    },
  });

  app.route({
    ...declared('POST /roster_rules/create'),
    config: { access: { kind: 'commissioner', league: 'body.league_id' } },
    handler: async (request) => {
      const { league_id: leagueId, roster_type_id: rosterType, ...values } = request.body;
      const saved = await saveRosterRules(db, leagueId, rosterType, values);
      return { status: 'success' as const, message: MESSAGES.rosterRulesSaved, ...saved };
    },
  });

  app.route({
    ...declared('GET /scoring_rules/getScoringRulesByLeagueId/:league_id'),
    config: { access: { kind: 'league-member', league: 'params.league_id' } },
    handler: async (request) => {
      const rules = await scoringRulesOf(db, request.params.league_id);
      if (!rules) throw notFound(MESSAGES.noScoringRules);
      return rules;
    },
  });

  app.route({
    ...declared('POST /scoring_rules/create'),
    config: { access: { kind: 'commissioner', league: 'body.league_id' } },
    handler: async (request) => {
      const { league_id: leagueId, ...values } = request.body;
      const saved = await saveScoringRules(db, leagueId, values);
      return { status: 'success' as const, message: MESSAGES.scoringRulesSaved, ...saved };
    },
  });

  app.route({
    ...declared('GET /waiver_rules/getWaiverRulesByLeagueId/:league_id'),
    config: { access: { kind: 'league-member', league: 'params.league_id' } },
    handler: async (request) => {
      return waiverRulesOf(db, request.params.league_id);
    },
  });

  app.route({
    ...declared('POST /waiver_rules/create'),
    config: { access: { kind: 'commissioner', league: 'body.league_id' } },
    handler: async (request) => {
      const { league_id: leagueId, ...values } = request.body;
      const saved = await saveWaiverRules(db, leagueId, values);
      return { status: 'success' as const, message: MESSAGES.waiverRulesSaved, ...saved };
    },
  });

  app.route({
    ...declared('GET /trade_rules/getTradeRulesByLeagueId/:league_id'),
    config: { access: { kind: 'league-member', league: 'params.league_id' } },
    handler: async (request) => {
      return tradeRulesOf(db, request.params.league_id);
    },
  });

  app.route({
    ...declared('POST /trade_rules/create'),
    config: { access: { kind: 'commissioner', league: 'body.league_id' } },
    handler: async (request) => {
      const { league_id: leagueId, ...values } = request.body;
      return saveTradeRules(db, leagueId, values);
    },
  });

  app.route({
    ...declared('GET /bite_rules/getBiteRulesByLeagueId/:league_id'),
    config: { access: { kind: 'league-member', league: 'params.league_id' } },
    handler: async (request) => {
      return biteRulesOf(db, request.params.league_id);
    },
  });

  app.route({
    ...declared('POST /bite_rules/create'),
    config: { access: { kind: 'commissioner', league: 'body.league_id' } },
    handler: async (request) => {
      const { league_id: leagueId, ...values } = request.body;
      return saveBiteRules(db, leagueId, values);
    },
  });
}
