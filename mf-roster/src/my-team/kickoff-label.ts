import { gameScheduleParts, inEastern, type NflScheduleEntry } from '@fangtasy/shared';

/**
 * When a player's game kicks off, in the league's Eastern time ('Sun 1:00 PM ET'); a game without
 * a kickoff instant falls back to its listed day and time.
 */
export function kickoffLabel(game: NflScheduleEntry | null): string | null {
  if (!game) return null;
  if (game.kickoff) return `${inEastern(game.kickoff).format('ddd h:mm A')} ET`;
  const [, day, time] = gameScheduleParts(game);
  return `${day} ${time}`;
}
