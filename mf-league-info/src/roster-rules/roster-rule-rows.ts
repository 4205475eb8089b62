import { ROSTER_TYPE, type RosterRules, type RosterType } from '@fangtasy/shared';

/** The 14 rows of each Roster Rules table, in the spec's order (section 2). */
export const ROSTER_RULE_ROWS: readonly { label: string; field: keyof RosterRules & string }[] = [
  { label: 'Quarterbacks', field: 'quarterback_count' },
  { label: 'Running Backs', field: 'running_back_count' },
  { label: 'Wide Receivers', field: 'wide_receiver_count' },
  { label: 'Tight Ends', field: 'tight_end_count' },
  { label: 'WR/TE Count', field: 'wide_receiver_tight_end_count' },
  { label: 'Flex', field: 'flex_count' },
  { label: 'Bench', field: 'bench_count' },
  { label: 'Injured Reserve', field: 'ir_count' },
  { label: 'Max Roster Size', field: 'max_roster_size' },
  { label: 'Max Quarterbacks', field: 'max_qb_count' },
  { label: 'Max Running Backs', field: 'max_rb_count' },
  { label: 'Max Wide Receivers', field: 'max_wr_count' },
  { label: 'Max Tight Ends', field: 'max_te_count' },
  { label: 'Beginning FAAB Budget', field: 'beginning_faab' },
];

/** The two tables: regular members play under type 1, vampire members under type 2. */
export const ROSTER_RULE_TABLES: readonly { title: string; rosterType: RosterType }[] = [
  { title: 'Regular Player Roster Rules', rosterType: ROSTER_TYPE.regular },
  { title: 'Vampire Player Roster Rules', rosterType: ROSTER_TYPE.vampire },
];
