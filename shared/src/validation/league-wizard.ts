import { z } from 'zod';
import { DEFAULT_POSITION_MAXIMUMS, SCORING_RULE_FIELDS, WAIVER_DAYS } from '../domain/constants';
import { MESSAGES } from '../domain/messages';
import { fieldLabelOf, type RosterRuleField } from '../domain/rule-labels';
import { biteRulesSchema } from './bite-rules';
import { bodyId, tooLarge } from './bounded-numbers';
import { tradeRulesSchema } from './trade-rules';
import { playoffRulesSchema } from './playoff-rules';
import {
  LEAGUE_NAME_MAX,
  ROSTER_RULE_BOUNDS,
  SCORING_POINTS_BOUNDS,
  WAIVERS_LENGTH_BOUNDS,
} from './limits';

/** Step 1 of the wizard: the league name (rules §5). */
export const leagueInfoSchema = z.object({
  name: z
    .string({ error: MESSAGES.leagueNameRequired })
    .trim()
    .min(1, MESSAGES.leagueNameRequired)
    .max(LEAGUE_NAME_MAX, MESSAGES.leagueNameTooLong),
});

// The upper bound is checked with the field (its answer names the field); the lower bounds are
// the spec's rules, checked below in the spec's order.
const wholeNumber = (field: RosterRuleField) =>
  z
    .number({ error: MESSAGES.rosterWholeNumbers })
    .int(MESSAGES.rosterWholeNumbers)
    .max(ROSTER_RULE_BOUNDS[field].max, tooLarge(field, ROSTER_RULE_BOUNDS[field].max));

const rosterRulesShape = {
  quarterback_count: wholeNumber('quarterback_count'),
  running_back_count: wholeNumber('running_back_count'),
  wide_receiver_count: wholeNumber('wide_receiver_count'),
  tight_end_count: wholeNumber('tight_end_count'),
  wide_receiver_tight_end_count: wholeNumber('wide_receiver_tight_end_count'),
  flex_count: wholeNumber('flex_count'),
  bench_count: wholeNumber('bench_count'),
  ir_count: wholeNumber('ir_count'),
  max_roster_size: wholeNumber('max_roster_size'),
  // A missing maximum falls back to the spec's default (QB 4, RB 8, WR 8, TE 4).
  max_qb_count: wholeNumber('max_qb_count').nullable(),
  max_rb_count: wholeNumber('max_rb_count').nullable(),
  max_wr_count: wholeNumber('max_wr_count').nullable(),
  max_te_count: wholeNumber('max_te_count').nullable(),
  beginning_faab: wholeNumber('beginning_faab'),
};

type RosterRulesValues = z.output<z.ZodObject<typeof rosterRulesShape>>;

/** The roster-step rules as issues in the spec's order, so the first issue is the one to show. */
function checkRosterRules(rules: RosterRulesValues, ctx: z.RefinementCtx): void {
  const issue = (message: string, path: string) =>
    ctx.addIssue({ code: 'custom', message, path: [path] });
  if (rules.max_roster_size < 1) issue(MESSAGES.maxRosterSizeMin, 'max_roster_size');
  // IR slots are not part of the roster size (rules §5.5), so they are left out of the total.
  const total =
    rules.quarterback_count +
    rules.running_back_count +
    rules.wide_receiver_count +
    rules.tight_end_count +
    rules.wide_receiver_tight_end_count +
    rules.flex_count +
    rules.bench_count;
  if (total > rules.max_roster_size) issue(MESSAGES.rosterTotalTooLarge, 'max_roster_size');
  const counts = Object.entries(rules) as [keyof RosterRulesValues, number | null][];
  const negative = counts.find(
    ([field, value]) => field !== 'max_roster_size' && value !== null && value < 0,
  );
  if (negative) issue(MESSAGES.rosterNegative, negative[0]);
  if (rules.quarterback_count > (rules.max_qb_count ?? DEFAULT_POSITION_MAXIMUMS.QB)) {
    issue(MESSAGES.qbOverMax, 'quarterback_count');
  }
  if (rules.running_back_count > (rules.max_rb_count ?? DEFAULT_POSITION_MAXIMUMS.RB)) {
    issue(MESSAGES.rbOverMax, 'running_back_count');
  }
  if (rules.wide_receiver_count > (rules.max_wr_count ?? DEFAULT_POSITION_MAXIMUMS.WR)) {
    issue(MESSAGES.wrOverMax, 'wide_receiver_count');
  }
  if (rules.tight_end_count > (rules.max_te_count ?? DEFAULT_POSITION_MAXIMUMS.TE)) {
    issue(MESSAGES.teOverMax, 'tight_end_count');
  }
}

