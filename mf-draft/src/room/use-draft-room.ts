import { useQuery } from '@tanstack/react-query';
import { getDraft, type DraftRoom } from '@fangtasy/shared';
import { draftQueryKeys } from '@fangtasy/shared/queries';

/**
 * How often the room reads the draft again while it may change without this member: picks made
 * by others, the autopick at the clock's end, the commissioner's start, pause or resume. The
 * live stream is to replace it.
 */
export const DRAFT_REFRESH_MS = 2000;

/** Whether the room may change by someone else's hand: every state but a finished draft. */
const mayChange = (room: DraftRoom | undefined) => room?.status !== 'complete';

/** The league's draft room, read again every 2 s until the draft is complete. */
export function useDraftRoom(leagueId: number) {
  return useQuery({
    queryKey: draftQueryKeys.room(leagueId),
    queryFn: () => getDraft(leagueId),
    refetchInterval: (query) => (mayChange(query.state.data) ? DRAFT_REFRESH_MS : false),
  });
}
