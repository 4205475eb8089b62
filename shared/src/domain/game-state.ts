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
