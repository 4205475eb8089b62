import { MESSAGES } from '@fangtasy/shared/domain';
import { textId } from '@fangtasy/shared/validation';

/**
 * A positive whole-number id in a path (league, user, member), named by its field: anything else
 * is bad input, never a 500, and an id past the largest a table holds says which field it was.
 */
export const pathId = (field: string) => textId(field, MESSAGES.invalidUserOrLeague);
