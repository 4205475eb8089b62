import { MESSAGES } from '@fangtasy/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiConfig } from '../src/config';
import { openEventStream, type EventStreamReader } from './support/event-stream';
import { createActiveLeague, login, type FixtureLeague } from './support/fixtures';
import { rawConnection, requestOver, type RawConnection } from './support/raw-http';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 32: nothing limited connections. One member's session opened 1,000 live streams and the
// api ran out of descriptors, refusing everyone's logins and /health; 1,000 connections that
// never finished their headers did the same. Limits here are low so a few sockets show them.

/** Generous: each wait is for something configured to happen within a second or two. */
const PATIENCE_MS = 20_000;

async function until(what: string, check: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + PATIENCE_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Served {
  t: TestApp;
  base: string;
  league: FixtureLeague;
}

async function serve(config: Partial<ApiConfig>): Promise<Served> {
  const t = await createTestApp({ config });
  const league = await createActiveLeague(t);
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { t, base, league };
}

const opened: EventStreamReader[] = [];
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});

async function streamOf(served: Served, cookie: string): Promise<EventStreamReader> {
  const stream = await openEventStream(
    `${served.base}/live/matchups/${served.league.leagueId}/1?changes=1`,
    { cookie },
  );
  opened.push(stream);
  return stream;
}

/** A member's login and /health over connections of their own, as another client makes them. */
async function othersAreServed(served: Served, localAddress?: string): Promise<void> {
  const someone = served.league.players[5]!.user;
  const loggedIn = await requestOver(served.base, 'POST', '/users/login', {
    body: { username: someone.username, password: someone.password },
    localAddress,
  });
  expect(loggedIn.status).toBe(200);
  const health = await requestOver(served.base, 'GET', '/health', { localAddress });
  expect(health.status).toBe(200);
}

describe('live streams per session and per member', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve({ liveStreamsPerSession: 2, liveStreamsPerMember: 3, liveStreamsMax: 50 });
  });
  afterAll(() => served.t.close());

  it('holds a few streams of one session, refuses the flood beyond them, and serves everyone else', async () => {
    const member = served.league.players[0]!;
    // Thirty at once from one session, as a script would open them.
    const flood = await Promise.all(
      Array.from({ length: 30 }, () => streamOf(served, member.cookie)),
    );
    const statuses = flood.map((stream) => stream.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(28);
    const refused = flood.find((stream) => stream.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await othersAreServed(served);

    // The same member signed in elsewhere: one more, up to the member's limit.
    const elsewhere = await login(served.t, member.user.username, member.user.password);
    const more = [await streamOf(served, elsewhere), await streamOf(served, elsewhere)];
    expect(more.map((stream) => stream.status)).toEqual([200, 429]);

    // Another member is not held back by him.
    const other = served.league.players[1]!;
    expect((await streamOf(served, other.cookie)).status).toBe(200);

    // A closed stream gives its place back.
    flood.find((stream) => stream.status === 200)!.close();
    await until('a closed stream to give its place back', async () => {
      const again = await streamOf(served, member.cookie);
      if (again.status !== 200) again.close();
      return again.status === 200;
    });
  });
});

describe('live streams per process', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve({ liveStreamsMax: 2 });
  });
  afterAll(() => served.t.close());

  it('answers 503 with Retry-After beyond the cap, so the page polls, and takes streams again once one closes', async () => {
    const [a, b, c] = served.league.players;
    const first = await streamOf(served, a!.cookie);
    const second = await streamOf(served, b!.cookie);
    expect([first.status, second.status]).toEqual([200, 200]);
    const refused = await requestOver(
      served.base,
      'GET',
      `/live/matchups/${served.league.leagueId}/1`,
      { headers: { cookie: c!.cookie, accept: 'text/event-stream' } },
    );
    expect(refused.status).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body)).toEqual({
      status: 'error',
      message: MESSAGES.liveStreamsFull,
    });
    // Polling the same week still answers.
    const polled = await requestOver(
      served.base,
      'GET',
      `/live/matchups/${served.league.leagueId}/1`,
      { headers: { cookie: c!.cookie } },
    );
    expect(polled.status).toBe(200);
    await othersAreServed(served);

    first.close();
    await until('the freed place to be taken', async () => {
      const again = await streamOf(served, c!.cookie);
      if (again.status !== 200) again.close();
      return again.status === 200;
    });
  });
});

