import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { login, registerUser } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// How the api answers a failure (app/error-answers.ts): what the database refuses as bad input
// is a 400, a conflict of concurrent changes a 409, an unreachable database a 503 to retry, and
// anything else a 500 that says nothing of the cause. The routes check their input before any
// query, so these answers are reached here through routes added for the test that run real
// statements on the real database.

let t: TestApp;
let app: App;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({ db: t.db, config: t.config, clock: t.clock });
  const failing = (path: string, fail: () => Promise<unknown>) =>
    app.get(path, { config: { access: 'public' } }, async () => {
      await fail();
      return { status: 'success' };
    });
  failing('/__failing__/bad-input', () => sql`select 'not a number'::integer`.execute(t.db));
  failing('/__failing__/too-long', () =>
    t.db.transaction().execute(async (trx) => {
      await sql`create temp table too_long (name varchar(3)) on commit drop`.execute(trx);
      await sql`insert into too_long values ('longer')`.execute(trx);
    }),
  );
  failing('/__failing__/conflict', () =>
    t.db.transaction().execute(async (trx) => {
      await sql`create temp table taken (id integer primary key) on commit drop`.execute(trx);
      await sql`insert into taken values (1), (1)`.execute(trx);
    }),
  );
  failing('/__failing__/fault', () => sql`select 1 / 0`.execute(t.db));
  failing('/__failing__/unreachable', () =>
    // What the pg driver throws when the database server refuses the connection.
    Promise.reject(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ),
  );
  await app.ready();
  const user = await registerUser(t);
  cookie = await login(t, user.username, user.password);
});

afterAll(async () => {
  await app?.close();
  await t?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('error answers', () => {
  it('answers what the database refuses as bad input with 400', async () => {
    for (const url of ['/__failing__/bad-input', '/__failing__/too-long']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'error', message: 'Invalid request.' });
    }
  });

  it('answers a unique conflict with 409', async () => {
    const res = await get('/__failing__/conflict');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'That change conflicts with the current league state.',
    });
  });

  it('answers an unreachable database with 503 and when to retry', async () => {
    const res = await get('/__failing__/unreachable');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ status: 'error' });
    expect(res.body).not.toContain('ECONNREFUSED');
  });

  it('answers any other fault with 500, naming nothing of it', async () => {
    const res = await get('/__failing__/fault');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 'error', message: 'Internal server error.' });
  });

  it('answers an unknown route with 404 naming it to a signed-in caller, 401 to anyone else', async () => {
    expect((await get('/no/such/route')).statusCode).toBe(401);
    const res = await app.inject({ method: 'GET', url: '/no/such/route', headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'No route GET /no/such/route' });
  });
});
