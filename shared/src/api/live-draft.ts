import type { DraftRoom } from '../contract';
import { routePath } from './client';
import { watchLiveStream, type LiveStreamHandlers } from './live-stream';

/**
 * Watches a league's draft room live over Server-Sent Events (GET /live/draft/{league_id},
 * decision 058): the whole room at once, then again after each pick, clock or order change. One
 * connection per league for the whole page (live-stream.ts); a reconnection starts with the
 * whole room again.
 */
export function watchLiveDraft(
  leagueId: number,
  handlers: LiveStreamHandlers<DraftRoom>,
): () => void {
  return watchLiveStream<DraftRoom>(
    {
      path: routePath('GET /live/draft/:league_id', { league_id: leagueId }),
      listen: ({ on, take }) =>
        on('draft', (message) => take(JSON.parse(message.data) as DraftRoom, message.lastEventId)),
    },
    handlers,
  );
}
