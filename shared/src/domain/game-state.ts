/**
 * Where an NFL game stands. The NFL data decides it: a game is final once its final score is
 * recorded (an import or a feed says so), in progress from its kickoff until then, and scheduled
 * before its kickoff. Nothing is guessed from how long games usually last.
 */
export const GAME_STATES = ['scheduled', 'in_progress', 'final'] as const;
export type GameState = (typeof GAME_STATES)[number];

/** What the data records of a game: its kickoff and the state a source last reported. */
export interface RecordedGame {
  kickoff: Date | string | null;
  /** The stored state: 'final' once a final score is recorded. */
  status: GameState;
}

/**
 * A game's state at `now` on the league clock. A fixed clock may stand before data that is
 * already recorded, so a game that has not kicked off by `now` is scheduled whatever the data
 * says; and once its fantasy week has ended (`weekEnd`) a game is over for the league, whose
 * scores are then final, even if no source ever recorded its final score.
 */
export function gameStateAt(
  game: RecordedGame,
  now: Date,
  weekEnd?: Date | string | null,
): GameState {
  if (game.kickoff === null || new Date(game.kickoff) > now) return 'scheduled';
  if (game.status === 'final') return 'final';
  if (weekEnd != null && new Date(weekEnd) <= now) return 'final';
  return 'in_progress';
}

/** What a source reported of a game as it is played (decision 007), next to its state. */
export interface RecordedGameReport extends RecordedGame {
  /** Quarter, 5 = overtime (6+ further overtimes). */
  period: number | null;
  /** Time left in the quarter, 'M:SS' or 'MM:SS'. */
  game_clock: string | null;
  home_score: number | null;
  away_score: number | null;
}

/** A game as a page may show it at an instant: its state, and what of its report holds then. */
export interface GameReport {
  state: GameState;
  period: number | null;
  game_clock: string | null;
  home_score: number | null;
  away_score: number | null;
}

/**
 * A game's report at `now` (state by gameStateAt). Only what agrees with that state is kept: a
 * game not kicked off by the clock shows nothing of what is already recorded (no result before
 * the clock reaches it); quarter and clock only while a source reports the game under way; the
 * score only while the recorded state is the one shown — a game over because its week ended,
 * without a final score, has no result to show.
 */
export function gameReportAt(
  game: RecordedGameReport,
  now: Date,
  weekEnd?: Date | string | null,
): GameReport {
  const state = gameStateAt(game, now, weekEnd);
  const reported = state !== 'scheduled' && game.status === state;
  const live = reported && state === 'in_progress';
  return {
    state,
    period: live ? game.period : null,
    game_clock: live ? game.game_clock : null,
    home_score: reported ? game.home_score : null,
    away_score: reported ? game.away_score : null,
  };
}
