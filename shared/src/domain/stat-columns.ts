/** Counting stats every stats row has (rules §3.13). */
export const COUNTING_STAT_COLUMNS = [
  'passing_yards',
  'passing_tds',
  'interceptions',
  'two_point_passes',
  'rushing_yards',
  'rushing_tds',
  'two_point_rushes',
  'receptions',
  'receiving_yards',
  'receiving_tds',
  'two_point_receptions',
  'special_teams_tds',
] as const;

/** Special-teams and defensive touchdowns split by kind; a line with none of them gives the combined count. */
export const SPLIT_RETURN_TD_COLUMNS = [
  'kickoff_return_tds',
  'punt_return_tds',
  'fumble_recovery_tds',
  'interception_return_tds',
  'fumble_return_tds',
  'blocked_return_tds',
] as const;

/** Stats a source may not give: split return touchdowns, two-point returns, fumbles, safeties (null). */
export const OPTIONAL_STAT_COLUMNS = [
  ...SPLIT_RETURN_TD_COLUMNS,
  'two_point_returns',
  'fumbles_lost',
  'safeties',
] as const;

/** The columns stored for season totals: the counting stats plus fumbles lost. */
export const SEASON_STAT_COLUMNS = [...COUNTING_STAT_COLUMNS, 'fumbles_lost'] as const;

/** The season totals the waiver wire shows next to a player's season points. */
export const SEASON_TOTAL_FIELDS = [
  'passing_yards',
  'passing_tds',
  'interceptions',
  'rushing_yards',
  'rushing_tds',
  'receptions',
  'receiving_yards',
  'receiving_tds',
] as const;
