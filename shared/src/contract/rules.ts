import { z } from 'zod';
import { BITE_DEADLINE_DAYS, BITE_DEADLINE_KINDS, BITE_SWAP_RULES } from '../domain/bite-rules';
import { SCORING_RULE_FIELDS } from '../domain/constants';
import { TRADE_REVIEW_MODES } from '../domain/trade-rules';
import {
  flagSchema,
  idSchema,
  rosterTypeSchema,
  waiverDaySchema,
  withSuccessStatus,
} from './primitives';

/** Roster rules' values (rules §3), as a rule set is read and checked. */
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

/** POST /roster_rules/create: the rule set as saved, with status (the wizard's step checks it). */
export const savedRosterRulesAnswerSchema = withSuccessStatus(rosterRulesSchema);

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

/** POST /scoring_rules/create: the rules as saved, with status (the wizard's step checks it). */
export const savedScoringRulesAnswerSchema = withSuccessStatus(scoringRulesSchema);

export const waiverRuleValuesSchema = z.object({
  waivers_length: z.number(),
  waiver_day: waiverDaySchema,
});

/** One waiver rules record; rules §7.6 getWaiverRulesByLeagueId "Returns a list" of them. */
export const waiverRulesSchema = waiverRuleValuesSchema.extend({
  id: idSchema,
  league_id: idSchema,
});

/** POST /waiver_rules/create: the rules as saved, with status (the wizard's step checks it). */
export const savedWaiverRulesAnswerSchema = withSuccessStatus(waiverRulesSchema);

/** A league's trade settings (docs/decisions/018-trades.md), set beside the waiver rules. */
export const tradeRuleValuesSchema = z.object({
  review_mode: z.enum(TRADE_REVIEW_MODES),
  /** How long an accepted trade is under review before it executes. */
  review_hours: z.number(),
  /** Under a league vote: the vetoes of other members that stop a trade. */
  veto_votes: z.number(),
  /** How long an offer waits for its answer. */
  offer_expiry_hours: z.number(),
  /** The last fantasy week in which trades are offered and accepted. */
  trade_deadline_week: z.number(),
});

/** GET /trade_rules/getTradeRulesByLeagueId/{league_id}: the league's trade settings. */
export const tradeRulesSchema = tradeRuleValuesSchema.extend({
  id: idSchema.nullable(),
  league_id: idSchema,
});

/** A league's vampire-bite settings (docs/decisions/019-the-vampire-bite.md), beside the vampire roster rules. */
export const biteRuleValuesSchema = z.object({
  bites_enabled: flagSchema,
  swap_rule: z.enum(BITE_SWAP_RULES),
  deadline_kind: z.enum(BITE_DEADLINE_KINDS),
  deadline_day: z.enum(BITE_DEADLINE_DAYS),
  /** 0-23, US Eastern, with deadline_kind 'day_and_hour'. */
  deadline_hour: z.number(),
  full_lineup_required: flagSchema,
  bites_in_playoffs: flagSchema,
  declare_before_kickoff: flagSchema,
  garlic: flagSchema,
});

/** GET /bite_rules/getBiteRulesByLeagueId/{league_id}: the league's bite settings. */
export const biteRulesSchema = biteRuleValuesSchema.extend({
  id: idSchema.nullable(),
  league_id: idSchema,
});
