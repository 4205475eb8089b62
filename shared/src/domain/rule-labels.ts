import type { DEFAULT_ROSTER_RULES, ScoringRuleField } from './constants';

/** A roster rule a league sets (the fields of a roster rules record). */
export type RosterRuleField = keyof typeof DEFAULT_ROSTER_RULES & string;
/** A scoring rule a league sets (the fields of a scoring rules record). */
export type { ScoringRuleField };

/** A rule and the words the screens show for it. */
export interface RuleLabel<F extends string> {
  field: F;
  label: string;
}

/**
 * The 14 roster rules in the order and words of the Roster Rules screen (rules §2); the
 * league wizard asks for them in the same order and words.
 */
export const ROSTER_RULE_LABELS: readonly RuleLabel<RosterRuleField>[] = [
  { field: 'quarterback_count', label: 'Quarterbacks' },
  { field: 'running_back_count', label: 'Running Backs' },
  { field: 'wide_receiver_count', label: 'Wide Receivers' },
  { field: 'tight_end_count', label: 'Tight Ends' },
  { field: 'wide_receiver_tight_end_count', label: 'WR/TE Count' },
  { field: 'flex_count', label: 'Flex' },
  { field: 'bench_count', label: 'Bench' },
  { field: 'ir_count', label: 'Injured Reserve' },
  { field: 'max_roster_size', label: 'Max Roster Size' },
  { field: 'max_qb_count', label: 'Max Quarterbacks' },
  { field: 'max_rb_count', label: 'Max Running Backs' },
  { field: 'max_wr_count', label: 'Max Wide Receivers' },
  { field: 'max_te_count', label: 'Max Tight Ends' },
  { field: 'beginning_faab', label: 'Beginning FAAB Budget' },
];

export interface ScoringRuleGroup {
  title: string;
  fields: readonly RuleLabel<ScoringRuleField>[];
}

/** The scoring rules in the four groups, order and words of the Scoring Rules screen. */
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

/** The trade settings in the order and words of the Waiver Rules page and the wizard's waiver step. */
export const TRADE_RULE_LABELS: readonly RuleLabel<string>[] = [
  { field: 'review_mode', label: 'Trade Review' },
  { field: 'review_hours', label: 'Trade Review Period (hours)' },
  { field: 'veto_votes', label: 'Votes to Veto a Trade' },
  { field: 'offer_expiry_hours', label: 'Trade Offer Expiry (hours)' },
  { field: 'trade_deadline_week', label: 'Trade Deadline Week' },
];

/** The vampire-bite settings in the order and words of the Roster Rules page and the vampire step. */
export const BITE_RULE_LABELS: readonly RuleLabel<string>[] = [
  { field: 'bites_enabled', label: 'Vampire Bites' },
  { field: 'swap_rule', label: 'Bite Swap' },
  { field: 'deadline_kind', label: 'Bite Deadline' },
  { field: 'deadline_day', label: 'Bite Deadline Day' },
  { field: 'deadline_hour', label: 'Bite Deadline Hour' },
  { field: 'full_lineup_required', label: 'Full Lineup Required Against the Vampire' },
  { field: 'bites_in_playoffs', label: 'Bites in the Playoffs' },
  { field: 'declare_before_kickoff', label: 'Declare the Target Before His Game' },
  { field: 'garlic', label: 'Garlic (protect one starter)' },
];

/** A playoff rule a league sets (the fields of its playoff rules). */
export type PlayoffRuleField =
  | 'playoff_teams'
  | 'weeks_per_round'
  | 'first_playoff_week'
  | 'seeding_tiebreaker'
  | 'consolation_bracket';

/** The playoff rules in the order and words of the rules page and the wizard's playoffs step. */
export const PLAYOFF_RULE_LABELS: readonly RuleLabel<PlayoffRuleField>[] = [
  { field: 'playoff_teams', label: 'Playoff Teams' },
  { field: 'weeks_per_round', label: 'Weeks per Round' },
  { field: 'first_playoff_week', label: 'First Playoff Week' },
  { field: 'seeding_tiebreaker', label: 'Seeding Tie-Breaker' },
  { field: 'consolation_bracket', label: 'Consolation Bracket' },
];

const FIELD_LABELS: ReadonlyMap<string, string> = new Map([
  ...ROSTER_RULE_LABELS.map((rule) => [rule.field, rule.label] as const),
  ...TRADE_RULE_LABELS.map((rule) => [rule.field, rule.label] as const),
  ...BITE_RULE_LABELS.map((rule) => [rule.field, rule.label] as const),
  ...SCORING_RULE_GROUPS.flatMap((group) =>
    group.fields.map((rule) => [rule.field, `${group.title} ${rule.label}`] as const),
  ),
  ['waivers_length', 'Waivers Length (days)'],
  ...PLAYOFF_RULE_LABELS.map((rule) => [rule.field, rule.label] as const),
]);

/** How an answer names a field: the words its screen shows, else the field's own name. */
export const fieldLabelOf = (field: string): string => FIELD_LABELS.get(field) ?? field;
