import { MESSAGES } from '@fangtasy/shared/domain';
import { z } from 'zod';

/** A positive whole-number id in a path (league, user, member); anything else is bad input, never a 500. */
export const pathId = () =>
  z.coerce
    .number({ error: MESSAGES.invalidUserOrLeague })
    .int(MESSAGES.invalidUserOrLeague)
    .positive(MESSAGES.invalidUserOrLeague)
    .max(2_147_483_647, MESSAGES.invalidUserOrLeague);
