import {
  ROSTER_RULE_LABELS,
  YARD_SCORING_FIELDS,
  type RosterRuleField,
  type RuleLabel,
  type ScoringRuleField,
} from '@fangtasy/shared';
import {
  ROSTER_RULE_BOUNDS,
  SCORING_POINTS_BOUNDS,
  type NumberBounds,
} from '@fangtasy/shared/validation';

/**
 * A roster rule input: whole numbers from 0, the roster size from 1 (rules §5), each up to
 * the limit the server holds it to.
 */
export interface RosterRuleInput extends RuleLabel<RosterRuleField>, NumberBounds {}

/** The roster step's inputs, in the order and words of the Roster Rules screen. */
export const ROSTER_RULE_INPUTS: readonly RosterRuleInput[] = ROSTER_RULE_LABELS.map((rule) => ({
  ...rule,
  ...ROSTER_RULE_BOUNDS[rule.field],
}));

/** Every scoring input's range: the points the server accepts for one rule. */
export const SCORING_INPUT_BOUNDS: NumberBounds = SCORING_POINTS_BOUNDS;

const YARD_FIELDS: readonly string[] = YARD_SCORING_FIELDS;

/**
 * Per-yard points step by 0.01, every other scoring input by whole points (rules §5) — but
 * receptions by halves, so Half-PPR's 0.5 is a value its input steps to and not a mismatch.
 */
export const scoringStepOf = (field: ScoringRuleField): string =>
  YARD_FIELDS.includes(field) ? '0.01' : field === 'receptions' ? '0.5' : '1';
