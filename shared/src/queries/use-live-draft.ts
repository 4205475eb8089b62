import { useCallback } from 'react';
import {
  getDraft,
  watchLiveDraft,
  type DraftRoom,
  type LiveStreamHandlers,
} from '@fangtasy/shared';
import { draftQueryKeys } from './keys';
import { useStreamedQuery } from './use-streamed-query';

/**
 * How often the room is read again while no stream is held (none in this browser, refused by
 * the api's stream limits, reconnecting): picks made by others, the autopick at the clock's end,
 * the commissioner's start, pause or resume still arrive.
 */
export const DRAFT_REFRESH_MS = 2000;

/** Whether the room may change by someone else's hand: every state but a finished draft. */
const mayChange = (room: DraftRoom | undefined) => room?.status !== 'complete';

/**
 * The league's draft room, kept live: read once, then each room the server pushes over the
 * league's draft stream (GET /live/draft, decision 058) is written into the cache under the
 * room's key; read again every 2 s only while no stream is held. A complete draft is not watched.
 */
export function useLiveDraft(leagueId: number) {
  const watch = useCallback(
    (handlers: LiveStreamHandlers<DraftRoom>) => watchLiveDraft(leagueId, handlers),
    [leagueId],
  );
  return useStreamedQuery<DraftRoom>({
    queryKey: draftQueryKeys.room(leagueId),
    queryFn: () => getDraft(leagueId),
    enabled: true,
    pollDelay: (shown) => (mayChange(shown) ? DRAFT_REFRESH_MS : null),
    mayChange,
    watch,
  });
}
