import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MESSAGES } from '@fangtasy/shared/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { API_DIR, apiCall, startApiProcess, waitFor, type ApiProcess } from './support/api-process';

// Issue 13, finding 8: with PostgreSQL stopped every route, /health included, answered 500
// "Internal server error."; with it frozen, requests hung with no limit. A real server is stopped
// and started again, then frozen and thawed, under a running api that is never restarted.

interface OutageServer {
  url: string;
  stop(): void;
  down(): void;
  up(): void;
  freeze(): void;
  thaw(): void;
}

let api: ApiProcess | null = null;
let server: OutageServer | null = null;
afterEach(async () => {
  await api?.kill();
  server?.stop();
  api = null;
  server = null;
});

/** A PostgreSQL server of this test's own: the suite's shared one must stay up for the others. */
async function ownServer(): Promise<OutageServer> {
  const lib = pathToFileURL(join(API_DIR, '..', 'scripts', 'lib', 'postgres.mjs')).href;
  const { startTempPostgres } = (await import(lib)) as {
    startTempPostgres(): Promise<OutageServer>;
  };
  return startTempPostgres();
}

/** A request that may not hang: anything slower than a minute counts as no answer at all. */
async function answerOf(path: string, token: string | null = null) {
  const res = await fetch(`${api!.url}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(60_000),
  });
  return { status: res.status, body: (await res.json()) as { status: string; message?: string } };
}

const unavailable = { status: 'error', message: MESSAGES.databaseUnavailable };

describe('the api when its PostgreSQL server goes away', () => {
  it('answers 503 while the server is down or stalled, says so on /health, and recovers by itself', async () => {
    server = await ownServer();
    api = await startApiProcess({
      DATABASE_URL: server.url,
      DB_CONNECT_TIMEOUT_MS: '2000',
      DB_STATEMENT_TIMEOUT_MS: '2000',
    });
    const registered = await apiCall(api, null, 'POST', '/users/register', {
      username: 'outage_member',
      email_address: 'outage@fangtasy.test',
      first_name: 'Out',
      last_name: 'Age',
      password: 'fixture-password',
    });
    expect(registered.status).toBe(200);
    const login = await fetch(`${api.url}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'outage_member', password: 'fixture-password' }),
    });
    const token = /ff_session=([^;]+)/.exec(login.headers.getSetCookie().join(';'))![1]!;
    expect((await answerOf('/users/me', token)).status).toBe(200);

    // Stopped: every request answers 503 with a clear message, /health first of all.
    server.down();
    expect(await answerOf('/health')).toEqual({ status: 503, body: unavailable });
    expect(await answerOf('/users/me', token)).toEqual({ status: 503, body: unavailable });
    const refusedLogin = await apiCall(api, null, 'POST', '/users/login', {
      username: 'outage_member',
      password: 'fixture-password',
    });
    expect(refusedLogin).toEqual({ status: 503, body: unavailable });

    // Started again: the same api process answers again, the session intact.
    server.up();
    await waitFor('the api to reach its database again', async () => {
      return (await answerOf('/health')).status === 200;
    });
    expect((await answerOf('/users/me', token)).status).toBe(200);

    // Frozen: connections stay open but nothing answers. Requests end with 503, none hangs.
    server.freeze();
    expect(await answerOf('/users/me', token)).toEqual({ status: 503, body: unavailable });
    expect(await answerOf('/health')).toEqual({ status: 503, body: unavailable });
    server.thaw();
    await waitFor('the api to answer after the thaw', async () => {
      return (await answerOf('/users/me', token)).status === 200;
    });
    expect(api.hasExited()).toBe(false);
  });
});
