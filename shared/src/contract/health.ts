import { z } from 'zod';
import { instantSchema } from './primitives';

/** A stats source's polls as GET /health reports them (docs/decisions/014-live-stats-sources.md). */
export const statsSourceHealthSchema = z.object({
  name: z.string(),
  last_success_at: instantSchema.nullable(),
  last_change_at: instantSchema.nullable(),
  last_error_at: instantSchema.nullable(),
  last_error: z.string().nullable(),
  /** Polls that failed in a row since the last success (the backoff doubles). */
  failures: z.number(),
  next_attempt_at: instantSchema,
});

/** GET /health: the database answered; the api clock's instant; each configured stats source. */
export const healthAnswerSchema = z.object({
  status: z.literal('success'),
  /** The api clock's instant (FANTASY_NOW when fixed). */
  now: instantSchema,
  /** Each configured stats source (the live feed, the nightly refresh); empty when none is on. */
  sources: z.array(statsSourceHealthSchema),
});
