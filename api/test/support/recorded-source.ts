import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The recorded provider answers under api/test/fixtures (their origins: the README beside each). */
export const FIXTURES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

export const fixtureText = (path: string) => readFileSync(join(FIXTURES_DIR, path), 'utf8');
export const fixtureJson = <T = unknown>(path: string) => JSON.parse(fixtureText(path)) as T;

/** How the local server answers one path. */
export type RecordedAnswer =
  /** A JSON or text body with status 200 (or `status`). */
  | { kind: 'body'; body: string; status?: number; contentType?: string }
  /** Never answers: the request waits until the client gives up (a timeout). */
  | { kind: 'hang' }
  /**
   * A file as a release host serves it: ETag and Last-Modified, 304 to a matching
   * If-None-Match / If-Modified-Since, 206 to a Range whose If-Range matches. With `cutAfter`,
   * the next full answer sends that many bytes and then drops the connection.
   */
  | { kind: 'file'; body: Buffer; etag: string; lastModified: string; cutAfter?: number };

export const json = (value: unknown, status = 200): RecordedAnswer => ({
  kind: 'body',
  body: typeof value === 'string' ? value : JSON.stringify(value),
  status,
  contentType: 'application/json',
});

export const file = (
  body: string | Buffer,
  version: string,
  cutAfter?: number,
): RecordedAnswer => ({
  kind: 'file',
  body: typeof body === 'string' ? Buffer.from(body) : body,
  etag: `"${version}"`,
  // A fixed instant per version: only equality matters to the client.
  lastModified: new Date(
    Date.UTC(2023, 8, 18, 10, 0, Number(version.replace(/\D/g, '') || 0)),
  ).toUTCString(),
  ...(cutAfter === undefined ? {} : { cutAfter }),
});

export interface SeenRequest {
  path: string;
  headers: IncomingMessage['headers'];
  status: number | 'hang' | 'cut';
}

/**
 * A local HTTP server standing in for a provider (ESPN's site API, nflverse's release host): the
 * test says what each path answers now (`answer`), moves its clock and runs the jobs; the server
 * records every request it receives, so a test can count polls.
 */
export interface RecordedSource {
  url: string;
  answer(path: string, answer: RecordedAnswer | null): void;
  requests: SeenRequest[];
  /** Requests whose path starts with `prefix`. */
  count(prefix?: string): number;
  close(): Promise<void>;
}

export async function startRecordedSource(): Promise<RecordedSource> {
  const answers = new Map<string, RecordedAnswer>();
  const requests: SeenRequest[] = [];
  const serve = (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    const answer = answers.get(path);
    const seen: SeenRequest = { path, headers: req.headers, status: 404 };
    requests.push(seen);
    if (!answer) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    if (answer.kind === 'hang') {
      seen.status = 'hang';
      return;
    }
    if (answer.kind === 'body') {
      seen.status = answer.status ?? 200;
      res
        .writeHead(seen.status, { 'content-type': answer.contentType ?? 'text/plain' })
        .end(answer.body);
      return;
    }
    const validators = { etag: answer.etag, 'last-modified': answer.lastModified };
    if (
      req.headers['if-none-match'] === answer.etag ||
      (!req.headers['if-none-match'] && req.headers['if-modified-since'] === answer.lastModified)
    ) {
      seen.status = 304;
      res.writeHead(304, validators).end();
      return;
    }
    const range = /^bytes=(\d+)-$/.exec(String(req.headers.range ?? ''));
    const ifRange = req.headers['if-range'];
    if (range && (!ifRange || ifRange === answer.etag || ifRange === answer.lastModified)) {
      const start = Number(range[1]);
      if (start >= answer.body.length) {
        seen.status = 416;
        res.writeHead(416, { 'content-range': `bytes */${answer.body.length}` }).end();
        return;
      }
      seen.status = 206;
      res
        .writeHead(206, {
          ...validators,
          'content-type': 'application/octet-stream',
          'content-length': answer.body.length - start,
          'content-range': `bytes ${start}-${answer.body.length - 1}/${answer.body.length}`,
        })
        .end(answer.body.subarray(start));
      return;
    }
    res.writeHead(200, {
      ...validators,
      'content-type': 'application/octet-stream',
      'content-length': answer.body.length,
      'accept-ranges': 'bytes',
    });
    if (answer.cutAfter !== undefined) {
      // The line drops mid-file once: the client has part of it and must resume.
      seen.status = 'cut';
      const cutAfter = answer.cutAfter;
      delete answer.cutAfter;
      res.write(answer.body.subarray(0, cutAfter), () => {
        // A FIN after the bytes (never a reset, which may discard them): the line has dropped.
        res.socket?.end();
      });
      return;
    }
    seen.status = 200;
    res.end(answer.body);
  };
  const server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answer: (path, answer) => {
      if (answer) answers.set(path, answer);
      else answers.delete(path);
    },
    requests,
    count: (prefix = '/') => requests.filter((request) => request.path.startsWith(prefix)).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
