import type { LiveWeek } from '../contract';
import { apiClient, segment } from './client';

/** What a watcher of a league's week is told. */
export interface LiveWeekHandlers {
  /** A new state of the week (every watcher gets the current one first). */
  onState(state: LiveWeek): void;
  /** The stream is held: the page may stop polling. */
  onOpen?(): void;
  /** The stream is lost for good (refused, or the browser gave up): the page polls instead. */
  onClosed?(): void;
}

interface Stream {
  source: EventSource;
  handlers: Set<LiveWeekHandlers>;
  latest: LiveWeek | null;
  open: boolean;
  /** Set while the stream has no watcher and waits to close. */
  closing: ReturnType<typeof setTimeout> | null;
}

/**
 * How long a stream with no watcher is kept: going from the dashboard to Matchups (or a remote
 * mounting again) picks the same connection up instead of opening another.
 */
export const LIVE_WEEK_LINGER_MS = 10_000;

// One stream per league week for the whole page: this module is a shared singleton, so the
// shell and every remote that watches a week share its one connection (decision 015).
const streams = new Map<string, Stream>();

/**
 * Watches a league's week live over Server-Sent Events (GET /live/matchups/{league_id}/{week}),
 * sharing one connection with every other watcher of the same week. The browser reconnects by
 * itself after a network error, sending the last state's id, and the server answers only a
 * state it has not sent. Returns the unsubscribe; the connection closes LIVE_WEEK_LINGER_MS after
 * its last watcher leaves, unless another comes.
 * Without EventSource (an old browser, a test runner) it calls onClosed at once.
 */
export function watchLiveWeek(
  leagueId: number,
  week: number,
  handlers: LiveWeekHandlers,
): () => void {
  if (typeof EventSource === 'undefined') {
    handlers.onClosed?.();
    return () => {};
  }
  const key = `${leagueId}/${week}`;
  let stream = streams.get(key);
  if (!stream) {
    const url = `${apiClient.defaults.baseURL ?? ''}/live/matchups/${segment(leagueId)}/${segment(week)}`;
    const source = new EventSource(url, { withCredentials: true });
    const created: Stream = {
      source,
      handlers: new Set(),
      latest: null,
      open: false,
      closing: null,
    };
    source.addEventListener('open', () => {
      created.open = true;
      for (const watcher of created.handlers) watcher.onOpen?.();
    });
    source.addEventListener('matchups', (event) => {
      created.latest = JSON.parse((event as MessageEvent<string>).data) as LiveWeek;
      for (const watcher of created.handlers) watcher.onState(created.latest);
    });
    source.addEventListener('error', () => {
      created.open = false;
      // CONNECTING: the browser is retrying by itself. CLOSED: it gave up (a refusal).
      if (source.readyState === EventSource.CLOSED) {
        streams.delete(key);
        for (const watcher of created.handlers) watcher.onClosed?.();
      }
    });
    stream = created;
    streams.set(key, stream);
  }
  if (stream.closing) clearTimeout(stream.closing);
  stream.closing = null;
  stream.handlers.add(handlers);
  if (stream.open) handlers.onOpen?.();
  if (stream.latest) handlers.onState(stream.latest);
  const held = stream;
  return () => {
    held.handlers.delete(handlers);
    if (held.handlers.size > 0 || held.closing) return;
    held.closing = setTimeout(() => {
      held.closing = null;
      if (held.handlers.size > 0) return;
      held.source.close();
      if (streams.get(key) === held) streams.delete(key);
    }, LIVE_WEEK_LINGER_MS);
  };
}
