import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importNflData } from '../src/import/import-nfl-data';
import { SCHEDULED_JOBS } from '../src/scheduler/jobs';
import { startScheduler } from '../src/scheduler/scheduler';
import { finalizeEndedWeeks, finalizeEndedWeeksJob } from '../src/services/finalize-weeks';
import type { LeagueStandings } from '@fangtasy/shared/domain';
import { rankStandings, streakOf } from '../src/services/standings-order';
import { addMatchup, rosterWithStats, type WeekLine } from './support/matchup-fixtures';
import {
  addGame,
  addSeasonWeeks,
  addTeam,
  call,
  createRosterLeague,
  rosterPlayer,
  uniqueTeam,
  WEEK_10,
  WEEK_9,
  type RosterLeague,
  type Team,
} from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const FIXTURES = fileURLToPath(new URL('./fixtures', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: WEEK_10.sundayAfternoon.toISOString() });
  await addSeasonWeeks(t);
});
afterAll(() => t.close());

const silentLog = { info: () => {}, error: () => {} } as never;

const standings = async (member: Team, leagueId: number): Promise<LeagueStandings> => {
  const res = await call(t, member, 'GET', `/standings/getStandingsByLeagueId/${leagueId}`);
  expect(res.statusCode).toBe(200);
  return res.json() as LeagueStandings;
};

const scheduleRows = (leagueId: number) =>
  t.db
    .selectFrom('schedules')
    .select(['week', 'home_league_member', 'away_league_member', 'home_score', 'away_score'])
    .select('is_final')
    .where('league_id', '=', leagueId)
    .orderBy('week')
    .orderBy('id')
    .execute();

/** A week-9 player of his own team who scored `line` on the Sunday of week 9. */
async function week9Starter(league: RosterLeague, member: Team, slot: string, line: WeekLine) {
  const team = uniqueTeam();
  await addGame(t, { home: team, away: uniqueTeam(), kickoff: WEEK_9.sunday, week: 9 });
  return rosterWithStats(t, league, member, {
    position: slot.startsWith('QB') ? 'QB' : 'RB',
    team,
    slot,
    line,
    week: 9,
  });
}

