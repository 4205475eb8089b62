import type { Insertable } from 'kysely';
import {
  COUNTING_STAT_COLUMNS,
  OPTIONAL_STAT_COLUMNS,
  type GameState,
} from '@fangtasy/shared/domain';
import type { WeeklyStatsTable } from '../db/schema';

/**
 * How long a replayed game lasts on the clock, kickoff to final whistle, breaks included: an NFL
 * game takes about 3 h 10 min.
 */
export const REPLAYED_GAME_MINUTES = 190;
const REGULATION_MINUTES = 60;
const QUARTER_MINUTES = 15;

/** A recorded game as the replay reads it. */
export interface RecordedResult {
  kickoff: Date | null;
  home_score: number;
  away_score: number;
}

/** What the replay reports of a game at an instant, as a live source would. */
export interface ReplayedGame {
  status: GameState;
  period: number | null;
  game_clock: string | null;
  home_score: number | null;
  away_score: number | null;
  /** The share of the game played: 0 before kickoff, 1 once final; what the stat lines are scaled by. */
  share: number;
}

const clockText = (minutes: number) => {
  const seconds = Math.round(minutes * 60);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The replay's rule: a recorded game is scheduled before its kickoff and final
 * REPLAYED_GAME_MINUTES after it; in between, the game clock runs evenly through four quarters
 * (played minutes = elapsed share × 60), and each side's score is its final score times the share
 * of the game played, rounded down.
 */
export function replayedGameAt(game: RecordedResult, now: Date): ReplayedGame {
  const elapsedMinutes = game.kickoff ? (now.getTime() - game.kickoff.getTime()) / 60_000 : -1;
  if (elapsedMinutes < 0)
    return {
      status: 'scheduled',
      period: null,
      game_clock: null,
      home_score: null,
      away_score: null,
      share: 0,
    };
  if (elapsedMinutes >= REPLAYED_GAME_MINUTES)
    return {
      status: 'final',
      period: null,
      game_clock: null,
      home_score: game.home_score,
      away_score: game.away_score,
      share: 1,
    };
  const played = (elapsedMinutes / REPLAYED_GAME_MINUTES) * REGULATION_MINUTES;
  const period = Math.min(4, Math.floor(played / QUARTER_MINUTES) + 1);
  const share = played / REGULATION_MINUTES;
  return {
    status: 'in_progress',
    period,
    game_clock: clockText(period * QUARTER_MINUTES - played),
    home_score: Math.floor(game.home_score * share),
    away_score: Math.floor(game.away_score * share),
    share,
  };
}

/** The counting stats of a line that the replay scales; the rest (ids, team) are copied. */
export const REPLAYED_STATS = [
  ...COUNTING_STAT_COLUMNS,
  ...OPTIONAL_STAT_COLUMNS,
] as const satisfies readonly (keyof WeeklyStatsTable)[];

type RecordedLine = Insertable<WeeklyStatsTable>;

/**
 * A player's line at a share of his game played, as a live box score would show it then: each
 * counting stat of the recorded (final) line times the share, truncated toward zero — so a
 * partial line never exceeds the final one, negative yards included, and a touchdown counts
 * once the whole of it has been "played" (at share 1 every line is the recorded one). A stat the
 * line does not carry (null) stays null.
 */
export function replayedLine(line: RecordedLine, share: number): RecordedLine {
  if (share >= 1) return { ...line };
  const partial: RecordedLine = { ...line };
  for (const stat of REPLAYED_STATS) {
    const value = line[stat];
    if (typeof value === 'number') partial[stat] = Math.trunc(value * share) + 0;
  }
  return partial;
}
