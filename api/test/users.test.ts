import { MESSAGES } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_PASSWORD,
  login,
  registerLeagueCreator,
  registerUser,
  request,
} from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const newAccount = () => {
  counter += 1;
  const name = `reg_${Date.now().toString(36)}_${counter}`;
  return {
    username: name,
    email_address: `${name}@example.com`,
    first_name: 'Mary-Jo',
    last_name: 'Van Dyke',
    password: 'long-enough',
  };
};

describe('POST /users/register', () => {
  it('creates an account and answers status, id and message', async () => {
    const body = newAccount();
    const res = await request(t, null, 'POST', '/users/register', body);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({
      status: 'success',
      id: expect.any(Number),
      message: MESSAGES.registered,
    });
    const stored = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', answer.id)
      .executeTakeFirstOrThrow();
    expect(stored.username).toBe(body.username);
    expect(stored.password_hash).not.toContain(body.password);
    expect(stored.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  it.each([
    ['a missing field', { password: undefined }, MESSAGES.allFieldsRequired],
    ['a blank field', { first_name: '   ' }, MESSAGES.allFieldsRequired],
    ['a short username', { username: 'ab' }, MESSAGES.usernameFormat],
    ['a username with a dash', { username: 'bad-name' }, MESSAGES.usernameFormat],
    ['an e-mail without a domain', { email_address: 'someone@nowhere' }, MESSAGES.emailFormat],
    ['a first name with digits', { first_name: 'R2D2' }, MESSAGES.firstNameFormat],
    ['a last name with digits', { last_name: 'Smith3' }, MESSAGES.lastNameFormat],
    ['a 7-character password', { password: '1234567' }, MESSAGES.passwordLength],
  ])('refuses %s with the spec text', async (_case, change, message) => {
    const body = { ...newAccount(), ...change };
    const res = await request(t, null, 'POST', '/users/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message });
    const stored = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', body.username ?? '')
      .execute();
    expect(stored).toHaveLength(0);
  });

  it('refuses an empty body with the all-fields text', async () => {
    const res = await request(t, null, 'POST', '/users/register', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.allFieldsRequired);
  });

  it('refuses a username already taken, whatever its case', async () => {
    const first = newAccount();
    await request(t, null, 'POST', '/users/register', first);
    const res = await request(t, null, 'POST', '/users/register', {
      ...newAccount(),
      username: first.username.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.usernameTaken });
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    const first = newAccount();
    await request(t, null, 'POST', '/users/register', first);
    const res = await request(t, null, 'POST', '/users/register', {
      ...newAccount(),
      email_address: first.email_address.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.emailTaken });
  });
});

describe('POST /users/login', () => {
  it("opens a session: an httpOnly cookie whose value also serves as a bearer token, and §7's status, data (never the hash, never the token) and message", async () => {
    const user = await registerUser(t, { first_name: 'Lena' });
    const res = await request(t, null, 'POST', '/users/login', {
      username: ` ${user.username} `,
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({
      status: 'success',
      message: MESSAGES.loggedIn,
      data: {
        id: user.id,
        username: user.username,
        email_address: user.email_address,
        first_name: 'Lena',
        last_name: user.last_name,
      },
    });
    const cookie = res.cookies.find((c) => c.name === 'ff_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const byCookie = await request(t, `ff_session=${cookie?.value}`, 'GET', '/users/me');
    expect(byCookie.json().id).toBe(user.id);
    // A client without a cookie jar sends the cookie's value as a bearer token.
    const byBearer = await t.app.inject({
      method: 'GET',
      url: '/users/me',
      headers: { authorization: `Bearer ${cookie?.value}` },
    });
    expect(byBearer.json().id).toBe(user.id);
  });

  it('refuses a wrong password and an unknown user with the same 401 text', async () => {
    const user = await registerUser(t);
    const wrong = await request(t, null, 'POST', '/users/login', {
      username: user.username,
      password: 'not-the-one',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 'error', message: MESSAGES.invalidCredentials });
    expect(wrong.cookies).toHaveLength(0);
    const unknown = await request(t, null, 'POST', '/users/login', {
      username: 'nobody_here',
      password: FIXTURE_PASSWORD,
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ status: 'error', message: MESSAGES.invalidCredentials });
  });

  it.each([
    ['a blank username', { username: '   ', password: 'whatever1' }],
    ['a missing password', { username: 'someone' }],
  ])('refuses %s with the spec text', async (_case, body) => {
    const res = await request(t, null, 'POST', '/users/login', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.loginRequired });
  });
});

describe('login rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { loginAttemptsPerMinute: 2 } });
  });
  afterAll(() => limited.close());

  it('stops a username after the configured attempts per minute, leaving other usernames alone', async () => {
    const user = await registerUser(limited);
    const attempt = (username: string, password: string) =>
      request(limited, null, 'POST', '/users/login', { username, password });
    expect((await attempt(user.username, 'wrong-one')).statusCode).toBe(401);
    expect((await attempt(user.username, 'wrong-two')).statusCode).toBe(401);
    const blocked = await attempt(user.username, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ status: 'error', message: MESSAGES.tooManyLoginAttempts });

    const other = await registerUser(limited);
    expect((await attempt(other.username, other.password)).statusCode).toBe(200);
  });
});

describe('POST /users/logout', () => {
  it('ends the server session and clears the cookie', async () => {
    const user = await registerUser(t);
    const cookie = await login(t, user.username, user.password);
    const res = await request(t, cookie, 'POST', '/users/logout');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const cleared = res.cookies.find((c) => c.name === 'ff_session');
    expect(cleared?.value).toBe('');
    // The old cookie no longer opens anything, even if a browser kept it.
    const after = await request(t, cookie, 'GET', '/users/me');
    expect(after.statusCode).toBe(401);
  });

  it('needs a session', async () => {
    const res = await request(t, null, 'POST', '/users/logout');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.notAuthenticated });
  });
});

