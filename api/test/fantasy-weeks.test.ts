import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importNflData } from '../src/import/import-nfl-data';
import { login, registerUser, request } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const FIXTURE_DIR = fileURLToPath(new URL('./fixtures/nfl-small', import.meta.url));

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ now: '2025-09-10T15:00:00Z' });
  const user = await registerUser(t);
  cookie = await login(t, user.username, user.password);
});
afterAll(() => t.close());

const WEEK_1 = {
  year: 2025,
  week: 1,
  begin_datetime: '2025-09-02T04:00:00.000Z',
  end_datetime: '2025-09-09T04:00:00.000Z',
};
const WEEK_2 = {
  year: 2025,
  week: 2,
  begin_datetime: '2025-09-09T04:00:00.000Z',
  end_datetime: '2025-09-16T04:00:00.000Z',
};

const current = async (now: string) => {
  t.clock.set(new Date(now));
  return request(t, cookie, 'GET', '/fantasy_weeks/current');
};

describe('before any NFL data is loaded', () => {
  it('has no weeks and no current week', async () => {
    const list = await request(t, cookie, 'GET', '/fantasy_weeks/getFantasyWeeks');
    expect(list.json()).toEqual([]);
    const res = await current('2025-09-10T15:00:00Z');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.noCurrentWeek });
  });
});

describe('fantasy week routes', () => {
  beforeAll(async () => {
    await importNflData(t.db, FIXTURE_DIR);
  });

  it('ask for a session', async () => {
    for (const url of [
      '/fantasy_weeks/getFantasyWeeks',
      '/fantasy_weeks/getFantasyWeeksByYear/2025',
      '/fantasy_weeks/current',
    ]) {
      expect((await request(t, null, 'GET', url)).statusCode).toBe(401);
    }
  });

  it('list every week in calendar order', async () => {
    const res = await request(t, cookie, 'GET', '/fantasy_weeks/getFantasyWeeks');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining(WEEK_1), expect.objectContaining(WEEK_2)]);
  });

  it("list one season's weeks, or answer an error for a season without any", async () => {
    const res = await request(t, cookie, 'GET', '/fantasy_weeks/getFantasyWeeksByYear/2025');
    expect(res.json()).toHaveLength(2);
    const none = await request(t, cookie, 'GET', '/fantasy_weeks/getFantasyWeeksByYear/2031');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ status: 'error', message: 'No fantasy weeks found for 2031.' });
    const bad = await request(t, cookie, 'GET', '/fantasy_weeks/getFantasyWeeksByYear/abc');
    expect(bad.statusCode).toBe(400);
  });

  it('find the current week by the server clock in US Eastern time', async () => {
    // Wednesday 2025-09-10, 11 AM Eastern: inside week 2.
    // The helper call answers "status and data with year and week" (rules §7).
    expect((await current('2025-09-10T15:00:00Z')).json()).toEqual({
      status: 'success',
      data: WEEK_2,
    });
    // Monday 2025-09-08, 11:59 PM Eastern (Tuesday 03:59 UTC): still week 1.
    expect((await current('2025-09-09T03:59:00Z')).json().data.week).toBe(1);
    // Tuesday 00:00 Eastern: week 2 begins.
    expect((await current('2025-09-09T04:00:00Z')).json().data.week).toBe(2);
  });

  it('use week 1 before the season and answer the spec text after it', async () => {
    expect((await current('2025-07-01T12:00:00Z')).json()).toEqual({
      status: 'success',
      data: WEEK_1,
    });
    const after = await current('2025-12-01T12:00:00Z');
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ status: 'error', message: MESSAGES.noCurrentWeek });
  });
});
