import {
  ROSTER_RULE_LABELS,
  YARD_SCORING_FIELDS,
  type RosterRuleField,
  type RuleLabel,
  type ScoringRuleField,
} from '@fangtasy/shared';

/** A roster rule input: whole numbers from 0, the roster size from 1 (spec section 5). */
export interface RosterRuleInput extends RuleLabel<RosterRuleField> {
  min: number;
}

/** The roster step's inputs, in the order and words of the Roster Rules screen. */
export const ROSTER_RULE_INPUTS: readonly RosterRuleInput[] = ROSTER_RULE_LABELS.map((rule) => ({
  ...rule,
  min: rule.field === 'max_roster_size' ? 1 : 0,
}));

const YARD_FIELDS: readonly string[] = YARD_SCORING_FIELDS;

/** Per-yard points step by 0.01, every other scoring input by whole points (spec section 5). */
export const scoringStepOf = (field: ScoringRuleField): string =>
  YARD_FIELDS.includes(field) ? '0.01' : '1';
