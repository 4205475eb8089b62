import { MESSAGES } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInactiveLeague, request, type FixtureLeague } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 13, finding 5: a text/plain POST leaves without a preflight, and /leagues/activate and
// /users/logout take no body, so a page on another origin activated a league with the
// commissioner's cookie. The browser test (tests/e2e/cross-origin.test.ts) makes the same attack
// from a real page; here each header case is pinned down.

const SHELL = 'http://localhost:3000';
const HOSTILE = 'http://localhost:3999';

let t: TestApp;
let league: FixtureLeague;
beforeAll(async () => {
  t = await createTestApp({ config: { corsOrigins: [SHELL] } });
  league = await createInactiveLeague(t, { validMembers: 10 });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, cookie: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'text/plain', ...headers },
    payload: 'x=1',
  });

const isActive = async () =>
  (
    await t.db
      .selectFrom('leagues')
      .select('is_active')
      .where('id', '=', league.leagueId)
      .executeTakeFirstOrThrow()
  ).is_active;

const sessionWorks = async (cookie: string) =>
  (await request(t, cookie, 'GET', '/users/me')).statusCode === 200;

describe('a state-changing request from another origin', () => {
  const activate = () => `/leagues/activate/${league.leagueId}/${league.commish.memberId}`;

  it.each([
    ['a foreign Origin', { origin: HOSTILE }],
    ['a foreign Origin on the same site', { origin: HOSTILE, 'sec-fetch-site': 'same-site' }],
    ['a hidden Origin', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site cross-site and no Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('is refused with %s: the league stays inactive', async (_case, headers) => {
    const res = await post(activate(), league.commish.cookie, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.crossOriginRefused });
    expect(await isActive()).toBe(0);
  });

  it('cannot log the member out', async () => {
    const res = await post('/users/logout', league.players[0]!.cookie, {
      origin: HOSTILE,
      'sec-fetch-site': 'same-site',
    });
    expect(res.statusCode).toBe(403);
    expect(await sessionWorks(league.players[0]!.cookie)).toBe(true);
  });

  it('may still read: reads are kept from other origins by CORS, not refused', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/users/me',
      headers: { cookie: league.commish.cookie, origin: HOSTILE, 'sec-fetch-site': 'same-site' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('a state-changing request the product makes', () => {
  it.each([
    ['from the shell’s origin', { origin: SHELL, 'sec-fetch-site': 'same-site' }],
    [
      'from the api’s own page (/docs)',
      { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
    ],
    ['from a client that is not a browser', {}],
    ['from an older browser on the api’s own host', { origin: 'http://localhost:80' }],
  ])('is allowed %s', async (_case, headers) => {
    const player = league.players[1]!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/league_members/updateTeamName/${league.leagueId}/${player.userId}`,
      headers: { cookie: player.cookie, ...headers },
      payload: { team_name: 'Same Origin' },
    });
    expect(res.statusCode).toBe(200);
  });
});
