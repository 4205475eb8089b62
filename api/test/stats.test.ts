import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importNflData } from '../src/import/import-nfl-data';
import { login, registerUser, request } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const FIXTURE_DIR = fileURLToPath(new URL('./fixtures/nfl-small', import.meta.url));

let t: TestApp;
let cookie: string;
const ids = new Map<string, number>();
const id = (externalId: string) => ids.get(externalId)!;

/** Thursday 2025-09-04, 9 PM Eastern: DAL@PHI has kicked off, KC@LAC (Friday) has not. */
const THURSDAY_NIGHT = new Date('2025-09-05T01:00:00Z');
/** Tuesday 2025-09-16: every fixture game with a kickoff has been played. */
const AFTER_WEEK_2 = new Date('2025-09-16T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: THURSDAY_NIGHT.toISOString() });
  await importNflData(t.db, FIXTURE_DIR);
  for (const row of await t.db.selectFrom('players').select(['id', 'external_id']).execute())
    ids.set(row.external_id, row.id);
  // A stat line without a game id (older nflverse files) belongs to its team's game that week.
  await t.db
    .insertInto('weekly_stats')
    .values({
      player_id: id('00-0000005'),
      season: 2025,
      week: 1,
      team: 'PHI',
      rushing_yards: 12,
      receptions: 1,
    })
    .execute();
  const user = await registerUser(t);
  cookie = await login(t, user.username, user.password);
});
afterAll(() => t.close());

const weekly = (body: unknown) =>
  request(t, cookie, 'POST', '/weekly_stats/getWeeklyStatsByPlayerIdsSeasonAndWeek', body);

describe('POST /weekly_stats/getWeeklyStatsByPlayerIdsSeasonAndWeek', () => {
  it("answers the stat lines of games that have kicked off, and hides the others'", async () => {
    t.clock.set(THURSDAY_NIGHT);
    const res = await weekly({
      player_ids: ['00-0000001', '00-0000002', '00-0000003', '00-0000004', '00-0000005'].map(id),
      season: 2025,
      week: 1,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { player_id: number }[];
    expect(rows.map((row) => row.player_id).sort()).toEqual(
      [id('00-0000002'), id('00-0000003'), id('00-0000005')].sort(),
    );
    expect(rows.find((row) => row.player_id === id('00-0000002'))).toEqual({
      player_id: id('00-0000002'),
      season: 2025,
      week: 1,
      passing_yards: 0,
      passing_tds: 0,
      interceptions: 0,
      two_point_passes: 0,
      rushing_yards: 104,
      rushing_tds: 1,
      two_point_rushes: 1,
      receptions: 2,
      receiving_yards: 15,
      receiving_tds: 0,
      two_point_receptions: 0,
      special_teams_tds: 0,
      kickoff_return_tds: null,
      punt_return_tds: null,
      fumble_recovery_tds: null,
      interception_return_tds: null,
      fumble_return_tds: null,
      blocked_return_tds: null,
      two_point_returns: null,
      fumbles_lost: 1,
      safeties: null,
    });
  });

  it('shows the Friday game once it kicks off', async () => {
    t.clock.set(new Date('2025-09-06T00:00:00Z'));
    const res = await weekly({
      player_ids: [id('00-0000001'), id('00-0000004')],
      season: 2025,
      week: 1,
    });
    expect(
      res
        .json()
        .map((row: { player_id: number }) => row.player_id)
        .sort(),
    ).toEqual([id('00-0000001'), id('00-0000004')].sort());
  });

  it('refuses malformed input and anonymous callers', async () => {
    expect((await weekly({ player_ids: [1], season: 1999, week: 1 })).statusCode).toBe(400);
    expect((await weekly({ player_ids: [1], season: 2025, week: 0 })).statusCode).toBe(400);
    expect((await weekly({ player_ids: 'all', season: 2025, week: 1 })).statusCode).toBe(400);
    const anonymous = await request(
      t,
      null,
      'POST',
      '/weekly_stats/getWeeklyStatsByPlayerIdsSeasonAndWeek',
      {
        player_ids: [1],
        season: 2025,
        week: 1,
      },
    );
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('yearly stats', () => {
  it("sum a player's weekly lines of the games played so far", async () => {
    t.clock.set(new Date('2025-09-08T12:00:00Z'));
    const weekOne = await request(
      t,
      cookie,
      'GET',
      `/yearly_stats/getYearlyStatsByPlayerId/${id('00-0000001')}`,
    );
    expect(weekOne.json()).toEqual([
      expect.objectContaining({
        player_id: id('00-0000001'),
        season: 2025,
        passing_yards: 312,
        passing_tds: 3,
        rushing_yards: 21,
        fumbles_lost: 0,
      }),
    ]);
    t.clock.set(AFTER_WEEK_2);
    const both = await request(
      t,
      cookie,
      'GET',
      `/yearly_stats/getYearlyStatsByPlayerId/${id('00-0000001')}`,
    );
    expect(both.json()).toEqual([
      expect.objectContaining({
        passing_yards: 717,
        passing_tds: 5,
        interceptions: 1,
        rushing_yards: 18,
        rushing_tds: 1,
        fumbles_lost: 1,
      }),
    ]);
  });

  it('answer season totals for a player who has no weekly lines', async () => {
    t.clock.set(AFTER_WEEK_2);
    const res = await request(
      t,
      cookie,
      'GET',
      `/yearly_stats/getYearlyStatsByPlayerId/${id('00-0000006')}`,
    );
    expect(res.json()).toEqual([
      expect.objectContaining({
        player_id: id('00-0000006'),
        season: 2025,
        passing_yards: 3100,
        rushing_yards: 1004,
        two_point_rushes: 1,
        fumbles_lost: 2,
        kickoff_return_tds: null,
      }),
    ]);
  });

  it('list every player of a season, leaving out lines of games not yet played', async () => {
    t.clock.set(THURSDAY_NIGHT);
    const early = await request(t, cookie, 'GET', '/yearly_stats/getYearlyStatsBySeason/2025');
    const earlyIds = early
      .json()
      .map((row: { player_id: number }) => row.player_id)
      .sort();
    expect(earlyIds).toEqual(
      ['00-0000002', '00-0000003', '00-0000005', '00-0000006'].map(id).sort(),
    );

    t.clock.set(AFTER_WEEK_2);
    const late = await request(t, cookie, 'GET', '/yearly_stats/getYearlyStatsBySeason/2025');
    expect(late.json()).toHaveLength(6);
    const tightEnd = late
      .json()
      .find((row: { player_id: number }) => row.player_id === id('00-0000004'));
    // His week-2 game (DAL@LAC) has no kickoff time yet, so only week 1 counts.
    expect(tightEnd).toMatchObject({
      receptions: 5,
      receiving_yards: 47,
      receiving_tds: 0,
      two_point_receptions: 1,
    });
    const quarterback = late
      .json()
      .find((row: { player_id: number }) => row.player_id === id('00-0000001'));
    expect(quarterback).toMatchObject({ passing_yards: 717, passing_tds: 5 });
    const none = await request(t, cookie, 'GET', '/yearly_stats/getYearlyStatsBySeason/2030');
    expect(none.json()).toEqual([]);
  });

  it('refuse malformed ids and anonymous callers', async () => {
    expect(
      (await request(t, cookie, 'GET', '/yearly_stats/getYearlyStatsByPlayerId/abc')).statusCode,
    ).toBe(400);
    expect(
      (await request(t, null, 'GET', '/yearly_stats/getYearlyStatsBySeason/2025')).statusCode,
    ).toBe(401);
  });
});