/** Steps 2 and 3 of the wizard: one roster rule set (regular or vampire). */
export const rosterRulesSchema = z.object(rosterRulesShape).superRefine(checkRosterRules);

const leagueId = () => bodyId('league_id', MESSAGES.missingRequiredInformation);

/** The POST /roster_rules/create body: one rule set of a league and roster type (1 regular, 2 vampire). */
export const rosterRulesBodySchema = z
  .object({
    league_id: leagueId(),
    roster_type_id: z.union([z.literal(1), z.literal(2)], { error: MESSAGES.invalidRosterRules }),
    ...rosterRulesShape,
  })
  .superRefine(checkRosterRules);

type ScoringRuleField = (typeof SCORING_RULE_FIELDS)[number];
const scoringNumber = (field: ScoringRuleField) => {
  const { min, max } = SCORING_POINTS_BOUNDS;
  const outOfRange = MESSAGES.numberOutOfRange(fieldLabelOf(field), min, max);
  return z.number({ error: MESSAGES.scoringNotNumbers }).min(min, outOfRange).max(max, outOfRange);
};
const scoringRulesShape = Object.fromEntries(
  SCORING_RULE_FIELDS.map((field) => [field, scoringNumber(field)]),
) as Record<ScoringRuleField, ReturnType<typeof scoringNumber>>;

/** Step 4 of the wizard: every scoring field a finite number within its range (rules §5). */
export const scoringRulesSchema = z.object(scoringRulesShape);

/** The POST /scoring_rules/create body. */
export const scoringRulesBodySchema = z.object({ league_id: leagueId(), ...scoringRulesShape });

const waiverRulesShape = {
  waivers_length: z
    .number({ error: MESSAGES.waiverLengthInvalid })
    .int(MESSAGES.waiverLengthInvalid)
    .min(WAIVERS_LENGTH_BOUNDS.min, MESSAGES.waiverLengthInvalid)
    .max(WAIVERS_LENGTH_BOUNDS.max, tooLarge('waivers_length', WAIVERS_LENGTH_BOUNDS.max)),
  waiver_day: z.enum(WAIVER_DAYS as ['Wednesday', 'Thursday'], {
    error: MESSAGES.waiverDayInvalid,
  }),
};

/** Step 5 of the wizard: waiver length in whole days and a Wednesday or Thursday waiver day. */
export const waiverRulesSchema = z.object(waiverRulesShape);

/** The POST /waiver_rules/create body. */
export const waiverRulesBodySchema = z.object({ league_id: leagueId(), ...waiverRulesShape });

/**
 * The POST /leagues/create body: the whole wizard in one request, so the league and its rule
 * records are created together or not at all. The trade settings (waiver step) and the bite
 * settings (vampire step) may be left out: the league then plays by their defaults.
 */
export const createLeagueBodySchema = z.object({
  name: leagueInfoSchema.shape.name,
  regular_roster_rules: rosterRulesSchema,
  vampire_roster_rules: rosterRulesSchema,
  scoring_rules: scoringRulesSchema,
  waiver_rules: waiverRulesSchema,
  trade_rules: tradeRulesSchema.optional(),
  bite_rules: biteRulesSchema.optional(),
  /** The playoffs step; left out, the league plays the default playoffs (DEFAULT_PLAYOFF_RULES). */
  playoff_rules: playoffRulesSchema.optional(),
});

export type LeagueInfoForm = z.input<typeof leagueInfoSchema>;
export type RosterRulesInput = z.input<typeof rosterRulesSchema>;
export type RosterRulesBody = z.input<typeof rosterRulesBodySchema>;
export type ScoringRulesInput = z.input<typeof scoringRulesSchema>;
export type ScoringRulesBody = z.input<typeof scoringRulesBodySchema>;
export type WaiverRulesInput = z.input<typeof waiverRulesSchema>;
export type WaiverRulesBody = z.input<typeof waiverRulesBodySchema>;
export type CreateLeagueBody = z.input<typeof createLeagueBodySchema>;
