import { z } from 'zod';
import { idSchema } from './primitives';

/** The caller's mock draft (docs/decisions/067): its league, read through the draft's routes. */
export const mockDraftSchema = z.object({
  /** The mock draft's league, or null when the member has none (never started, or cleaned up). */
  league_id: idSchema.nullable(),
});
