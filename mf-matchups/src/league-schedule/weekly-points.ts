import type { ScheduleEntry } from '@fangtasy/shared';

/** A finished week of a member: their points beside the league's average team score. */
export interface WeekPoints {
  week: number;
  points: number;
  leagueAverage: number;
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** The member's points in each final week they played, with that week's league average. */
export function weeklyPoints(memberId: number, schedule: readonly ScheduleEntry[]): WeekPoints[] {
  const finals = schedule.filter(
    (game) => game.is_final === 1 && game.home_score !== null && game.away_score !== null,
  );
  const weeks = [...new Set(finals.map((game) => game.week))].sort((a, b) => a - b);
  return weeks.flatMap((week) => {
    const games = finals.filter((game) => game.week === week);
    const own = games.find(
      (game) => game.home_league_member === memberId || game.away_league_member === memberId,
    );
    if (!own) return [];
    const scores = games.flatMap((game) => [game.home_score ?? 0, game.away_score ?? 0]);
    const points = own.home_league_member === memberId ? own.home_score : own.away_score;
    return [
      {
        week,
        points: points ?? 0,
        leagueAverage: twoDecimals(scores.reduce((sum, score) => sum + score, 0) / scores.length),
      },
    ];
  });
}
