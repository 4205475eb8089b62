import type { GameState } from '@fangtasy/shared/domain';

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
    };
  if (elapsedMinutes >= REPLAYED_GAME_MINUTES)
    return {
      status: 'final',
      period: null,
      game_clock: null,
      home_score: game.home_score,
      away_score: game.away_score,
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
  };
}
