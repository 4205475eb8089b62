import { z } from 'zod';
import { ID_MAX } from './limits';

/**
 * A record id in a body: a positive whole number, the caller's message on anything else. A
 * numeric string is read as the number it spells — an HTML select's value is a string.
 */
export const bodyId = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/)
          .transform(Number),
      ],
      {
        error: message,
      },
    )
    .pipe(z.number({ error: message }).int(message).positive(message).max(ID_MAX, message));
