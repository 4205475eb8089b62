import { z } from 'zod';
import { SCORING_RULE_FIELDS } from '../domain/constants';
import { idSchema, rosterTypeSchema, waiverDaySchema } from './primitives';

/** Roster rules' values (spec section 3), as a rule set is read and checked. */
export const rosterRuleValuesSchema = z.object({
  roster_type_id: rosterTypeSchema,
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

/** GET /roster_rules/getRosterRulesByLeagueId/{league_id}/{roster_type_id}: one stored rule set. */
export const rosterRulesSchema = rosterRuleValuesSchema.extend({
  id: idSchema,
  league_id: idSchema,
});

export const scoringRuleValuesSchema = z.object(
  Object.fromEntries(SCORING_RULE_FIELDS.map((field) => [field, z.number()])) as Record<
    (typeof SCORING_RULE_FIELDS)[number],
    z.ZodNumber
  >,
);

/** GET /scoring_rules/getScoringRulesByLeagueId/{league_id}: the scoring rule fields. */
export const scoringRulesSchema = scoringRuleValuesSchema.extend({
  id: idSchema,
  league_id: idSchema,
});

export const waiverRuleValuesSchema = z.object({
  waivers_length: z.number(),
  waiver_day: waiverDaySchema,
});

/** One waiver rules record; §7 getWaiverRulesByLeagueId "Returns a list" of them. */
export const waiverRulesSchema = waiverRuleValuesSchema.extend({
  id: idSchema,
  league_id: idSchema,
});
