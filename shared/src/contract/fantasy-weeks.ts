import { z } from 'zod';
import { instantSchema } from './primitives';

/** A Fantasy week (rules §3). */
export const fantasyWeekSchema = z.object({
  id: z.number().optional(),
  year: z.number(),
  week: z.number(),
  begin_datetime: instantSchema,
  end_datetime: instantSchema,
});

/** GET /fantasy_weeks/current — the helper call: "answer has status and data with year and week". */
export const currentFantasyWeekAnswerSchema = z.object({
  status: z.literal('success'),
  data: fantasyWeekSchema.omit({ id: true }),
});
