import type { PlayerSearchRow } from '@fangtasy/shared';
import type { WireSort } from './wire-query';

/** The figure a row is ranked by under a sort, as the server sent it (0 when absent). */
export function sortFigure(player: PlayerSearchRow, sort: WireSort): number {
  switch (sort) {
    case 'season_points':
      return player.season_points ?? 0;
    case 'last_week_points':
      return player.last_week_points ?? 0;
    case 'points_per_game':
      return player.points_per_game ?? 0;
  }
}

/** Weeks 1 … through the last week that has passed or that he played, each with his points. */
export function weeklySeries(
  weeklyPoints: Record<string, number> | null,
  lastWeek: number | null,
): { week: number; points: number | null }[] {
  const played = Object.keys(weeklyPoints ?? {}).map(Number);
  const through = Math.max(lastWeek ?? 0, ...played, 0);
  return Array.from({ length: through }, (_, index) => {
    const week = index + 1;
    const points = weeklyPoints?.[String(week)];
    return { week, points: points === undefined ? null : points };
  });
}
