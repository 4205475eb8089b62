import { SEASON_STAT_COLUMNS } from '@fangtasy/shared/domain';
/**
 * The counting stats we score, by our column name, with the header names they carry in our CSVs
 * (first) and in nflverse's `stats_player` release files. nflverse's release spells interceptions
 * thrown `passing_interceptions` (its `interceptions`, in older files, means the same).
 */
export const STAT_COLUMNS = {
  passing_yards: ['passing_yards'],
  passing_tds: ['passing_tds'],
  interceptions: ['interceptions', 'passing_interceptions'],
  two_point_passes: ['passing_2pt', 'passing_2pt_conversions', 'two_point_passes'],
  rushing_yards: ['rushing_yards'],
  rushing_tds: ['rushing_tds'],
  two_point_rushes: ['rushing_2pt', 'rushing_2pt_conversions', 'two_point_rushes'],
  receptions: ['receptions'],
  receiving_yards: ['receiving_yards'],
  receiving_tds: ['receiving_tds'],
  two_point_receptions: ['receiving_2pt', 'receiving_2pt_conversions', 'two_point_receptions'],
  special_teams_tds: ['special_teams_tds'],
  fumbles_lost: ['fumbles_lost', 'fumbles_lost_total'],
  sack_fumbles_lost: ['sack_fumbles_lost'],
  rushing_fumbles_lost: ['rushing_fumbles_lost'],
  receiving_fumbles_lost: ['receiving_fumbles_lost'],
} as const;

export type StatColumn = keyof typeof STAT_COLUMNS;

/** What readStats needs of a ColumnReader whose columns include the stat columns. */
interface StatCells {
  has(key: StatColumn): boolean;
  int(row: string[], key: StatColumn, line: number): number | null;
}

/** The stat columns stored on weekly_stats and season_stats, in a fixed order. */
export const STORED_STATS = SEASON_STAT_COLUMNS;

export type StoredStats = Record<Exclude<(typeof STORED_STATS)[number], 'fumbles_lost'>, number> & {
  fumbles_lost: number | null;
};

/**
 * One row's stats. Counting stats default to 0; fumbles lost stays null when the file has no
 * fumble columns at all (the scoring then skips it), and is the sum of nflverse's per-kind
 * columns when only those are given.
 */
export function readStats(columns: StatCells, row: string[], line: number): StoredStats {
  const count = (key: StatColumn) => columns.int(row, key, line) ?? 0;
  const fumbleParts = [
    'sack_fumbles_lost',
    'rushing_fumbles_lost',
    'receiving_fumbles_lost',
  ] as const;
  const fumblesLost = columns.has('fumbles_lost')
    ? count('fumbles_lost')
    : fumbleParts.some((part) => columns.has(part))
      ? fumbleParts.reduce((sum, part) => sum + count(part), 0)
      : null;
  return {
    passing_yards: count('passing_yards'),
    passing_tds: count('passing_tds'),
    interceptions: count('interceptions'),
    two_point_passes: count('two_point_passes'),
    rushing_yards: count('rushing_yards'),
    rushing_tds: count('rushing_tds'),
    two_point_rushes: count('two_point_rushes'),
    receptions: count('receptions'),
    receiving_yards: count('receiving_yards'),
    receiving_tds: count('receiving_tds'),
    two_point_receptions: count('two_point_receptions'),
    special_teams_tds: count('special_teams_tds'),
    fumbles_lost: fumblesLost,
  };
}
