import {
  gameScheduleParts,
  gameStatusText,
  kickoffText,
  type NflScheduleEntry,
} from '@fangtasy/shared';

/**
 * When a player's game kicks off, in the league's Eastern time ('Sun 1:00 PM ET'); a game without
 * a kickoff instant falls back to its listed day and time.
 */
export function kickoffLabel(game: NflScheduleEntry | null): string | null {
  if (!game) return null;
  if (game.kickoff) return kickoffText(game.kickoff);
  const [, day, time] = gameScheduleParts(game);
  return `${day} ${time}`;
}

/**
 * Where a player's game stands once it has kicked off ('Q3 7:42', 'Final 24–17'); null before,
 * since the card already names the kickoff of a game to come.
 */
export function kickedOffStatus(game: NflScheduleEntry | null): string | null {
  return game && game.state !== 'scheduled' ? gameStatusText(game.state, game) : null;
}
