/*
 * The NFL data files read the plain way, for tests to hold the product's loaders against: no
 * parser of the product's, only a split (the data README's files carry no quoted cells).
 */

/** A CSV without quoted cells, as rows of named cells. */
export function csvRows(text: string): Record<string, string>[] {
  const [header, ...rows] = text.trim().split('\n');
  const names = header!.split(',');
  return rows.map((row) => {
    const cells = row.split(',');
    return Object.fromEntries(names.map((name, i) => [name, cells[i]!]));
  });
}

/** The columns of weekly_stats.csv and the stored stats they become (README of the data). */
export const STAT_OF = {
  passing_yards: 'passing_yards',
  passing_tds: 'passing_tds',
  interceptions: 'interceptions',
  passing_2pt: 'two_point_passes',
  rushing_yards: 'rushing_yards',
  rushing_tds: 'rushing_tds',
  rushing_2pt: 'two_point_rushes',
  receptions: 'receptions',
  receiving_yards: 'receiving_yards',
  receiving_tds: 'receiving_tds',
  receiving_2pt: 'two_point_receptions',
  special_teams_tds: 'special_teams_tds',
  fumbles_lost: 'fumbles_lost',
} as const;
