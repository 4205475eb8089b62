import { MESSAGES, type BracketGame, type BracketSide } from '@fangtasy/shared';
import { formatScore } from '../common/format-score';

/** 'Week 10' or 'Weeks 11–12': the weeks a round or a game is played in. */
export function weeksText(weeks: readonly number[]): string {
  if (weeks.length === 0) return '';
  if (weeks.length === 1) return `Week ${weeks[0]}`;
  return `Weeks ${weeks[0]}–${weeks[weeks.length - 1]}`;
}

/**
 * Where a side of a game comes from while its team is not known: 'TBD' as the spec says of
 * weeks 10-14, with what will fill it ('Winner of Quarterfinal 1').
 */
export function sourceText(side: BracketSide, roundNames: ReadonlyMap<number, string>): string {
  if (side.source.kind === 'seed') return `Seed ${side.source.seed}`;
  const name = roundNames.get(side.source.round) ?? `Round ${side.source.round}`;
  return `Winner of ${name} game ${side.source.slot + 1}`;
}

/** A side's points over its round so far: 2 decimals, or '--' before it has played. */
export const sidePoints = (side: BracketSide): string => formatScore(side.points);

/** What a game's state means for a member, in one short line. */
export function gameStateText(game: BracketGame): string {
  switch (game.state) {
    case 'waiting_for_teams':
      return MESSAGES.toBeDetermined;
    case 'to_play':
      return `To play · ${weeksText(game.weeks)}`;
    case 'in_progress':
      return `In progress · ${weeksText(game.weeks)}`;
    case 'decided':
      return game.decided_by === 'higher_seed' ? 'Final · level, higher seed advances' : 'Final';
  }
}

/** Whether this side won its decided game. */
export const isWinner = (game: BracketGame, side: BracketSide): boolean =>
  game.state === 'decided' &&
  side.team !== null &&
  side.team.league_member_id === game.winner_league_member_id;
