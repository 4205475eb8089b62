import { MESSAGES, SCORING_RULE_FIELDS, type RosterType } from '@fangtasy/shared/domain';
import {
  rosterRulesBodySchema,
  scoringRulesBodySchema,
  waiverRulesBodySchema,
} from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
import { requireCommissioner, requireLeagueMember } from '../auth/access';
import { notFound } from '../errors';
import {
  rosterRulesOf,
  saveRosterRules,
  saveScoringRules,
  saveWaiverRules,
  scoringRulesOf,
  waiverRulesOf,
} from '../services/league-rules';
import { pathId } from './path-ids';

const rosterRulesSchema = z.object({
  id: z.number(),
  league_id: z.number(),
  roster_type_id: z.number(),
  quarterback_count: z.number(),
  running_back_count: z.number(),
  wide_receiver_count: z.number(),
  tight_end_count: z.number(),
  wide_receiver_tight_end_count: z.number(),
  flex_count: z.number(),
  bench_count: z.number(),
  ir_count: z.number(),
  max_roster_size: z.number(),
  max_qb_count: z.number().nullable(),
  max_rb_count: z.number().nullable(),
  max_wr_count: z.number().nullable(),
  max_te_count: z.number().nullable(),
  beginning_faab: z.number(),
});
const scoringRulesSchema = z.object({
  id: z.number(),
  league_id: z.number(),
  ...(Object.fromEntries(SCORING_RULE_FIELDS.map((field) => [field, z.number()])) as Record<
    (typeof SCORING_RULE_FIELDS)[number],
    z.ZodNumber
  >),
});
const waiverRulesSchema = z.object({
  id: z.number(),
  league_id: z.number(),
  waivers_length: z.number(),
  waiver_day: z.enum(['Wednesday', 'Thursday']),
});

const rosterTypeParam = z.coerce
  .number({ error: MESSAGES.invalidRosterRules })
  .pipe(z.union([z.literal(1), z.literal(2)], { error: MESSAGES.invalidRosterRules }));

const answer = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('success'), data });
const savedAnswer = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), message: z.string(), data });

export async function ruleRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get(
    '/roster_rules/getRosterRulesByLeagueId/:league_id/:roster_type_id',
    {
      schema: {
        tags: ['rules'],
        summary: 'One roster rule set of a league: type 1 regular, 2 vampire (members)',
        params: z.object({ league_id: pathId('league_id'), roster_type_id: rosterTypeParam }),
        response: { 200: answer(rosterRulesSchema) },
      },
    },
    async (request) => {
      const { league_id: leagueId, roster_type_id: rosterType } = request.params;
      await requireLeagueMember(db, leagueId, request.userId);
      const rules = await rosterRulesOf(db, leagueId, rosterType as RosterType);
      if (!rules) throw notFound(MESSAGES.noRosterRules);
      return { status: 'success' as const, data: rules };
    },
  );

  app.post(
    '/roster_rules/create',
    {
      schema: {
        tags: ['rules'],
        summary: 'Create or replace a roster rule set (commissioner, before activation)',
        body: rosterRulesBodySchema,
        response: { 200: savedAnswer(rosterRulesSchema) },
      },
    },
    async (request) => {
      const { league_id: leagueId, roster_type_id: rosterType, ...values } = request.body;
      await requireCommissioner(db, leagueId, request.userId);
      const rules = await saveRosterRules(db, leagueId, rosterType, values);
      return { status: 'success' as const, message: MESSAGES.rosterRulesSaved, data: rules };
    },
  );

  app.get(
    '/scoring_rules/getScoringRulesByLeagueId/:league_id',
    {
      schema: {
        tags: ['rules'],
        summary: "A league's scoring rules (members)",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: answer(scoringRulesSchema) },
      },
    },
    async (request) => {
      await requireLeagueMember(db, request.params.league_id, request.userId);
      const rules = await scoringRulesOf(db, request.params.league_id);
      if (!rules) throw notFound(MESSAGES.noScoringRules);
      return { status: 'success' as const, data: rules };
    },
  );

  app.post(
    '/scoring_rules/create',
    {
      schema: {
        tags: ['rules'],
        summary: 'Create or replace the scoring rules (commissioner, before activation)',
        body: scoringRulesBodySchema,
        response: { 200: savedAnswer(scoringRulesSchema) },
      },
    },
    async (request) => {
      const { league_id: leagueId, ...values } = request.body;
      await requireCommissioner(db, leagueId, request.userId);
      const rules = await saveScoringRules(db, leagueId, values);
      return { status: 'success' as const, message: MESSAGES.scoringRulesSaved, data: rules };
    },
  );

  app.get(
    '/waiver_rules/getWaiverRulesByLeagueId/:league_id',
    {
      schema: {
        tags: ['rules'],
        summary: "A league's waiver rules, as a list (members)",
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: answer(z.array(waiverRulesSchema)) },
      },
    },
    async (request) => {
      await requireLeagueMember(db, request.params.league_id, request.userId);
      return {
        status: 'success' as const,
        data: await waiverRulesOf(db, request.params.league_id),
      };
    },
  );

  app.post(
    '/waiver_rules/create',
    {
      schema: {
        tags: ['rules'],
        summary: 'Create or replace the waiver rules (commissioner, before activation)',
        body: waiverRulesBodySchema,
        response: { 200: savedAnswer(waiverRulesSchema) },
      },
    },
    async (request) => {
      const { league_id: leagueId, ...values } = request.body;
      await requireCommissioner(db, leagueId, request.userId);
      const rules = await saveWaiverRules(db, leagueId, values);
      return { status: 'success' as const, message: MESSAGES.waiverRulesSaved, data: rules };
    },
  );
}
