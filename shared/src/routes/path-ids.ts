import { z } from 'zod';
import { MESSAGES } from '../domain/messages';
import { textId } from '../validation/bounded-numbers';

/**
 * A positive whole-number id in a path (league, user, member), named by its field: anything else
 * is bad input, never a 500, and an id past the largest a table holds says which field it was.
 */
export const pathId = (field: string) => textId(field, MESSAGES.invalidUserOrLeague);

/** The params of a route whose path names a league: `/…/:league_id`. */
export const leagueIdParams = z.object({ league_id: pathId('league_id') });

/** The params of a route whose path names its row: `/…/:id`. */
export const idParams = z.object({ id: pathId('id') });
