import {
  biteRulesSchema,
  rosterRulesSchema,
  savedRosterRulesAnswerSchema,
  savedScoringRulesAnswerSchema,
  savedWaiverRulesAnswerSchema,
  scoringRulesSchema,
  tradeRulesSchema,
  waiverRulesSchema,
} from '@fangtasy/shared/contract';
import { MESSAGES, type RosterType } from '@fangtasy/shared/domain';
import {
  biteRulesBodySchema,
  rosterRulesBodySchema,
  scoringRulesBodySchema,
  tradeRulesBodySchema,
  waiverRulesBodySchema,
} from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
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
import { pathId } from './path-ids';

const rosterTypeParam = z.coerce
  .number({ error: MESSAGES.invalidRosterRules })
  .pipe(z.union([z.literal(1), z.literal(2)], { error: MESSAGES.invalidRosterRules }));

export async function ruleRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/roster_rules/getRosterRulesByLeagueId/:league_id/:roster_type_id',
    {
      config: { access: { kind: 'league-member', league: 'params.league_id' } },
      schema: {
        tags: ['rules'],
        summary: 'One roster rule set of a league: type 1 regular, 2 vampire (members)',
        params: z.object({ league_id: pathId('league_id'), roster_type_id: rosterTypeParam }),
        response: { 200: rosterRulesSchema },
      },
    },
    async (request) => {
      const { league_id: leagueId, roster_type_id: rosterType } = request.params;
      const rules = await rosterRulesOf(db, leagueId, rosterType as RosterType);
      if (!rules) throw notFound(MESSAGES.noRosterRules);
      return rules;
    },
  );

  app.post(
    '/roster_rules/create',
    {
      config: { access: { kind: 'commissioner', league: 'body.league_id' } },
      schema: {
        tags: ['rules'],
        summary: 'Create or replace a roster rule set (commissioner, before activation)',
        body: rosterRulesBodySchema,
        response: { 200: savedRosterRulesAnswerSchema },
      },
    },
    async (request) => {
      const { league_id: leagueId, roster_type_id: rosterType, ...values } = request.body;
      const saved = await saveRosterRules(db, leagueId, rosterType, values);
      return { status: 'success' as const, message: MESSAGES.rosterRulesSaved, ...saved };
    },
  );

  app.get(
    '/scoring_rules/getScoringRulesByLeagueId/:league_id',
    {
      config: { access: { kind: 'league-member', league: 'params.league_id' } },
      schema: {
        tags: ['rules'],
        summary: "A league's scoring rules (members)",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: scoringRulesSchema },
      },
    },
    async (request) => {
      const rules = await scoringRulesOf(db, request.params.league_id);
      if (!rules) throw notFound(MESSAGES.noScoringRules);
      return rules;
    },
  );

  app.post(
    '/scoring_rules/create',
    {
      config: { access: { kind: 'commissioner', league: 'body.league_id' } },
      schema: {
        tags: ['rules'],
        summary: 'Create or replace the scoring rules (commissioner, before activation)',
        body: scoringRulesBodySchema,
        response: { 200: savedScoringRulesAnswerSchema },
      },
    },
    async (request) => {
      const { league_id: leagueId, ...values } = request.body;
      const saved = await saveScoringRules(db, leagueId, values);
      return { status: 'success' as const, message: MESSAGES.scoringRulesSaved, ...saved };
    },
  );

  app.get(
    '/waiver_rules/getWaiverRulesByLeagueId/:league_id',
    {
      config: { access: { kind: 'league-member', league: 'params.league_id' } },
      schema: {
        tags: ['rules'],
        summary: "A league's waiver rules, as a list (members)",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: z.array(waiverRulesSchema) },
      },
    },
    async (request) => {
      return waiverRulesOf(db, request.params.league_id);
    },
  );

  app.post(
    '/waiver_rules/create',
    {
      config: { access: { kind: 'commissioner', league: 'body.league_id' } },
      schema: {
        tags: ['rules'],
        summary: 'Create or replace the waiver rules (commissioner, before activation)',
        body: waiverRulesBodySchema,
        response: { 200: savedWaiverRulesAnswerSchema },
      },
    },
    async (request) => {
      const { league_id: leagueId, ...values } = request.body;
      const saved = await saveWaiverRules(db, leagueId, values);
      return { status: 'success' as const, message: MESSAGES.waiverRulesSaved, ...saved };
    },
  );

  app.get(
    '/trade_rules/getTradeRulesByLeagueId/:league_id',
    {
      config: { access: { kind: 'league-member', league: 'params.league_id' } },
      schema: {
        tags: ['rules'],
        summary: "A league's trade settings: review, expiry, deadline week (members)",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: tradeRulesSchema },
      },
    },
    async (request) => {
      return tradeRulesOf(db, request.params.league_id);
    },
  );

  app.post(
    '/trade_rules/create',
    {
      config: { access: { kind: 'commissioner', league: 'body.league_id' } },
      schema: {
        tags: ['rules'],
        summary: 'Create or replace the trade settings (commissioner, before activation)',
        body: tradeRulesBodySchema,
        response: { 200: tradeRulesSchema },
      },
    },
    async (request) => {
      const { league_id: leagueId, ...values } = request.body;
      return saveTradeRules(db, leagueId, values);
    },
  );

  app.get(
    '/bite_rules/getBiteRulesByLeagueId/:league_id',
    {
      config: { access: { kind: 'league-member', league: 'params.league_id' } },
      schema: {
        tags: ['rules'],
        summary:
          "A league's vampire-bite settings: swap, deadline, lineup rule, variants (members)",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: biteRulesSchema },
      },
    },
    async (request) => {
      return biteRulesOf(db, request.params.league_id);
    },
  );

  app.post(
    '/bite_rules/create',
    {
      config: { access: { kind: 'commissioner', league: 'body.league_id' } },
      schema: {
        tags: ['rules'],
        summary: 'Create or replace the vampire-bite settings (commissioner, before activation)',
        body: biteRulesBodySchema,
        response: { 200: biteRulesSchema },
      },
    },
    async (request) => {
      const { league_id: leagueId, ...values } = request.body;
      return saveBiteRules(db, leagueId, values);
    },
  );
}
