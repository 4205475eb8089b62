import { YARD_SCORING_FIELDS } from '@fangtasy/shared';
import type { RosterRuleField, ScoringRuleField } from './wizard-form';

export interface RuleField<F extends string> {
  field: F;
  label: string;
}

/** A roster rule input: whole numbers from 0, the roster size from 1 (spec section 5). */
export interface RosterRuleInput extends RuleField<RosterRuleField> {
  min: number;
}

/** The roster step's inputs, in the order and words of the Roster Rules screen. */
export const ROSTER_RULE_INPUTS: readonly RosterRuleInput[] = [
  { field: 'quarterback_count', label: 'Quarterbacks', min: 0 },
  { field: 'running_back_count', label: 'Running Backs', min: 0 },
  { field: 'wide_receiver_count', label: 'Wide Receivers', min: 0 },
  { field: 'tight_end_count', label: 'Tight Ends', min: 0 },
  { field: 'wide_receiver_tight_end_count', label: 'WR/TE Count', min: 0 },
  { field: 'flex_count', label: 'Flex', min: 0 },
  { field: 'bench_count', label: 'Bench', min: 0 },
  { field: 'ir_count', label: 'Injured Reserve', min: 0 },
  { field: 'max_roster_size', label: 'Max Roster Size', min: 1 },
  { field: 'max_qb_count', label: 'Max Quarterbacks', min: 0 },
  { field: 'max_rb_count', label: 'Max Running Backs', min: 0 },
  { field: 'max_wr_count', label: 'Max Wide Receivers', min: 0 },
  { field: 'max_te_count', label: 'Max Tight Ends', min: 0 },
  { field: 'beginning_faab', label: 'Beginning FAAB Budget', min: 0 },
];

export interface ScoringRuleGroup {
  title: string;
  fields: readonly RuleField<ScoringRuleField>[];
}

/** The scoring step's inputs in the four groups of the Scoring Rules screen. */
export const SCORING_RULE_GROUPS: readonly ScoringRuleGroup[] = [
  {
    title: 'Passing',
    fields: [
      { field: 'passing_yards', label: 'Yards (per yard)' },
      { field: 'passing_touchdowns', label: 'Touchdowns' },
      { field: 'interceptions_thrown', label: 'Interceptions Thrown' },
      { field: 'two_point_pass', label: 'Two-Point Pass' },
      { field: 'passing_300_399', label: '300-399 Yards' },
      { field: 'passing_400_plus', label: '400+ Yards' },
    ],
  },
  {
    title: 'Rushing',
    fields: [
      { field: 'rushing_yards', label: 'Yards (per yard)' },
      { field: 'rushing_touchdowns', label: 'Touchdowns' },
      { field: 'two_point_rush', label: 'Two-Point Rush' },
      { field: 'rushing_100_199', label: '100-199 Yards' },
      { field: 'rushing_200_plus', label: '200+ Yards' },
    ],
  },
  {
    title: 'Receiving',
    fields: [
      { field: 'receiving_yards', label: 'Yards (per yard)' },
      { field: 'receptions', label: 'Receptions' },
      { field: 'receiving_touchdowns', label: 'Touchdowns' },
      { field: 'two_point_reception', label: 'Two-Point Reception' },
      { field: 'receiving_100_199', label: '100-199 Yards' },
      { field: 'receiving_200_plus', label: '200+ Yards' },
    ],
  },
  {
    title: 'Special Teams & Defense',
    fields: [
      { field: 'kickoff_return_touchdown', label: 'Kickoff Return TD' },
      { field: 'punt_return_touchdown', label: 'Punt Return TD' },
      { field: 'fumble_recovered_touchdown', label: 'Fumble Recovered TD' },
      { field: 'fumbles_lost', label: 'Fumbles Lost' },
      { field: 'interception_return_touchdown', label: 'Interception Return TD' },
      { field: 'fumble_return_touchdown', label: 'Fumble Return TD' },
      { field: 'blocked_return_touchdown', label: 'Blocked Return TD' },
      { field: 'two_point_return', label: 'Two-Point Return' },
      { field: 'one_point_safety', label: 'One-Point Safety' },
    ],
  },
];

const YARD_FIELDS: readonly string[] = YARD_SCORING_FIELDS;

/** Per-yard points step by 0.01, every other scoring input by whole points (spec section 5). */
export const scoringStepOf = (field: ScoringRuleField): string =>
  YARD_FIELDS.includes(field) ? '0.01' : '1';
