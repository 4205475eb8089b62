import { apiClient } from './client';

/** What a watcher of a live stream is told. */
export interface LiveStreamHandlers<T> {
  /** A new state (every watcher gets the current one first). */
  onState(state: T): void;
  /** The stream is held: the page may stop polling. */
  onOpen?(): void;
  /** The stream is lost for good (refused, or the browser gave up): the page polls instead. */
  onClosed?(): void;
}

/** What a stream's own events may do with the stream they arrived on. */
export interface LiveStreamEvents<T> {
  /** Listens for one event of this connection (events of a replaced connection are dropped). */
  on(event: string, listener: (message: MessageEvent<string>) => void): void;
  /** Hands a new state, with its event id, to every watcher. */
  take(state: T, id: string): void;
  /** The state held and its id: the base that changes must start from. */
  held(): { state: T | null; id: string | null };
  /** Closes this connection and opens another without an event id (a whole state first). */
  restart(): void;
}

/** One kind of live stream: its path under the api and how its events become states. */
export interface LiveStreamKind<T> {
  /** The path and query under the api's base URL; one connection per path for the whole page. */
  path: string;
  /** Adds the listeners of the stream's own events. */
  listen(events: LiveStreamEvents<T>): void;
}

interface Stream {
  source: EventSource;
  handlers: Set<LiveStreamHandlers<unknown>>;
  latest: unknown;
  latestId: string | null;
  open: boolean;
  /** Set while the stream has no watcher and waits to close. */
  closing: ReturnType<typeof setTimeout> | null;
}

/**
 * How long a stream with no watcher is kept: going from the dashboard to Matchups (or a remote
 * mounting again) picks the same connection up instead of opening another.
 */
export const LIVE_STREAM_LINGER_MS = 10_000;

// One stream per path for the whole page: this module is a shared singleton, so the shell and
// every remote that watches the same thing share its one connection (decision 015).
const streams = new Map<string, Stream>();

function connect(stream: Stream, kind: LiveStreamKind<unknown>): void {
  const source = new EventSource(`${apiClient.defaults.baseURL ?? ''}${kind.path}`, {
    withCredentials: true,
  });
  stream.source = source;
  const current = () => stream.source === source;
  source.addEventListener('open', () => {
    if (!current()) return;
    stream.open = true;
    for (const watcher of stream.handlers) watcher.onOpen?.();
  });
  kind.listen({
    on: (event, listener) =>
      source.addEventListener(event, (message) => {
        if (current()) listener(message as MessageEvent<string>);
      }),
    take: (state, id) => {
      stream.latest = state;
      stream.latestId = id;
      for (const watcher of stream.handlers) watcher.onState(state);
    },
    held: () => ({ state: stream.latest, id: stream.latestId }),
    restart: () => {
      source.close();
      connect(stream, kind);
    },
  });
  source.addEventListener('error', () => {
    if (!current()) return;
    stream.open = false;
    // CONNECTING: the browser is retrying by itself. CLOSED: it gave up — on any answer but
    // 200, such as the 429 or 503 of the api's stream limits (decision 024) — and pages poll.
    if (source.readyState === EventSource.CLOSED) {
      if (streams.get(kind.path) === stream) streams.delete(kind.path);
      for (const watcher of stream.handlers) watcher.onClosed?.();
    }
  });
}

/**
 * Watches a live stream of the api (Server-Sent Events), sharing one connection with every other
 * watcher of the same path. The browser reconnects by itself after a network error, sending the
 * last state's id. Returns the unsubscribe; the connection closes LIVE_STREAM_LINGER_MS after its
 * last watcher leaves, unless another comes. Without EventSource (an old browser, a test runner)
 * it calls onClosed at once.
 */
export function watchLiveStream<T>(
  kind: LiveStreamKind<T>,
  handlers: LiveStreamHandlers<T>,
): () => void {
  if (typeof EventSource === 'undefined') {
    handlers.onClosed?.();
    return () => {};
  }
  const key = kind.path;
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
    connect(created, kind as LiveStreamKind<unknown>);
    stream = created;
    streams.set(key, stream);
  }
  if (stream.closing) clearTimeout(stream.closing);
  stream.closing = null;
  const watcher = handlers as LiveStreamHandlers<unknown>;
  stream.handlers.add(watcher);
  if (stream.open) handlers.onOpen?.();
  if (stream.latest !== null) handlers.onState(stream.latest as T);
  const held = stream;
  return () => {
    held.handlers.delete(watcher);
    if (held.handlers.size > 0 || held.closing) return;
    held.closing = setTimeout(() => {
      held.closing = null;
      if (held.handlers.size > 0) return;
      held.source.close();
      if (streams.get(key) === held) streams.delete(key);
    }, LIVE_STREAM_LINGER_MS);
  };
}
