import { gameStateAt, type GameState, type RecordedGame } from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import { fantasyWeekEnds } from './fantasy-weeks';

/** Where a fantasy week's NFL games stand at an instant. */
export interface WeekGames {
  week: number;
  states: GameState[];
  /** The earliest kickoff still to come, or null. */
  nextKickoff: Date | null;
  /** Some game has kicked off: the week's scores have started to move. */
  underway: boolean;
  /** Every game is final (shared gameStateAt), so the week's scores no longer move. */
  allFinal: boolean;
  inProgress: boolean;
}

/**
 * The state of each given week's games at `now`, read from the NFL data (gameStateAt), in one
 * query: what Matchups and the League Schedule both decide "live" and "final" by, so the two
 * pages never disagree about a week.
 */
export async function weekGames(
  db: Db,
  season: number,
  weeks: readonly number[],
  now: Date,
): Promise<Map<number, WeekGames>> {
  const result = new Map<number, WeekGames>();
  if (weeks.length === 0) return result;
  const [games, ends] = await Promise.all([
    db
      .selectFrom('nfl_games')
      .select(['week', 'kickoff', 'status'])
      .where('season', '=', season)
      .where('week', 'in', [...weeks])
      .execute(),
    fantasyWeekEnds(db, season, weeks),
  ]);
  for (const week of weeks) {
    const end = ends.get(week) ?? null;
    result.set(
      week,
      gamesOfWeek(
        week,
        games.filter((game) => game.week === week),
        end,
        now,
      ),
    );
  }
  return result;
}

/** Where one week's games stand at `now` (gameStateAt), from the games themselves. */
export function gamesOfWeek(
  week: number,
  games: readonly RecordedGame[],
  end: Date | string | null,
  now: Date,
): WeekGames {
  const states = games.map((game) => gameStateAt(game, now, end));
  const upcoming = games
    .flatMap((game) => (game.kickoff ? [new Date(game.kickoff)] : []))
    .filter((kickoff) => kickoff > now)
    .sort((a, b) => a.getTime() - b.getTime());
  return {
    week,
    states,
    nextKickoff: upcoming[0] ?? null,
    underway: states.some((state) => state !== 'scheduled'),
    allFinal: states.length > 0 && states.every((state) => state === 'final'),
    inProgress: states.includes('in_progress'),
  };
}
