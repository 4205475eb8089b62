import type { ScoringRules } from '@fangtasy/shared';

export interface RuleRow<F extends string> {
  label: string;
  field: F;
}

export interface ScoringTable {
  title: string;
  rows: RuleRow<keyof ScoringRules & string>[];
}

/** The four tables of the Scoring Rules screen and their rows, in the spec's order (section 2). */
export const SCORING_TABLES: readonly ScoringTable[] = [
  {
    title: 'Passing',
    rows: [
      { label: 'Yards (per yard)', field: 'passing_yards' },
      { label: 'Touchdowns', field: 'passing_touchdowns' },
      { label: 'Interceptions Thrown', field: 'interceptions_thrown' },
      { label: 'Two-Point Pass', field: 'two_point_pass' },
      { label: '300-399 Yards', field: 'passing_300_399' },
      { label: '400+ Yards', field: 'passing_400_plus' },
    ],
  },
  {
    title: 'Rushing',
    rows: [
      { label: 'Yards (per yard)', field: 'rushing_yards' },
      { label: 'Touchdowns', field: 'rushing_touchdowns' },
      { label: 'Two-Point Rush', field: 'two_point_rush' },
      { label: '100-199 Yards', field: 'rushing_100_199' },
      { label: '200+ Yards', field: 'rushing_200_plus' },
    ],
  },
  {
    title: 'Receiving',
    rows: [
      { label: 'Yards (per yard)', field: 'receiving_yards' },
      { label: 'Receptions', field: 'receptions' },
      { label: 'Touchdowns', field: 'receiving_touchdowns' },
      { label: 'Two-Point Reception', field: 'two_point_reception' },
      { label: '100-199 Yards', field: 'receiving_100_199' },
      { label: '200+ Yards', field: 'receiving_200_plus' },
    ],
  },
  {
    title: 'Special Teams & Defense',
    rows: [
      { label: 'Kickoff Return TD', field: 'kickoff_return_touchdown' },
      { label: 'Punt Return TD', field: 'punt_return_touchdown' },
      { label: 'Fumble Recovered TD', field: 'fumble_recovered_touchdown' },
      { label: 'Fumbles Lost', field: 'fumbles_lost' },
      { label: 'Interception Return TD', field: 'interception_return_touchdown' },
      { label: 'Fumble Return TD', field: 'fumble_return_touchdown' },
      { label: 'Blocked Return TD', field: 'blocked_return_touchdown' },
      { label: 'Two-Point Return', field: 'two_point_return' },
      { label: 'One-Point Safety', field: 'one_point_safety' },
    ],
  },
];