describe('GET /users/me', () => {
  it('answers the account of the session', async () => {
    const user = await registerUser(t, { first_name: 'Mina', last_name: 'Harker' });
    const cookie = await login(t, user.username, user.password);
    const res = await request(t, cookie, 'GET', '/users/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      username: user.username,
      email_address: user.email_address,
      first_name: 'Mina',
      last_name: 'Harker',
      can_create_leagues: false,
    });
  });

  it('tells the configured creator account, whatever the case of its e-mail, that it may create leagues', async () => {
    const creator = await registerLeagueCreator(t, { email_address: 'Creator@Fangtasy.test' });
    const cookie = await login(t, creator.username, creator.password);
    const res = await request(t, cookie, 'GET', '/users/me');
    expect(res.json().can_create_leagues).toBe(true);
  });

  it('needs a session', async () => {
    expect((await request(t, null, 'GET', '/users/me')).statusCode).toBe(401);
    expect((await request(t, 'ff_session=forged', 'GET', '/users/me')).statusCode).toBe(401);
  });
});

describe('GET /users/getUserById/:id', () => {
  let reader: string;
  beforeAll(async () => {
    const user = await registerUser(t);
    reader = await login(t, user.username, user.password);
  });

  it("shows another account's public names but never its e-mail", async () => {
    const other = await registerUser(t, { first_name: 'Dmitri', last_name: 'Ivanov' });
    const res = await request(t, reader, 'GET', `/users/getUserById/${other.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: other.id,
      username: other.username,
      first_name: 'Dmitri',
      last_name: 'Ivanov',
    });
    expect(res.body).not.toContain(other.email_address);
    expect(res.body).not.toContain('password');
  });

  it('shows your own e-mail to you', async () => {
    const me = await registerUser(t);
    const cookie = await login(t, me.username, me.password);
    const res = await request(t, cookie, 'GET', `/users/getUserById/${me.id}`);
    expect(res.json().email_address).toBe(me.email_address);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await request(t, reader, 'GET', '/users/getUserById/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', message: MESSAGES.userNotFound });
    const malformed = await request(t, reader, 'GET', '/users/getUserById/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ status: 'error', message: MESSAGES.invalidUserOrLeague });
  });

  it('needs a session', async () => {
    const other = await registerUser(t);
    expect((await request(t, null, 'GET', `/users/getUserById/${other.id}`)).statusCode).toBe(401);
  });
});

describe('GET /users/getUserByUsername/:username', () => {
  let reader: string;
  beforeAll(async () => {
    const user = await registerUser(t);
    reader = await login(t, user.username, user.password);
  });

  it('finds an account by username, whatever its case, with public names only', async () => {
    const other = await registerUser(t, { first_name: 'Nora', last_name: 'Quinn' });
    const res = await request(
      t,
      reader,
      'GET',
      `/users/getUserByUsername/${other.username.toUpperCase()}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: other.id,
      username: other.username,
      first_name: 'Nora',
      last_name: 'Quinn',
    });
  });

  it('answers 404 with the spec text for an unknown username', async () => {
    const res = await request(t, reader, 'GET', '/users/getUserByUsername/no_such_person');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.noUserWithUsername });
  });

  it('refuses a malformed username with the Add Member text', async () => {
    const res = await request(t, reader, 'GET', '/users/getUserByUsername/no%20spaces');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.inviteUsernameFormat });
  });

  it('needs a session', async () => {
    expect((await request(t, null, 'GET', '/users/getUserByUsername/anyone')).statusCode).toBe(401);
  });
});