describe('half-sent requests', () => {
  let served: Served;
  const sockets: RawConnection[] = [];
  beforeAll(async () => {
    served = await serve({ headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 });
  });
  afterAll(async () => {
    for (const connection of sockets) connection.socket.destroy();
    await served.t.close();
  });

  it('are dropped within their timeout while members log in, and a live stream outlasts them', async () => {
    const member = served.league.players[0]!;
    const stream = await streamOf(served, member.cookie);
    expect(stream.status).toBe(200);
    const started = Date.now();
    // Headers never finished, nothing sent at all, and a body cut short.
    for (let i = 0; i < 10; i++)
      sockets.push(await rawConnection(served.base, 'GET /health HTTP/1.1\r\nHost: x\r\n'));
    for (let i = 0; i < 5; i++) sockets.push(await rawConnection(served.base, ''));
    for (let i = 0; i < 5; i++)
      sockets.push(
        await rawConnection(
          served.base,
          'POST /users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"user',
        ),
      );
    await othersAreServed(served);
    await until('every half-sent request to be dropped', () =>
      sockets.every((connection) => connection.isClosed()),
    );
    // Each was dropped well before Node's own defaults (60 s for headers, none for a body).
    expect(Date.now() - started).toBeLessThan(PATIENCE_MS);
    expect(await sockets[0]!.closed).toMatch(/^HTTP\/1\.1 408/);
    // The stream's request arrived whole: its answer goes on past every request timeout.
    expect(served.t.app.liveMatchups.watcherCount).toBe(1);
    await othersAreServed(served);
  });
});

describe('connections per address', () => {
  let served: Served;
  const sockets: RawConnection[] = [];
  const PROXY = '127.0.0.3';
  beforeAll(async () => {
    served = await serve({
      connectionsPerAddress: 3,
      headersTimeoutMs: 60_000,
      requestTimeoutMs: 60_000,
      trustProxy: [PROXY],
    });
  });
  afterAll(async () => {
    for (const connection of sockets) connection.socket.destroy();
    await served.t.close();
  });

  it('caps one address, serves another, and does not cap a trusted proxy', async () => {
    for (let i = 0; i < 3; i++)
      sockets.push(await rawConnection(served.base, 'GET / HTTP/1.1\r\n'));
    // The fourth is closed at once, unanswered.
    const fourth = await rawConnection(served.base, 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
    sockets.push(fourth);
    expect(await fourth.closed).toBe('');
    // Another client (another loopback address) is served meanwhile.
    await othersAreServed(served, '127.0.0.2');
    // The proxy carries many clients: more connections than the cap, each answered.
    const viaProxy = await Promise.all(
      Array.from({ length: 5 }, () =>
        requestOver(served.base, 'GET', '/health', { localAddress: PROXY }),
      ),
    );
    expect(viaProxy.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    // A closed connection gives its place back.
    sockets[0]!.socket.destroy();
    await until('the address to be served again', async () => {
      const answer = await requestOver(served.base, 'GET', '/health').catch(() => null);
      return answer?.status === 200;
    });
  });
});

describe('connections per process', () => {
  let t: TestApp;
  let base: string;
  const sockets: RawConnection[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      config: { maxConnections: 4, headersTimeoutMs: 60_000, requestTimeoutMs: 60_000 },
    });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const connection of sockets) connection.socket.destroy();
    await t.close();
  });

  it('are capped below the descriptor limit: one beyond the cap is closed at once, and served once one leaves', async () => {
    for (let i = 0; i < 4; i++) sockets.push(await rawConnection(base, 'GET / HTTP/1.1\r\n'));
    const beyond = await rawConnection(base, 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
    sockets.push(beyond);
    expect(await beyond.closed).toBe('');
    sockets[0]!.socket.destroy();
    await until('a connection to be served again', async () => {
      const answer = await requestOver(base, 'GET', '/health').catch(() => null);
      return answer?.status === 200;
    });
  });
});
