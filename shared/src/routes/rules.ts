import {
  biteRulesSchema,
  rosterRulesSchema,
  savedRosterRulesAnswerSchema,
  savedScoringRulesAnswerSchema,
  savedWaiverRulesAnswerSchema,
  scoringRulesSchema,
  tradeRulesSchema,
  waiverRulesSchema,
} from '../contract';
import { MESSAGES } from '../domain';
import {
  biteRulesBodySchema,
  rosterRulesBodySchema,
  scoringRulesBodySchema,
  tradeRulesBodySchema,
  waiverRulesBodySchema,
} from '../validation';
import { z } from 'zod';
import { leagueIdParams, pathId } from './path-ids';
import { declareRoutes } from './declare';

const rosterTypeParam = z.coerce
  .number({ error: MESSAGES.invalidRosterRules })
  .pipe(z.union([z.literal(1), z.literal(2)], { error: MESSAGES.invalidRosterRules }));

/** A league's rule sets: roster, scoring, waiver, trade and bite rules. */
export const ruleRoutes = declareRoutes({
  'GET /roster_rules/getRosterRulesByLeagueId/:league_id/:roster_type_id': {
    tags: ['rules'],
    summary: 'One roster rule set of a league: type 1 regular, 2 vampire (members)',
    params: z.object({ league_id: pathId('league_id'), roster_type_id: rosterTypeParam }),
    response: { 200: rosterRulesSchema },
  },
  'POST /roster_rules/create': {
    tags: ['rules'],
    summary: 'Create or replace a roster rule set (commissioner, before activation)',
    body: rosterRulesBodySchema,
    response: { 200: savedRosterRulesAnswerSchema },
  },
  'GET /scoring_rules/getScoringRulesByLeagueId/:league_id': {
    tags: ['rules'],
    summary: "A league's scoring rules (members)",
    params: leagueIdParams,
    response: { 200: scoringRulesSchema },
  },
  'POST /scoring_rules/create': {
    tags: ['rules'],
    summary: 'Create or replace the scoring rules (commissioner, before activation)',
    body: scoringRulesBodySchema,
    response: { 200: savedScoringRulesAnswerSchema },
  },
  'GET /waiver_rules/getWaiverRulesByLeagueId/:league_id': {
    tags: ['rules'],
    summary: "A league's waiver rules, as a list (members)",
    params: leagueIdParams,
    response: { 200: z.array(waiverRulesSchema) },
  },
  'POST /waiver_rules/create': {
    tags: ['rules'],
    summary: 'Create or replace the waiver rules (commissioner, before activation)',
    body: waiverRulesBodySchema,
    response: { 200: savedWaiverRulesAnswerSchema },
  },
  'GET /trade_rules/getTradeRulesByLeagueId/:league_id': {
    tags: ['rules'],
    summary: "A league's trade settings: review, expiry, deadline week (members)",
    params: leagueIdParams,
    response: { 200: tradeRulesSchema },
  },
  'POST /trade_rules/create': {
    tags: ['rules'],
    summary: 'Create or replace the trade settings (commissioner, before activation)',
    body: tradeRulesBodySchema,
    response: { 200: tradeRulesSchema },
  },
  'GET /bite_rules/getBiteRulesByLeagueId/:league_id': {
    tags: ['rules'],
    summary: "A league's vampire-bite settings: swap, deadline, lineup rule, variants (members)",
    params: leagueIdParams,
    response: { 200: biteRulesSchema },
  },
  'POST /bite_rules/create': {
    tags: ['rules'],
    summary: 'Create or replace the vampire-bite settings (commissioner, before activation)',
    body: biteRulesBodySchema,
    response: { 200: biteRulesSchema },
  },
});
