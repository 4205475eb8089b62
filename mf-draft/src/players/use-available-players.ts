import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DRAFT_AVAILABLE_LIMIT_BOUNDS,
  getDraftAvailablePlayers,
  type Position,
} from '@fangtasy/shared';
import { draftQueryKeys } from '@fangtasy/shared/queries';

/** How many of the best ranked players the room lists: more than a member scrolls through. */
export const AVAILABLE_SHOWN = 100;
/** How many a search by name looks through: the most one read answers. */
const AVAILABLE_SEARCHED = DRAFT_AVAILABLE_LIMIT_BOUNDS.max;

/**
 * The best ranked players not yet drafted, of one position or all. Keyed with the picks made, so
 * each pick the room sees reads the list again; the last list stays on screen meanwhile.
 */
export function useAvailablePlayers(
  leagueId: number,
  position: Position | null,
  picksMade: number,
  searching = false,
) {
  const limit = searching ? AVAILABLE_SEARCHED : AVAILABLE_SHOWN;
  const filter = position ? { position, limit } : { limit };
  return useQuery({
    queryKey: draftQueryKeys.available(leagueId, filter, picksMade),
    queryFn: () => getDraftAvailablePlayers(leagueId, filter),
    placeholderData: keepPreviousData,
  });
}
