import type { LiveWeek } from '../contract';
import { applyWeekChanges, type LiveWeekChanges } from '../domain/live-week-changes';
import { routePath } from './client';
import { LIVE_STREAM_LINGER_MS, watchLiveStream, type LiveStreamHandlers } from './live-stream';

/** What a watcher of a league's week is told (a live stream's watcher, LiveStreamHandlers). */
export interface LiveWeekHandlers extends LiveStreamHandlers<LiveWeek> {
  /** A new state of the week (every watcher gets the current one first). */
  onState(state: LiveWeek): void;
}

/** How long a week's stream with no watcher is kept (every live stream's linger). */
export const LIVE_WEEK_LINGER_MS = LIVE_STREAM_LINGER_MS;

/**
 * Watches a league's week live over Server-Sent Events (GET /live/matchups/{league_id}/{week}),
 * sharing one connection with every other watcher of the same week (live-stream.ts). It asks for
 * changes (`?changes=1`): after the first whole state the server sends each new one as the
 * changes from the one held, a few kilobytes instead of the whole week. Changes that do not start
 * from the state held (never expected: one connection keeps its order) connect again without an
 * event id, which starts with a whole state. The server answers a reconnection only a state it
 * has not sent.
 */
export function watchLiveWeek(
  leagueId: number,
  week: number,
  handlers: LiveWeekHandlers,
): () => void {
  return watchLiveStream<LiveWeek>(
    {
      path: `${routePath('GET /live/matchups/:league_id/:week', { league_id: leagueId, week })}?changes=1`,
      listen: ({ on, take, held, restart }) => {
        on('matchups', (message) =>
          take(JSON.parse(message.data) as LiveWeek, message.lastEventId),
        );
        on('matchups-changes', (message) => {
          const { base, ...changes } = JSON.parse(message.data) as LiveWeekChanges & {
            base: string;
          };
          const { state, id } = held();
          if (state && base === id) take(applyWeekChanges(state, changes), message.lastEventId);
          else restart();
        });
      },
    },
    handlers,
  );
}
