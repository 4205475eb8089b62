import { z } from 'zod';
import { MESSAGES } from '../domain/messages';
import { fieldLabelOf } from '../domain/rule-labels';
import { ID_MAX, SEASON_BOUNDS, WEEK_BOUNDS } from './limits';

/** The answer to a number above its field's maximum: it names the field and the limit. */
export const tooLarge = (field: string, max: number): string =>
  MESSAGES.numberTooLarge(fieldLabelOf(field), max);

/**
 * A positive whole-number id in a body: `message` for anything that is not one, capped at ID_MAX.
 * A numeric string is read as the number it spells — an HTML select's value is a string.
 */
export const bodyId = (field: string, message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,12}$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(
      z
        .number({ error: message })
        .int(message)
        .positive(message)
        .max(ID_MAX, tooLarge(field, ID_MAX)),
    );

/** A positive whole-number id in a path or a query string (text coerced to a number). */
export const textId = (field: string, message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(ID_MAX, tooLarge(field, ID_MAX));

/** An NFL season in a body or a path (text coerced): 2000 or later, and no later than SEASON_BOUNDS. */
export const seasonNumber = (field: string, message: string, coerce = false) =>
  (coerce ? z.coerce.number({ error: message }) : z.number({ error: message }))
    .int(message)
    .min(SEASON_BOUNDS.min, message)
    .max(SEASON_BOUNDS.max, tooLarge(field, SEASON_BOUNDS.max));

/** An NFL week in a body or a path (text coerced): a positive whole number up to WEEK_BOUNDS. */
export const weekNumber = (field: string, message: string, coerce = false) =>
  (coerce ? z.coerce.number({ error: message }) : z.number({ error: message }))
    .int(message)
    .min(WEEK_BOUNDS.min, message)
    .max(WEEK_BOUNDS.max, tooLarge(field, WEEK_BOUNDS.max));
