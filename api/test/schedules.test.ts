import { MESSAGES } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createActiveLeague,
  createInactiveLeague,
  login,
  registerUser,
  request,
  type FixtureLeague,
} from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let active: FixtureLeague;
let inactive: FixtureLeague;
let outsiderCookie: string;

beforeAll(async () => {
  t = await createTestApp({ now: '2025-10-19T17:30:00Z' });
  active = await createActiveLeague(t);
  inactive = await createInactiveLeague(t, { validMembers: 3 });
  const outsider = await registerUser(t);
  outsiderCookie = await login(t, outsider.username, outsider.password);
});
afterAll(() => t.close());

const schedule = (cookie: string | null, leagueId: number) =>
  request(t, cookie, 'GET', `/schedules/getSchedulesByLeagueId/${leagueId}`);

describe('GET /schedules/getSchedulesByLeagueId/:league_id', () => {
  it("shows members the league's 45 matchups of weeks 1-9 with both team names", async () => {
    const res = await schedule(active.players[3]!.cookie, active.leagueId);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as {
      week: number;
      home_league_member: number;
      away_league_member: number;
      home_team_name: string;
      away_team_name: string;
      home_score: number | null;
      is_final: number;
      league_id: number;
    }[];
    expect(rows).toHaveLength(45);
    expect(rows.map((row) => row.week)).toEqual(
      [...rows.map((row) => row.week)].sort((a, b) => a - b),
    );
    expect(new Set(rows.map((row) => row.week))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    const teamNames = new Map<number, string>();
    for (const member of active.members) {
      const row = await t.db
        .selectFrom('league_members')
        .select('team_name')
        .where('id', '=', member.memberId)
        .executeTakeFirstOrThrow();
      teamNames.set(member.memberId, row.team_name!);
    }
    for (const row of rows) {
      expect(row.home_team_name).toBe(teamNames.get(row.home_league_member));
      expect(row.away_team_name).toBe(teamNames.get(row.away_league_member));
      expect(row).toMatchObject({
        league_id: active.leagueId,
        home_score: null,
        away_score: null,
        is_final: 0,
      });
    }
    // Each week every team plays exactly once.
    for (let week = 1; week <= 9; week++) {
      const teams = rows
        .filter((row) => row.week === week)
        .flatMap((row) => [row.home_league_member, row.away_league_member]);
      expect(new Set(teams).size).toBe(10);
    }
  });

  it('answers an empty schedule with the spec text for a league not yet activated', async () => {
    const res = await schedule(inactive.commish.cookie, inactive.leagueId);
    expect(res.json()).toEqual([]);
  });

  it('refuses outsiders, anonymous callers and malformed ids', async () => {
    const outsider = await schedule(outsiderCookie, active.leagueId);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toEqual({ status: 'error', message: MESSAGES.notMemberOfLeague });
    expect((await schedule(inactive.commish.cookie, active.leagueId)).statusCode).toBe(403);
    expect((await schedule(null, active.leagueId)).statusCode).toBe(401);
    expect(
      (await request(t, active.commish.cookie, 'GET', '/schedules/getSchedulesByLeagueId/0'))
        .statusCode,
    ).toBe(400);
    expect((await schedule(active.commish.cookie, 999_999)).statusCode).toBe(404);
  });
});
