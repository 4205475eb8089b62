import type { StandingRow, Streak } from '@fangtasy/shared/domain';

/** A team's tally before it is ranked. */
export type UnrankedRow = Omit<StandingRow, 'rank' | 'seed' | 'final_place'>;

/** One final result of a team, from its own side: W, L or T. */
export type WeekResult = Streak['result'];

/**
 * Win percentage as an exact fraction, a tie counting half a win (as Sleeper, ESPN and Yahoo
 * count it): (2 wins + ties) / (2 games). A team without a game stands at 0.
 */
const winShare = (row: UnrankedRow) => {
  const games = row.wins + row.losses + row.ties;
  return { halves: 2 * row.wins + row.ties, of: games === 0 ? 1 : 2 * games };
};

/** Which of two teams has the better record: > 0 when `b`'s win percentage is higher. */
const byRecord = (a: UnrankedRow, b: UnrankedRow): number => {
  const shareA = winShare(a);
  const shareB = winShare(b);
  // Cross-multiplied, so two equal percentages compare equal (no floating-point division).
  return shareB.halves * shareA.of - shareA.halves * shareB.of;
};

/**
 * The standings order: record (win percentage), then points for. Competition ranking ("1, 2, 2,
 * 4"): teams level on both share a rank, and the team name orders them so the table is stable.
 */
export function rankStandings<T extends UnrankedRow>(rows: readonly T[]): (T & { rank: number })[] {
  const label = (row: T) => row.team_name ?? row.username;
  const level = (a: T, b: T) => byRecord(a, b) || b.points_for - a.points_for;
  const sorted = [...rows].sort((a, b) => level(a, b) || label(a).localeCompare(label(b), 'en'));
  return sorted.map((row) => {
    const first = sorted.findIndex((other) => level(other, row) === 0);
    return { ...row, rank: first + 1 };
  });
}

/** The run of equal results that ends with the latest one; null before any result. */
export function streakOf(newestFirst: readonly WeekResult[]): Streak | null {
  const latest = newestFirst[0];
  if (latest === undefined) return null;
  const broken = newestFirst.findIndex((result) => result !== latest);
  return { result: latest, length: broken === -1 ? newestFirst.length : broken };
}
