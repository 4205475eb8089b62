import { useQuery } from '@tanstack/react-query';
import { getDraft } from '@fangtasy/shared';
import { draftQueryKeys } from '@fangtasy/shared/queries';

/**
 * The draft of a league not yet active, for the way into the draft room (the navigation, the
 * dashboard); `null` reads nothing. Under the room's own key, so the room's reads keep it fresh
 * and a change there reaches these too. A failed read shows no way in.
 */
export function useLeagueDraft(leagueId: number | null) {
  return useQuery({
    queryKey: draftQueryKeys.room(leagueId ?? 0),
    queryFn: () => getDraft(leagueId ?? 0),
    enabled: leagueId !== null,
  }).data;
}

/** Whether a draft is still to come or under way: the draft room is where the league is. */
export const draftIsOpen = (draft: { status: string } | undefined): boolean =>
  draft !== undefined && draft.status !== 'complete';
