import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importNflData } from '../src/import/import-nfl-data';
import { login, registerUser, request } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const FIXTURE_DIR = fileURLToPath(new URL('./fixtures/nfl-small', import.meta.url));

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ now: '2025-09-03T12:00:00Z' });
  await importNflData(t.db, FIXTURE_DIR);
  const user = await registerUser(t);
  cookie = await login(t, user.username, user.password);
});
afterAll(() => t.close());

/** Before its kickoff nothing of a game shows, though the import recorded its final score. */
const SCHEDULED = {
  state: 'scheduled',
  period: null,
  game_clock: null,
  home_score: null,
  away_score: null,
};

describe('NFL schedule routes', () => {
  it('answer one entry per team playing, in kickoff order, with Eastern date and time', async () => {
    const res = await request(
      t,
      cookie,
      'GET',
      '/nfl_schedules/getNFLSchedulesByYearAndWeek/2025/1',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        team: 'DAL',
        opponent: 'PHI',
        is_home: false,
        date: '2025-09-04',
        day: 'Thursday',
        est_time: '20:20',
        location: 'Lincoln Financial Field',
        kickoff: '2025-09-05T00:20:00.000Z',
        year: 2025,
        week: 1,
        ...SCHEDULED,
      },
      {
        team: 'PHI',
        opponent: 'DAL',
        is_home: true,
        date: '2025-09-04',
        day: 'Thursday',
        est_time: '20:20',
        location: 'Lincoln Financial Field',
        kickoff: '2025-09-05T00:20:00.000Z',
        year: 2025,
        week: 1,
        ...SCHEDULED,
      },
      {
        team: 'KC',
        opponent: 'LAC',
        is_home: false,
        date: '2025-09-05',
        day: 'Friday',
        est_time: '20:00',
        location: 'Arena Corinthians (Neo Quimica Arena), Sao Paulo, Brazil',
        kickoff: '2025-09-06T00:00:00.000Z',
        year: 2025,
        week: 1,
        ...SCHEDULED,
      },
      {
        team: 'LAC',
        opponent: 'KC',
        is_home: true,
        date: '2025-09-05',
        day: 'Friday',
        est_time: '20:00',
        location: 'Arena Corinthians (Neo Quimica Arena), Sao Paulo, Brazil',
        kickoff: '2025-09-06T00:00:00.000Z',
        year: 2025,
        week: 1,
        ...SCHEDULED,
      },
    ]);
  });

  it("show 'TBD' and 'Unknown' for a game without a kickoff time or venue", async () => {
    const res = await request(t, cookie, 'GET', '/nfl_schedules/getGameSchedules/2025/2');
    const lac = res.json().find((entry: { team: string }) => entry.team === 'LAC');
    expect(lac).toEqual({
      team: 'LAC',
      opponent: 'DAL',
      is_home: true,
      date: '2025-09-15',
      day: 'Monday',
      est_time: 'TBD',
      location: 'Unknown',
      kickoff: null,
      year: 2025,
      week: 2,
      ...SCHEDULED,
    });
    // Games with a kickoff come first.
    expect(res.json().map((entry: { team: string }) => entry.team)).toEqual([
      'KC',
      'PHI',
      'DAL',
      'LAC',
    ]);
  });

  it('show each game as it stands by the clock: final with its score once played', async () => {
    t.clock.set(new Date('2025-09-06T12:00:00Z'));
    try {
      const res = await request(t, cookie, 'GET', '/nfl_schedules/getGameSchedules/2025/1');
      const byTeam = new Map(
        (res.json() as { team: string }[]).map((entry) => [entry.team, entry]),
      );
      expect(byTeam.get('PHI')).toMatchObject({
        state: 'final',
        period: null,
        home_score: 24,
        away_score: 20,
      });
      expect(byTeam.get('DAL')).toMatchObject({ state: 'final', is_home: false, home_score: 24 });
    } finally {
      t.clock.set(new Date('2025-09-03T12:00:00Z'));
    }
  });

  it('answer both paths alike and an empty list for a week without games', async () => {
    const a = await request(t, cookie, 'GET', '/nfl_schedules/getGameSchedules/2025/1');
    const b = await request(t, cookie, 'GET', '/nfl_schedules/getNFLSchedulesByYearAndWeek/2025/1');
    expect(a.json()).toEqual(b.json());
    const empty = await request(t, cookie, 'GET', '/nfl_schedules/getGameSchedules/2025/9');
    expect(empty.json()).toEqual([]);
  });

  it('refuse malformed weeks and anonymous callers', async () => {
    expect(
      (await request(t, cookie, 'GET', '/nfl_schedules/getGameSchedules/2025/0')).statusCode,
    ).toBe(400);
    expect(
      (await request(t, cookie, 'GET', '/nfl_schedules/getNFLSchedulesByYearAndWeek/x/1'))
        .statusCode,
    ).toBe(400);
    expect(
      (await request(t, null, 'GET', '/nfl_schedules/getGameSchedules/2025/1')).statusCode,
    ).toBe(401);
  });
});
