import { z } from 'zod';
import { gameStateSchema } from './primitives';

/**
 * What a source reports of a game as it is played (decision 007), as it stands by the server
 * clock (shared gameReportAt): quarter (5 = overtime) and game clock while a source reports it
 * under way, and each side's score as the source reports it — null before kickoff, when not
 * reported, and for a game over only because its fantasy week ended.
 */
export const gameProgressShape = {
  period: z.number().int().nullable(),
  game_clock: z.string().nullable(),
  home_score: z.number().int().nullable(),
  away_score: z.number().int().nullable(),
};

/** One team's game in a week (the spec's "NFL schedule entry": team, date, day, est_time, location). */
export const nflScheduleEntrySchema = z.object({
  team: z.string(),
  opponent: z.string(),
  is_home: z.boolean(),
  /** YYYY-MM-DD in US Eastern time. */
  date: z.string(),
  /** Day name of the game, e.g. Sunday. */
  day: z.string(),
  /** Kickoff HH:MM US Eastern, or 'TBD'. */
  est_time: z.string(),
  /** Venue, or 'Unknown'. */
  location: z.string(),
  /** Kickoff instant, ISO 8601, or null when not yet set. */
  kickoff: z.string().nullable(),
  year: z.number(),
  week: z.number(),
  /** Where the game stands by the server clock (shared gameStateAt). */
  state: gameStateSchema,
  ...gameProgressShape,
});
