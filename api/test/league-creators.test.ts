import { MESSAGES } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { issueSetupToken } from '../src/services/league-creators';
import { FIXTURE_PASSWORD, login, registerUser, request } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 13, finding 4: on a fresh deployment (SEED_DEMO=0 LEAGUE_CREATOR_EMAIL=boss@league.example)
// whoever registered BOSS@league.example first got the right to create leagues, and the real owner
// was locked out of the address. Rights now need the set-up token the server prints at start.

const BOSS = 'boss@league.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { leagueCreatorEmails: [BOSS] } });
});
afterAll(async () => {
  await t?.close();
});

const registerBody = (username: string, email: string, setupToken?: string) => ({
  username,
  email_address: email,
  first_name: 'Boss',
  last_name: 'Owner',
  password: FIXTURE_PASSWORD,
  ...(setupToken === undefined ? {} : { setup_token: setupToken }),
});

const canCreate = async (cookie: string) =>
  (await request(t, cookie, 'GET', '/users/me')).json().can_create_leagues as boolean;

describe('the configured league-creator e-mail', () => {
  it('cannot be registered without the set-up token, whatever its case, so its owner is never locked out', async () => {
    for (const email of ['BOSS@league.example', BOSS]) {
      const res = await request(
        t,
        null,
        'POST',
        '/users/register',
        registerBody('squatter', email),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.setupTokenNeeded });
    }
    const wrong = await request(
      t,
      null,
      'POST',
      '/users/register',
      registerBody('squatter', 'Boss@League.example', 'guessed-token'),
    );
    expect(wrong.statusCode).toBe(403);
    // Nobody's but the mock drafts' bot accounts (migration 024).
    const accounts = await t.db
      .selectFrom('users')
      .select('id')
      .where('is_bot', '=', false)
      .execute();
    expect(accounts).toHaveLength(0);
  });

  it('registered with the token printed at start, may create leagues; the token works once', async () => {
    const token = await issueSetupToken(t.db, t.config);
    expect(token).toEqual(expect.any(String));
    const res = await request(
      t,
      null,
      'POST',
      '/users/register',
      registerBody('boss', BOSS, token!),
    );
    expect(res.statusCode).toBe(200);
    const cookie = await login(t, 'boss');
    expect(await canCreate(cookie)).toBe(true);
    const league = await request(t, cookie, 'POST', '/leagues/create', { name: 'Boss League' });
    expect(league.statusCode).toBe(200);
    // Every configured e-mail is proved: nothing more is printed, and no token is left.
    expect(await issueSetupToken(t.db, t.config)).toBeNull();
    expect(await t.db.selectFrom('setup_tokens').select('token_hash').execute()).toEqual([]);
  });

  it('gives no rights to an account of another e-mail, even with a token', async () => {
    const t2 = await createTestApp({ config: { leagueCreatorEmails: [BOSS] } });
    try {
      const token = await issueSetupToken(t2.db, t2.config);
      const other = await registerUser(t2, { email_address: 'someone@league.example' });
      const cookie = await login(t2, other.username);
      const claim = await request(t2, cookie, 'POST', '/users/claimLeagueCreator', {
        setup_token: token,
      });
      expect(claim.statusCode).toBe(403);
      expect((await request(t2, cookie, 'GET', '/users/me')).json().can_create_leagues).toBe(false);
      const create = await request(t2, cookie, 'POST', '/leagues/create', { name: 'Not Mine' });
      expect(create.statusCode).toBe(403);
    } finally {
      await t2.close();
    }
  });
});

describe('an account that holds the creator e-mail from before', () => {
  it('has no rights until it proves itself with a set-up token, once', async () => {
    const t3 = await createTestApp({ config: { leagueCreatorEmails: [BOSS] } });
    try {
      // Registered before rights needed proof (or before the e-mail was configured).
      await t3.db
        .insertInto('users')
        .values({
          username: 'old_boss',
          email_address: 'Boss@League.example',
          first_name: 'Old',
          last_name: 'Boss',
          password_hash: await hashPassword(FIXTURE_PASSWORD),
        })
        .execute();
      const cookie = await login(t3, 'old_boss');
      expect((await request(t3, cookie, 'GET', '/users/me')).json().can_create_leagues).toBe(false);
      const claim = (setupToken: string) =>
        request(t3, cookie, 'POST', '/users/claimLeagueCreator', { setup_token: setupToken });
      expect((await claim('not-the-token')).statusCode).toBe(403);
      const token = (await issueSetupToken(t3.db, t3.config))!;
      const proved = await claim(token);
      expect(proved.statusCode).toBe(200);
      expect(proved.json()).toEqual({ status: 'success', message: MESSAGES.leagueCreatorProved });
      expect((await request(t3, cookie, 'GET', '/users/me')).json().can_create_leagues).toBe(true);
      expect((await claim(token)).statusCode).toBe(403);
    } finally {
      await t3.close();
    }
  });
});
