import { z } from 'zod';
import { gameStateSchema } from './primitives';

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
  state: gameStateSchema.optional(),
});
