import { DEFAULT_ROSTER_RULES, DEFAULT_SCORING_RULES } from './constants';
import type { RosterRuleField, ScoringRuleField } from './rule-labels';

/** A named set of values for every rule of one kind; the league wizard fills its fields with it. */
export interface RulePreset<F extends string> {
  id: string;
  /** The button's words. */
  label: string;
  /** What sets it apart, in a few words. */
  summary: string;
  values: Readonly<Record<F, number>>;
}

export type ScoringPreset = RulePreset<ScoringRuleField>;
export type RosterPreset = RulePreset<RosterRuleField>;

// The spec's scoring defaults give a point per reception (PPR); the other two differ from them in
// that one rule only, as Standard and Half-PPR do on every platform.
const withReceptions = (points: number): Readonly<Record<ScoringRuleField, number>> => ({
  ...DEFAULT_SCORING_RULES,
  receptions: points,
});

/** Scoring presets: how much a catch is worth. PPR is the spec's defaults, the wizard's start. */
export const SCORING_PRESETS: readonly ScoringPreset[] = [
  {
    id: 'standard',
    label: 'Standard',
    summary: 'No points per reception',
    values: withReceptions(0),
  },
  {
    id: 'half-ppr',
    label: 'Half-PPR',
    summary: '0.5 points per reception',
    values: withReceptions(0.5),
  },
  { id: 'ppr', label: 'PPR', summary: '1 point per reception', values: withReceptions(1) },
];

// Roster layouts the slot kinds can express (QB, RB, WR, TE, WR/TE, Flex of RB/WR/TE): there is
// no slot a quarterback shares with other positions, so a superflex layout is not among them.
// Each keeps the spec's bench, IR, position maximums and budget, and grows the roster size by
// the starters it adds.
const withStarters = (
  changes: Partial<Record<RosterRuleField, number>>,
): Readonly<Record<RosterRuleField, number>> => ({ ...DEFAULT_ROSTER_RULES, ...changes });

/** Roster presets: the spec's layout first (the wizard's start), then two common variants. */
export const ROSTER_PRESETS: readonly RosterPreset[] = [
  {
    id: 'standard',
    label: 'Standard',
    summary: '1 QB, 2 RB, 2 WR, 1 TE, 1 Flex',
    values: withStarters({}),
  },
  {
    id: 'two-qb',
    label: '2 QB',
    summary: '2 QB, 2 RB, 2 WR, 1 TE, 1 Flex',
    values: withStarters({ quarterback_count: 2, max_roster_size: 14 }),
  },
  {
    id: 'three-wr',
    label: '3 WR',
    summary: '1 QB, 2 RB, 3 WR, 1 TE, 1 Flex',
    values: withStarters({ wide_receiver_count: 3, max_roster_size: 14 }),
  },
];
