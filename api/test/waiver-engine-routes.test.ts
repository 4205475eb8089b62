import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueWaivers } from '../src/waivers/run-due-waivers';
import {
  WEEK_10,
  addSeasonWeeks,
  addTeam,
  call,
  createPlayer,
  createRosterLeague,
  droppedPlayer,
  uniqueTeam,
  type Team,
} from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addSeasonWeeks(t);
});
afterAll(() => t.close());

const windowOf = (team: Team, leagueId: number) =>
  call(t, team, 'GET', `/waiver_runs/getWaiverWindow/${leagueId}`);

describe('GET /waiver_runs/getWaiverWindow', () => {
  it('offers claims before the waiver day and direct adds from it, by the server clock', async () => {
    const league = await createRosterLeague(t, { teams: 2, waiversLength: 3 });
    const me = league.teams[1]!;
    t.clock.set(WEEK_10.tuesday);
    const before = await windowOf(me, league.leagueId);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      now: WEEK_10.tuesday.toISOString(),
      week: {
        year: 2025,
        week: 10,
        begin_datetime: WEEK_10.begin.toISOString(),
        end_datetime: WEEK_10.end.toISOString(),
      },
      waiver_day: 'Wednesday',
      waivers_length: 3,
      waiver_day_start: WEEK_10.wednesday.toISOString(),
      mode: 'claims',
      next_run_at: WEEK_10.wednesday.toISOString(),
    });
    t.clock.set(WEEK_10.wednesday);
    expect((await windowOf(me, league.leagueId)).json()).toMatchObject({
      mode: 'direct_add',
      // The fixtures hold no week 11: no weekly run is left this season.
      next_run_at: null,
    });
  });

  it("follows the league's own waiver day", async () => {
    const league = await createRosterLeague(t, { teams: 2, waiverDay: 'Thursday' });
    t.clock.set(new Date('2025-11-05T17:00:00Z'));
    expect((await windowOf(league.teams[1]!, league.leagueId)).json()).toMatchObject({
      mode: 'claims',
      waiver_day_start: '2025-11-06T05:00:00.000Z',
    });
  });

  it('is for league members only', async () => {
    const league = await createRosterLeague(t, { teams: 2 });
    const outsider = await addTeam(t, (await createRosterLeague(t, { teams: 1 })).leagueId);
    expect((await windowOf(outsider, league.leagueId)).statusCode).toBe(403);
    expect(
      (await call(t, null, 'GET', `/waiver_runs/getWaiverWindow/${league.leagueId}`)).statusCode,
    ).toBe(401);
    expect(
      (await call(t, outsider, 'GET', `/waiver_runs/getWaiverRunsByLeagueId/${league.leagueId}`))
        .statusCode,
    ).toBe(403);
  });
});

describe('claims placed through the api, decided by the run', () => {
  it('a claim made on Tuesday is awarded by the Wednesday run and shows on roster, budget, log and run history', async () => {
    const league = await createRosterLeague(t, { teams: 3 });
    const [, me, rival] = league.teams as [Team, Team, Team];
    const wanted = await createPlayer(t, {
      position: 'RB',
      team: uniqueTeam(),
      name: 'Tuesday Target',
    });
    const onWaivers = await createPlayer(t, { position: 'TE', team: uniqueTeam() });
    const until = new Date('2025-11-06T17:00:00Z');
    await droppedPlayer(t, league, rival, onWaivers, until);
    t.clock.set(WEEK_10.tuesday);
    const body = (team: Team, player: number, bid: number) => ({
      league_id: league.leagueId,
      league_member_id: team.memberId,
      player_id: player,
      faab_claim_amount: bid,
      is_active: 1,
    });
    const mine = await call(t, me, 'POST', '/waiver_claims/create', body(me, wanted, 27));
    expect(mine.statusCode).toBe(200);
    expect(
      (await call(t, rival, 'POST', '/waiver_claims/create', body(rival, wanted, 26))).statusCode,
    ).toBe(200);
    expect(
      (await call(t, me, 'POST', '/waiver_claims/create', body(me, onWaivers, 3))).statusCode,
    ).toBe(200);

    t.clock.set(new Date(WEEK_10.wednesday.getTime() + 60_000));
    await runDueWaivers(t.db, t.clock.now());

    const roster = await call(
      t,
      me,
      'GET',
      `/rostered_players/getRosteredPlayersByLeagueMemberId/${me.memberId}`,
    );
    expect(roster.json()).toEqual([
      expect.objectContaining({ player_id: wanted, roster_position: 'BENCH', is_rostered: 1 }),
    ]);
    const members = await call(
      t,
      me,
      'GET',
      `/league_members/getLeagueMembersByLeagueId/${league.leagueId}`,
    );
    expect(
      members.json().find((m: { id: number }) => m.id === me.memberId).remaining_faab_budget,
    ).toBe(73);
    const log = await call(t, rival, 'GET', `/transactions/getByLeagueId/${league.leagueId}`);
    expect(log.json().map((row: { kind: string; bid: number }) => [row.kind, row.bid])).toEqual([
      ['waiver_failed', 26],
      ['waiver_won', 27],
    ]);
    // The claim on a player still on waivers waits for his own run.
    const active = await call(
      t,
      me,
      'GET',
      `/waiver_claims/getWaiverClaimsByLeagueMemberId/${me.memberId}?is_active=1`,
    );
    expect(active.json()).toEqual([
      expect.objectContaining({ player_id: onWaivers, league_member_priority: 1 }),
    ]);

    t.clock.set(new Date(until.getTime() + 60_000));
    await runDueWaivers(t.db, t.clock.now());
    const runs = await call(
      t,
      me,
      'GET',
      `/waiver_runs/getWaiverRunsByLeagueId/${league.leagueId}`,
    );
    expect(runs.statusCode).toBe(200);
    expect(
      runs
        .json()
        .map((run: { kind: string; status: string; awarded: number; failed: number }) => [
          run.kind,
          run.status,
          run.awarded,
          run.failed,
        ]),
    ).toEqual([
      ['player', 'done', 1, 0],
      ['weekly', 'done', 1, 1],
    ]);
    expect(runs.json()[0]).toMatchObject({
      player_id: onWaivers,
      due_at: until.toISOString(),
    });
  });
});
