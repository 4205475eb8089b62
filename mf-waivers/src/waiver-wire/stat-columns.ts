import type { SeasonStatTotals } from '@fangtasy/shared';

export interface StatColumn {
  key: keyof SeasonStatTotals;
  label: string;
}

const PASSING: StatColumn[] = [
  { key: 'passing_yards', label: 'Pass Yds' },
  { key: 'passing_tds', label: 'Pass TD' },
  { key: 'interceptions', label: 'INT' },
];
const RUSHING: StatColumn[] = [
  { key: 'rushing_yards', label: 'Rush Yds' },
  { key: 'rushing_tds', label: 'Rush TD' },
];
const RECEIVING: StatColumn[] = [
  { key: 'receptions', label: 'Rec' },
  { key: 'receiving_yards', label: 'Rec Yds' },
  { key: 'receiving_tds', label: 'Rec TD' },
];

/**
 * The season stat columns of a position (rules §2: position-specific columns for QB, RB,
 * WR and TE); kickers and defenses have none, since this league format doesn't score them.
 */
export function statColumnsFor(position: string): StatColumn[] {
  switch (position) {
    case 'QB':
      return [...PASSING, ...RUSHING];
    case 'RB':
      return [...RUSHING, ...RECEIVING];
    case 'WR':
    case 'TE':
      return [...RECEIVING, ...RUSHING];
    default:
      return [];
  }
}
