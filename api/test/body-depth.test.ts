import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSeasonWeeks, createRosterLeague, type RosterLeague } from './support/roster-fixtures';
import { routeFixtureIds } from './support/route-numbers';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 32: 5,000 nested `[` in a body answered 500 on every route with a body — the NUL check
// walked the body recursively without a limit and ran out of stack.

let t: TestApp;
let league: RosterLeague;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  await addSeasonWeeks(t);
  league = await createRosterLeague(t);
  ids = await routeFixtureIds(t, league, league.teams[1]!);
});
afterAll(async () => {
  await t?.close();
});

const TOO_DEEP = { status: 'error', message: 'Request body is nested too deeply.' };

const nested = {
  arrays: '['.repeat(5_000) + ']'.repeat(5_000),
  objects: '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  // Brackets inside a string are text, not nesting.
  inString: JSON.stringify({ name: '['.repeat(5_000) }),
};

const send = (method: string, url: string, payload: string) =>
  t.app.inject({
    method: method as 'POST',
    url,
    headers: { cookie: league.teams[1]!.cookie, 'content-type': 'application/json' },
    payload,
  });

describe('a deeply nested body', () => {
  it('answers 400 with a clear message on every route with a body', async () => {
    const routes = t.app.routeTable.filter((route) => !['GET', 'DELETE'].includes(route.method));
    expect(routes.length).toBeGreaterThanOrEqual(31);
    const answers: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:([a-z_]+)/g, (_, name: string) => String(ids[name] ?? 1));
      for (const kind of ['arrays', 'objects'] as const) {
        const res = await send(route.method, url, nested[kind]);
        const body = res.json<unknown>();
        if (res.statusCode !== 400 || JSON.stringify(body) !== JSON.stringify(TOO_DEEP))
          answers.push(`${route.method} ${route.url} (${kind}) → ${res.statusCode} ${res.body}`);
      }
    }
    expect(answers).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  }, 120_000);

  it('counts brackets in strings as text: such a body reaches the route', async () => {
    const res = await send('POST', '/leagues/create', nested.inString);
    expect(res.statusCode).not.toBe(500);
    expect(res.json<{ message?: string }>().message).not.toBe(TOO_DEEP.message);
  });
});
