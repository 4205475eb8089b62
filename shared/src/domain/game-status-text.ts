import type { GameStatus } from '../contract';
import { inEastern } from './time';

/** What a page knows of a player's NFL game this week (a matchup player, a schedule entry). */
export interface GameStatusFacts {
  kickoff: string | null;
  period: number | null;
  game_clock: string | null;
  home_score: number | null;
  away_score: number | null;
  /** The player's team plays at home: its score is read first. */
  is_home: boolean | null;
}

const REGULATION_PERIODS = 4;

/** 'Q1'…'Q4', then 'OT' for the first overtime and '2OT', '3OT'… for further ones. */
export function periodText(period: number): string {
  if (period <= REGULATION_PERIODS) return `Q${period}`;
  const overtime = period - REGULATION_PERIODS;
  return overtime === 1 ? 'OT' : `${overtime}OT`;
}

/** A kickoff in the league's Eastern time, e.g. 'Sun 1:00 PM ET'; 'TBD' without an instant. */
export function kickoffText(kickoff: string | null): string {
  return kickoff ? `${inEastern(kickoff).format('ddd h:mm A')} ET` : 'TBD';
}

/** The player's team's score first, e.g. '24–17'; null until the source reports both. */
function scoreText(game: GameStatusFacts): string | null {
  if (game.home_score === null || game.away_score === null) return null;
  const [own, other] =
    game.is_home === false
      ? [game.away_score, game.home_score]
      : [game.home_score, game.away_score];
  return `${own}–${other}`;
}

/**
 * A player's game in a few words, the same on every page: 'Bye'; the kickoff before it
 * ('Sun 1:00 PM ET'); the quarter and clock while it is played ('Q3 7:42', 'OT 2:10'), or 'Live'
 * when no source reports them; 'Final', with the score when it is known ('Final 24–17').
 */
export function gameStatusText(status: GameStatus, game: GameStatusFacts | null): string {
  if (status === 'none' || game === null) return 'Bye';
  if (status === 'scheduled') return kickoffText(game.kickoff);
  if (status === 'final') {
    const score = scoreText(game);
    return score ? `Final ${score}` : 'Final';
  }
  if (game.period === null) return 'Live';
  // Feeds send '07:42' as often as '7:42'.
  const clock = game.game_clock?.replace(/^0(?=\d:)/, '');
  return clock ? `${periodText(game.period)} ${clock}` : periodText(game.period);
}
