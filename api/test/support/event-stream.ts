import http from 'node:http';

/** A Server-Sent Events stream read over real HTTP, as a browser's EventSource reads it. */
export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface EventStreamReader {
  status: number;
  headers: Headers;
  /** The next event, or null once the server closed the stream; throws after `ms` without one. */
  next(ms?: number): Promise<StreamEvent | null>;
  /** Whether an event arrives within `ms` (it is kept for next()). */
  arrivesWithin(ms: number): Promise<boolean>;
  close(): void;
}

/**
 * Opens `url` with Accept: text/event-stream and parses events (comments and retry skipped). Each
 * stream has a connection of its own, ended by close(): nothing is left open on the server.
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamReader> {
  const request = http.request(url, {
    agent: false,
    headers: { accept: 'text/event-stream', ...headers },
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
  let buffer = '';
  let ended = false;
  const queued: StreamEvent[] = [];
  let arrived: (() => void) | null = null;
  const wake = () => {
    arrived?.();
    arrived = null;
  };
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    parse();
    wake();
  });
  const finish = () => {
    ended = true;
    wake();
  };
  response.on('end', finish);
  response.on('error', finish);
  request.on('error', finish);
  request.on('close', finish);

  const parse = () => {
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: StreamEvent = { id: null, event: 'message', data: '' };
      let hasData = false;
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon === 0) continue;
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') event.id = value;
        else if (field === 'event') event.event = value;
        else if (field === 'data') {
          event.data += (hasData ? '\n' : '') + value;
          hasData = true;
        }
      }
      if (hasData) queued.push(event);
      end = buffer.indexOf('\n\n');
    }
  };
  const waitFor = async (ms: number): Promise<boolean> => {
    const deadline = Date.now() + ms;
    while (queued.length === 0 && !ended) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        arrived = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    return true;
  };
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(response.headers))
    if (typeof value === 'string') responseHeaders.set(name, value);
  return {
    status: response.statusCode ?? 0,
    headers: responseHeaders,
    async next(ms = 15_000) {
      if (!(await waitFor(ms))) throw new Error(`no event within ${ms} ms`);
      return queued.shift() ?? null;
    },
    async arrivesWithin(ms) {
      return (await waitFor(ms)) && queued.length > 0;
    },
    close: () => request.destroy(),
  };
}
