import type { LiveWeek } from '../contract';
import { applyWeekChanges, type LiveWeekChanges } from '../domain/live-week-changes';
import { apiClient, routePath } from './client';

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
  /** The id of the state held: the base the next changes must start from. */
  latestId: string | null;
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
 * Connects the week's stream. It asks for changes (`?changes=1`): after the first whole state the
 * server sends each new one as the changes from the one held, a few kilobytes instead of the
 * whole week. Changes that do not start from the state held (never expected: one connection
 * keeps its order) connect again without an event id, which starts with a whole state.
 */
function connect(stream: Stream, key: string, url: string): void {
  const source = new EventSource(url, { withCredentials: true });
  stream.source = source;
  const current = () => stream.source === source;
  const take = (state: LiveWeek, id: string) => {
    stream.latest = state;
    stream.latestId = id;
    for (const watcher of stream.handlers) watcher.onState(state);
  };
  source.addEventListener('open', () => {
    if (!current()) return;
    stream.open = true;
    for (const watcher of stream.handlers) watcher.onOpen?.();
  });
  source.addEventListener('matchups', (event) => {
    if (!current()) return;
    const message = event as MessageEvent<string>;
    take(JSON.parse(message.data) as LiveWeek, message.lastEventId);
  });
  source.addEventListener('matchups-changes', (event) => {
    if (!current()) return;
    const message = event as MessageEvent<string>;
    const { base, ...changes } = JSON.parse(message.data) as LiveWeekChanges & { base: string };
    if (stream.latest && base === stream.latestId) {
      take(applyWeekChanges(stream.latest, changes), message.lastEventId);
      return;
    }
    source.close();
    connect(stream, key, url);
  });
  source.addEventListener('error', () => {
    if (!current()) return;
    stream.open = false;
    // CONNECTING: the browser is retrying by itself. CLOSED: it gave up — on any answer but
    // 200, such as the 429 or 503 of the api's stream limits (decision 024) — and pages poll.
    if (source.readyState === EventSource.CLOSED) {
      if (streams.get(key) === stream) streams.delete(key);
      for (const watcher of stream.handlers) watcher.onClosed?.();
    }
  });
}

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
    const created: Stream = {
      source: null as unknown as EventSource,
      handlers: new Set(),
      latest: null,
      latestId: null,
      open: false,
      closing: null,
    };
    connect(
      created,
      key,
      `${apiClient.defaults.baseURL ?? ''}${routePath('GET /live/matchups/:league_id/:week', { league_id: leagueId, week })}?changes=1`,
    );
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
