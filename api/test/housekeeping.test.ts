import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRequest } from '../src/auth/rate-limit-store';
import { SESSION_COOKIE, openSession } from '../src/auth/sessions';
import { SCHEDULED_JOBS } from '../src/scheduler/jobs';
import { registerUser, request } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 13, finding 10: expired sessions were never deleted; the rate-limit windows of migration
// 006 would pile up the same way.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const runScheduledJobs = async () => {
  for (const job of SCHEDULED_JOBS)
    await job.run({ db: t.db, clock: t.clock, log: console as never });
};

describe('the scheduler’s housekeeping', () => {
  it('deletes expired sessions and keeps live ones', async () => {
    const user = await registerUser(t);
    const expired = await openSession(t.db, user.id, new Date(Date.now() - 2 * 86_400_000), 1);
    const live = await openSession(t.db, user.id, new Date(), 1);
    const sessions = () =>
      t.db.selectFrom('sessions').select('user_id').where('user_id', '=', user.id).execute();
    expect(await sessions()).toHaveLength(2);
    await runScheduledJobs();
    expect(await sessions()).toHaveLength(1);
    expect((await request(t, `${SESSION_COOKIE}=${live}`, 'GET', '/users/me')).statusCode).toBe(
      200,
    );
    expect((await request(t, `${SESSION_COOKIE}=${expired}`, 'GET', '/users/me')).statusCode).toBe(
      401,
    );
  });

  it('forgets ended rate-limit windows and keeps running ones', async () => {
    await countRequest(t.db, 'test:ended', 60_000);
    await sql`update rate_limits set window_ends_at = now() - interval '1 second' where key = 'test:ended'`.execute(
      t.db,
    );
    await countRequest(t.db, 'test:running', 60_000);
    await runScheduledJobs();
    const keys = await t.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', 'test:%')
      .execute();
    expect(keys.map((row) => row.key)).toEqual(['test:running']);
  });
});
