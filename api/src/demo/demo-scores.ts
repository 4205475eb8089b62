import type { DemoGame } from './demo-schedule';
import type { DemoStatLine } from './demo-stats';
import type { SeededRandom } from './seeded-random';

export interface DemoGameScore {
  game_id: string;
  home_score: number;
  away_score: number;
}

/**
 * Final scores that agree with the demo's stat lines: each side scores 6 per touchdown its players
 * ran, caught or returned, an extra point for most of them, field goals drawn from a few, and a
 * two-point conversion for each one its players recorded.
 */
export function generateDemoScores(
  random: SeededRandom,
  games: readonly DemoGame[],
  lines: readonly DemoStatLine[],
): DemoGameScore[] {
  const tally = new Map<string, { touchdowns: number; conversions: number }>();
  for (const line of lines) {
    const key = `${line.game_id}|${line.team}`;
    const entry = tally.get(key) ?? { touchdowns: 0, conversions: 0 };
    entry.touchdowns += (line.rushing_tds ?? 0) + (line.receiving_tds ?? 0);
    entry.touchdowns += line.special_teams_tds ?? 0;
    entry.conversions += (line.two_point_rushes ?? 0) + (line.two_point_receptions ?? 0);
    tally.set(key, entry);
  }
  const sideScore = (game: DemoGame, team: string) => {
    const { touchdowns, conversions } = tally.get(`${game.game_id}|${team}`) ?? {
      touchdowns: 0,
      conversions: 0,
    };
    const extraPoints = Math.max(0, touchdowns - conversions);
    const kicked = Array.from({ length: extraPoints }).filter(() => random.chance(0.94)).length;
    return 6 * touchdowns + kicked + 2 * conversions + 3 * random.int(0, 4);
  };
  return games.map((game) => ({
    game_id: game.game_id,
    home_score: sideScore(game, game.home_team),
    away_score: sideScore(game, game.away_team),
  }));
}