describe('finalizing ended weeks', () => {
  let league: RosterLeague;
  let teams: Team[];
  beforeAll(async () => {
    league = await createRosterLeague(t, { teams: 4 });
    teams = league.teams;
    const [a, b, c, d] = teams as [Team, Team, Team, Team];
    await week9Starter(league, a, 'QB1', { passing_yards: 250, passing_tds: 2 }); // 18
    await week9Starter(league, b, 'QB1', { passing_yards: 200 }); // 8
    await week9Starter(league, c, 'RB1', { rushing_yards: 60 }); // 6
    await week9Starter(league, d, 'RB1', { rushing_yards: 60 }); // 6
    await week9Starter(league, a, 'BENCH', { rushing_yards: 200 }); // bench: not counted
    await addMatchup(t, league, 9, a, b);
    await addMatchup(t, league, 9, c, d);
    await addMatchup(t, league, 10, a, c);
    await addMatchup(t, league, 10, b, d);
  });

  it('the scheduler runs the week-ending job', () => {
    expect(SCHEDULED_JOBS).toContain(finalizeEndedWeeksJob);
  });

  it("makes an ended week's matchups final with its starters' scores, and leaves the week in play", async () => {
    await finalizeEndedWeeksJob.run({ db: t.db, clock: t.clock, log: silentLog });
    const [a, b, c, d] = teams.map((team) => team.memberId);
    expect(await scheduleRows(league.leagueId)).toEqual([
      {
        week: 9,
        home_league_member: a,
        away_league_member: b,
        home_score: 18,
        away_score: 8,
        is_final: 1,
      },
      {
        week: 9,
        home_league_member: c,
        away_league_member: d,
        home_score: 6,
        away_score: 6,
        is_final: 1,
      },
      {
        week: 10,
        home_league_member: a,
        away_league_member: c,
        home_score: null,
        away_score: null,
        is_final: 0,
      },
      {
        week: 10,
        home_league_member: b,
        away_league_member: d,
        home_score: null,
        away_score: null,
        is_final: 0,
      },
    ]);
    const lineup = await t.db
      .selectFrom('matchup_lineups')
      .select(['league_member_id', 'roster_position'])
      .where('league_id', '=', league.leagueId)
      .where('week', '=', 9)
      .execute();
    expect(lineup).toHaveLength(5);
  });

  it('is idempotent, and two processes racing finalize a week once', async () => {
    const other = await createRosterLeague(t, { teams: 2 });
    const [a, b] = other.teams as [Team, Team];
    await week9Starter(other, a, 'QB1', { passing_tds: 1 });
    await addMatchup(t, other, 9, a, b);
    const [first, second] = await Promise.all([
      finalizeEndedWeeks(t.db, t.clock.now()),
      finalizeEndedWeeks(t.db, t.clock.now()),
    ]);
    const ours = [...first, ...second].filter((entry) => entry.leagueId === other.leagueId);
    expect(ours).toEqual([{ leagueId: other.leagueId, week: 9 }]);
    expect(await finalizeEndedWeeks(t.db, t.clock.now())).toEqual([]);
    expect((await scheduleRows(other.leagueId))[0]).toMatchObject({ home_score: 4, is_final: 1 });
  });

  it('runs at once when the scheduler starts, as the api does at start-up', async () => {
    const other = await createRosterLeague(t, { teams: 2 });
    const [a, b] = other.teams as [Team, Team];
    await addMatchup(t, other, 9, a, b);
    const scheduler = startScheduler(
      { db: t.db, clock: t.clock, log: silentLog },
      { intervalMs: 60_000, jobs: [finalizeEndedWeeksJob] },
    );
    try {
      await scheduler.tick();
    } finally {
      scheduler.stop();
    }
    expect((await scheduleRows(other.leagueId))[0]).toMatchObject({
      home_score: 0,
      away_score: 0,
      is_final: 1,
    });
  });

  it('the league schedule shows the final scores', async () => {
    const res = await call(
      t,
      teams[1]!,
      'GET',
      `/schedules/getSchedulesByLeagueId/${league.leagueId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({
      week: 9,
      home_score: 18,
      away_score: 8,
      is_final: 1,
      home_team_name: expect.any(String),
    });
  });

  it('gives W-L-T records, points for and against, streaks, and ranks by win percentage, then points for', async () => {
    const data = await standings(teams[2]!, league.leagueId);
    const [a, b, c, d] = teams.map((team) => team.memberId);
    const table = data.standings.map((row) => [
      row.league_member_id,
      row.wins,
      row.losses,
      row.ties,
      row.points_for,
      row.points_against,
      row.streak,
      row.rank,
    ]);
    expect(table[0]).toEqual([a, 1, 0, 0, 18, 8, { result: 'W', length: 1 }, 1]);
    // A tie counts as a tie for both and as half a win (0.500, above 0-1), and teams level on
    // win percentage and points for share their rank.
    expect(table.slice(1, 3)).toEqual(
      expect.arrayContaining([
        [c, 0, 0, 1, 6, 6, { result: 'T', length: 1 }, 2],
        [d, 0, 0, 1, 6, 6, { result: 'T', length: 1 }, 2],
      ]),
    );
    expect(table[3]).toEqual([b, 0, 1, 0, 8, 18, { result: 'L', length: 1 }, 4]);
    expect(data.final_weeks).toBe(1);
    expect(data.playoff_teams).toBe(4);
    expect(data.own_league_member_id).toBe(c);
  });

  it("gives the caller's next match: the earliest matchup whose week has not ended", async () => {
    const data = await standings(teams[2]!, league.leagueId);
    expect(data.next_match).toMatchObject({
      week: 10,
      is_home: false,
      opponent_league_member_id: teams[0]!.memberId,
    });
  });

  it('counts a final week only once it has ended by the clock', async () => {
    t.clock.set(WEEK_9.sunday);
    try {
      const data = await standings(teams[0]!, league.leagueId);
      expect(data.standings.every((row) => row.wins + row.losses + row.ties === 0)).toBe(true);
      expect(data.next_match?.week).toBe(9);
    } finally {
      t.clock.set(WEEK_10.sundayAfternoon);
    }
  });

  it('answers members only', async () => {
    expect(
      (await call(t, null, 'GET', `/standings/getStandingsByLeagueId/${league.leagueId}`))
        .statusCode,
    ).toBe(401);
    const outsider = await addTeam(t, (await createRosterLeague(t, { teams: 1 })).leagueId);
    const refused = await call(
      t,
      outsider,
      'GET',
      `/standings/getStandingsByLeagueId/${league.leagueId}`,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'error', message: MESSAGES.notMemberOfLeague });
    expect(
      (await call(t, outsider, 'GET', '/standings/getStandingsByLeagueId/abc')).statusCode,
    ).toBe(400);
  });

  it('a league without final weeks has every team at 0-0-0', async () => {
    const fresh = await createRosterLeague(t, { teams: 3 });
    const data = await standings(fresh.teams[0]!, fresh.leagueId);
    expect(data.standings).toHaveLength(3);
    expect(data.standings.every((row) => row.rank === 1 && row.wins === 0)).toBe(true);
    expect(data.next_match).toBeNull();
    expect(data.final_weeks).toBe(0);
  });
});

describe('ranking', () => {
  const row = (id: number, [wins, losses, ties]: [number, number, number], points_for: number) => ({
    league_member_id: id,
    team_name: `Team ${id}`,
    username: `u${id}`,
    wins,
    losses,
    ties,
    points_for,
    points_against: 0,
    streak: null,
  });
  const order = (ranked: ReturnType<typeof rankStandings>) =>
    ranked.map((entry) => [entry.league_member_id, entry.rank]);

  it('orders by win percentage, then points for, and lets only teams level on both share a rank', () => {
    const ranked = rankStandings([
      row(1, [2, 1, 0], 100),
      row(2, [3, 0, 0], 90),
      row(3, [2, 1, 0], 120),
      row(4, [2, 1, 0], 100),
    ]);
    expect(order(ranked)).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
      [4, 3],
    ]);
  });

  it('counts a tie as half a win: 4-3-1 is ahead of 4-4-0 whatever the points', () => {
    const ranked = rankStandings([row(1, [4, 4, 0], 900), row(2, [4, 3, 1], 700)]);
    expect(order(ranked)).toEqual([
      [2, 1],
      [1, 2],
    ]);
    // 1-1-0 and 0-0-2 are both .500: points for decide.
    expect(order(rankStandings([row(1, [1, 1, 0], 80), row(2, [0, 0, 2], 90)]))).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });

  it('puts a team without games at .000, level with a winless one', () => {
    const ranked = rankStandings([
      row(1, [0, 0, 0], 0),
      row(2, [0, 2, 0], 0),
      row(3, [1, 1, 0], 0),
    ]);
    expect(order(ranked)).toEqual([
      [3, 1],
      [1, 2],
      [2, 2],
    ]);
  });
});

describe('streaks', () => {
  it('count the run of equal results ending with the latest week', () => {
    expect(streakOf(['W', 'W', 'L', 'W'])).toEqual({ result: 'W', length: 2 });
    expect(streakOf(['L', 'L', 'L'])).toEqual({ result: 'L', length: 3 });
    expect(streakOf(['T', 'W'])).toEqual({ result: 'T', length: 1 });
    expect(streakOf([])).toBeNull();
  });
});

describe('re-imported, corrected stats', () => {
  it('recompute the final scores and the W-L of their week, from the lineups that played it', async () => {
    await importNflData(t.db, `${FIXTURES}/nfl-small`);
    const playerOf = async (externalId: string) =>
      (
        await t.db
          .selectFrom('players')
          .select('id')
          .where('external_id', '=', externalId)
          .executeTakeFirstOrThrow()
      ).id;
    const league = await createRosterLeague(t, { teams: 2 });
    const [a, b] = league.teams as [Team, Team];
    // Quinn Passer (312 yards) for a; Fred Blocker and Riley Reserve for b.
    const passer = await playerOf('00-0000001');
    await rosterPlayer(t, league, a, passer, 'QB1');
    await rosterPlayer(t, league, b, await playerOf('00-0000002'), 'RB1');
    await rosterPlayer(t, league, b, await playerOf('00-0000003'), 'WR1');
    await addMatchup(t, league, 1, a, b);
    await finalizeEndedWeeks(t.db, t.clock.now());
    expect((await scheduleRows(league.leagueId))[0]).toMatchObject({
      home_score: 30.58,
      away_score: 52.7,
      is_final: 1,
    });
    expect((await standings(a, league.leagueId)).standings[0]).toMatchObject({
      league_member_id: b.memberId,
      wins: 1,
    });

    // After the week, a drops his quarterback: the correction still scores the lineup that played.
    await t.db
      .updateTable('rostered_players')
      .set({ is_rostered: 0 })
      .where('player_id', '=', passer)
      .where('league_id', '=', league.leagueId)
      .execute();
    // The correction: 298 passing yards (no 300-399 bonus), Riley Reserve's line withdrawn.
    const corrected = await importNflData(t.db, `${FIXTURES}/nfl-corrected`);
    expect(corrected.changedWeeks).toEqual([{ season: 2025, week: 1 }]);
    expect((await scheduleRows(league.leagueId))[0]).toMatchObject({
      home_score: 25.02,
      away_score: 24.9,
      is_final: 1,
    });
    const after = await standings(a, league.leagueId);
    expect(after.standings[0]).toMatchObject({
      league_member_id: a.memberId,
      wins: 1,
      losses: 0,
      points_for: 25.02,
      points_against: 24.9,
    });
    expect(after.standings[1]).toMatchObject({ league_member_id: b.memberId, wins: 0, losses: 1 });
  });

  it('leave matchups that are not final alone', async () => {
    const league = await createRosterLeague(t, { teams: 2 });
    const [a, b] = league.teams as [Team, Team];
    const passer = (
      await t.db
        .selectFrom('players')
        .select('id')
        .where('external_id', '=', '00-0000001')
        .executeTakeFirstOrThrow()
    ).id;
    await rosterPlayer(t, league, a, passer, 'QB1');
    await addMatchup(t, league, 1, a, b);
    // Restoring the first import changes week 1 again; this matchup was never finalized.
    const restored = await importNflData(t.db, `${FIXTURES}/nfl-small`);
    expect(restored.changedWeeks).toEqual([{ season: 2025, week: 1 }]);
    expect((await scheduleRows(league.leagueId))[0]).toMatchObject({
      home_score: null,
      away_score: null,
      is_final: 0,
    });
  });
});
