import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInactiveLeague, request, type FixtureLeague } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// PostgreSQL text cannot hold a NUL character. Each of these reached a query and answered 500
// with a stack trace in the log, most without an account (issue 13, finding 7).

let t: TestApp;
let league: FixtureLeague;
beforeAll(async () => {
  t = await createTestApp();
  league = await createInactiveLeague(t);
});
afterAll(async () => {
  await t?.close();
});

describe('a NUL character in any text', () => {
  it('in the login username answers 400 naming the username', async () => {
    const res = await request(t, null, 'POST', '/users/login', {
      username: 'alice\u0000',
      password: 'whatever-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'username cannot contain a NUL character.',
    });
  });

  it('in the register e-mail answers 400 naming the e-mail', async () => {
    const res = await request(t, null, 'POST', '/users/register', {
      username: 'nul_email',
      email_address: 'nul\u0000@fangtasy.test',
      first_name: 'Nul',
      last_name: 'Tester',
      password: 'fixture-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('email_address cannot contain a NUL character.');
  });

  it('in a team name answers 400 naming the team name', async () => {
    const { commish } = league;
    const res = await request(
      t,
      commish.cookie,
      'PUT',
      `/league_members/updateTeamName/${league.leagueId}/${commish.userId}`,
      { team_name: 'Night\u0000Owls' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('team_name cannot contain a NUL character.');
  });

  it('in a league name answers 400', async () => {
    const res = await request(t, league.commish.cookie, 'POST', '/leagues/create', {
      name: 'Nul\u0000League',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('name cannot contain a NUL character.');
  });

  it('in a player search answers 400', async () => {
    const res = await request(t, league.commish.cookie, 'GET', '/players/search?name=%00');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('name cannot contain a NUL character.');
  });

  it('deep in a body names the field it is in', async () => {
    const res = await request(t, league.commish.cookie, 'POST', '/leagues/create', {
      name: 'Fine',
      waiver_rules: { waivers_length: 2, waiver_day: 'Wed\u0000nesday' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('waiver_day cannot contain a NUL character.');
  });
});
