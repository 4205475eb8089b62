import {
  DEFAULT_SCORING_RULES,
  MESSAGES,
  seasonScoreFromWeeks,
  seasonTotalsScore,
  type StatLine,
} from '@fangtasy/shared/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  WEEK_10,
  addGame,
  addSeasonWeeks,
  call,
  createPlayer,
  createRosterLeague,
  droppedPlayer,
  rosterPlayer,
  unique,
  uniqueTeam,
  type RosterLeague,
} from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let league: RosterLeague;
beforeAll(async () => {
  t = await createTestApp();
  await addSeasonWeeks(t);
  league = await createRosterLeague(t, { teams: 3 });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(WEEK_10.thursday));

interface SearchAnswer {
  players: {
    id: number;
    player_name: string;
    season_points: number | null;
    last_week_points: number | null;
    points_per_game: number | null;
    games_played: number | null;
    weekly_points: Record<string, number> | null;
    state: { kind: string } | null;
    season_stats: Record<string, number> | null;
  }[];
  total: number;
  page: number;
  page_size: number;
  last_week: number | null;
}

async function search(
  query: Record<string, string | number>,
  who = league.teams[1]!,
): Promise<SearchAnswer> {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const res = await call(t, who, 'GET', `/players/search?${params}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const emptyLine: StatLine = {
  passing_yards: 0,
  passing_tds: 0,
  interceptions: 0,
  two_point_passes: 0,
  rushing_yards: 0,
  rushing_tds: 0,
  two_point_rushes: 0,
  receptions: 0,
  receiving_yards: 0,
  receiving_tds: 0,
  two_point_receptions: 0,
  special_teams_tds: 0,
};

describe('GET /players/getPlayers and /players/getPlayerById', () => {
  it('lists the pool lean and finds one player', async () => {
    const id = await createPlayer(t, { position: 'QB', team: 'KC', name: 'Lean Listing' });
    const all = await call(t, league.commish, 'GET', '/players/getPlayers');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toContainEqual({
      id,
      player_id: id,
      player_name: 'Lean Listing',
      position: 'QB',
      team: 'KC',
      is_injured: 0,
      injury_status: null,
    });
    const one = await call(t, league.commish, 'GET', `/players/getPlayerById/${id}`);
    expect(one.json()).toMatchObject({ id, player_name: 'Lean Listing' });
    const missing = await call(t, league.commish, 'GET', '/players/getPlayerById/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.playerNotFound);
    expect((await call(t, null, 'GET', '/players/getPlayers')).statusCode).toBe(401);
  });
});

describe('GET /players/search', () => {
  it('filters by name substring in any case, team and position', async () => {
    const team = uniqueTeam();
    const tag = unique('Zed');
    const a = await createPlayer(t, { position: 'WR', team, name: `${tag} Alpha` });
    await createPlayer(t, { position: 'RB', team, name: `${tag} Bravo` });
    await createPlayer(t, { position: 'WR', team: uniqueTeam(), name: `${tag} Charlie` });
    const byName = await search({ name: tag.toLowerCase() });
    expect(byName.total).toBe(3);
    const filtered = await search({ name: tag.toUpperCase(), team, position: 'WR' });
    expect(filtered.players.map((p) => p.id)).toEqual([a]);
    expect(filtered.total).toBe(1);
    const all = await search({ name: tag, team: 'All', position: 'All' });
    expect(all.total).toBe(3);
  });

  it('treats % and _ in a name as plain characters', async () => {
    const tag = unique('Pct');
    await createPlayer(t, { position: 'TE', team: uniqueTeam(), name: `${tag} Plain` });
    expect((await search({ name: `${tag}%` })).total).toBe(0);
    expect((await search({ name: '_%_%_%' })).total).toBe(0);
  });

  it('pages in SQL with a total', async () => {
    const team = uniqueTeam();
    const names = Array.from(
      { length: 7 },
      (_, i) => `Pager ${team} ${String.fromCharCode(65 + i)}`,
    );
    for (const name of names) await createPlayer(t, { position: 'QB', team, name });
    const first = await search({ team, page_size: 3 });
    expect(first).toMatchObject({ total: 7, page: 1, page_size: 3 });
    expect(first.players.map((p) => p.player_name)).toEqual(names.slice(0, 3));
    const last = await search({ team, page_size: 3, page: 3 });
    expect(last.players.map((p) => p.player_name)).toEqual(names.slice(6));
    const beyond = await search({ team, page_size: 3, page: 4 });
    expect(beyond.players).toEqual([]);
    const defaults = await search({ team });
    expect(defaults.page_size).toBe(20);
  });

  it('refuses a page size over 100 and league-only options without a league', async () => {
    const big = await call(t, league.teams[1]!, 'GET', '/players/search?page_size=101');
    expect(big.statusCode).toBe(400);
    const noLeague = await call(t, league.teams[1]!, 'GET', '/players/search?exclude_rostered=1');
    expect(noLeague.statusCode).toBe(400);
    expect(noLeague.json().message).toBe(MESSAGES.noLeagueSelected);
  });

  it("refuses a league the caller doesn't play in", async () => {
    const other = await createRosterLeague(t, { teams: 1 });
    const res = await call(t, other.commish, 'GET', `/players/search?league_id=${league.leagueId}`);
    expect(res.statusCode).toBe(403);
  });

  it('hides rostered players and shows each state', async () => {
    const team = uniqueTeam();
    await addGame(t, { home: team, away: uniqueTeam(), kickoff: WEEK_10.early });
    const other = uniqueTeam();
    const rostered = await createPlayer(t, {
      position: 'WR',
      team: other,
      name: `State ${other} A`,
    });
    const waived = await createPlayer(t, { position: 'WR', team: other, name: `State ${other} B` });
    const free = await createPlayer(t, { position: 'WR', team: other, name: `State ${other} C` });
    const locked = await createPlayer(t, { position: 'WR', team, name: `State ${team} D` });
    await rosterPlayer(t, league, league.teams[2]!, rostered);
    await droppedPlayer(t, league, league.teams[2]!, waived, new Date('2025-11-10T05:00:00Z'));
    t.clock.set(WEEK_10.sundayAfternoon);
    const withAll = await search({ league_id: league.leagueId, team: other });
    const states = Object.fromEntries(withAll.players.map((p) => [p.id, p.state]));
    expect(states[rostered]).toEqual({
      kind: 'rostered',
      league_member_id: league.teams[2]!.memberId,
    });
    expect(states[waived]).toEqual({ kind: 'on_waivers', until: '2025-11-10T05:00:00.000Z' });
    expect(states[free]).toEqual({ kind: 'free_agent' });
    const lockedPage = await search({ league_id: league.leagueId, team });
    expect(lockedPage.players.map((p) => [p.id, p.state])).toEqual([
      [locked, { kind: 'locked', kickoff: WEEK_10.early.toISOString() }],
    ]);
    const available = await search({
      league_id: league.leagueId,
      team: other,
      exclude_rostered: 1,
    });
    expect(available.players.map((p) => p.id)).toEqual([waived, free]);
    expect(available.total).toBe(2);
  });

  it('sorts by season points best first, ties by name, counting only games kicked off', async () => {
    const team = uniqueTeam();
    await addGame(t, {
      home: team,
      away: uniqueTeam(),
      kickoff: new Date('2025-11-02T18:00:00Z'),
      week: 9,
    });
    await addGame(t, { home: team, away: uniqueTeam(), kickoff: WEEK_10.late, week: 10 });
    const star = await createPlayer(t, { position: 'QB', team, name: `Sort ${team} Star` });
    const tieB = await createPlayer(t, { position: 'RB', team, name: `Sort ${team} Bea` });
    const tieA = await createPlayer(t, { position: 'RB', team, name: `Sort ${team} Abe` });
    const none = await createPlayer(t, { position: 'WR', team, name: `Sort ${team} Zero` });
    await t.db
      .insertInto('weekly_stats')
      .values([
        { player_id: star, season: 2025, week: 9, team, passing_yards: 310, passing_tds: 2 },
        { player_id: tieA, season: 2025, week: 9, team, rushing_yards: 40 },
        { player_id: tieB, season: 2025, week: 9, team, rushing_yards: 40 },
        // The late game of week 10 has not kicked off on Thursday: this line must not count.
        { player_id: tieB, season: 2025, week: 10, team, rushing_yards: 200, rushing_tds: 3 },
      ])
      .execute();
    const page = await search({ league_id: league.leagueId, team, sort: 'season_points' });
    expect(page.players.map((p) => p.id)).toEqual([star, tieA, tieB, none]);
    expect(page.players.map((p) => p.season_points)).toEqual([25.4, 4, 4, 0]);
    expect(page.players[0]!.season_stats).toMatchObject({ passing_yards: 310, passing_tds: 2 });
    t.clock.set(new Date(WEEK_10.late.getTime() + 1000));
    const later = await search({ league_id: league.leagueId, team, sort: 'season_points' });
    expect(later.players[0]!.id).toBe(tieB);
  });

  it("scores in SQL exactly as the shared scoring functions do, under the league's rules", async () => {
    const custom = await createRosterLeague(t, {
      teams: 1,
      scoring: {
        passing_yards: 0.05,
        receptions: 0.5,
        punt_return_touchdown: 9,
        two_point_return: 3,
        fumbles_lost: -3,
      },
    });
    const rules = {
      ...DEFAULT_SCORING_RULES,
      passing_yards: 0.05,
      receptions: 0.5,
      punt_return_touchdown: 9,
      two_point_return: 3,
      fumbles_lost: -3,
    };
    const team = uniqueTeam();
    const lines: (StatLine & { week: number })[] = [
      {
        ...emptyLine,
        week: 1,
        passing_yards: 412,
        passing_tds: 3,
        interceptions: 2,
        two_point_passes: 1,
        rushing_yards: 23,
      },
      {
        ...emptyLine,
        week: 2,
        passing_yards: 299,
        rushing_yards: 101,
        rushing_tds: 1,
        receptions: 3,
        receiving_yards: 37,
        fumbles_lost: 1,
      },
      {
        ...emptyLine,
        week: 3,
        receiving_yards: 205,
        receptions: 11,
        receiving_tds: 2,
        two_point_receptions: 1,
        special_teams_tds: 1,
      },
      {
        ...emptyLine,
        week: 4,
        punt_return_tds: 1,
        kickoff_return_tds: 0,
        two_point_returns: 1,
        safeties: 1,
        rushing_yards: 7,
      },
    ];
    const player = await createPlayer(t, { position: 'WR', team });
    for (const line of lines) {
      await addGame(t, {
        home: team,
        away: uniqueTeam(),
        kickoff: new Date(Date.UTC(2025, 8, 7 + 7 * line.week, 17)),
        week: line.week,
      });
      await t.db
        .insertInto('weekly_stats')
        .values({ player_id: player, season: 2025, team, ...line })
        .execute();
    }
    // Totals only: scored with the season tiers.
    const totalsOnly = await createPlayer(t, { position: 'RB', team });
    const totals: StatLine = {
      ...emptyLine,
      rushing_yards: 1234,
      rushing_tds: 9,
      receptions: 40,
      receiving_yards: 310,
      fumbles_lost: 2,
    };
    await t.db
      .insertInto('season_stats')
      .values({ player_id: totalsOnly, season: 2025, ...totals })
      .execute();

    const page = await search(
      { league_id: custom.leagueId, team, sort: 'season_points' },
      custom.commish,
    );
    const points = Object.fromEntries(page.players.map((p) => [p.id, p.season_points]));
    expect(points[player]).toBe(seasonScoreFromWeeks(lines, rules));
    expect(points[totalsOnly]).toBe(seasonTotalsScore(totals, rules));
    expect(page.players.find((p) => p.id === totalsOnly)!.season_stats).toMatchObject({
      rushing_yards: 1234,
      receiving_yards: 310,
    });
  });

  it('sorts by last week and by points per game, with the figures a plain loop over the lines gives', async () => {
    const team = uniqueTeam();
    const kickoffs: Record<number, Date> = {
      7: new Date('2025-10-19T17:00:00Z'),
      8: new Date('2025-10-26T17:00:00Z'),
      9: new Date('2025-11-02T18:00:00Z'),
      // Sunday of week 10, 4:25 PM: not kicked off on Thursday, so its lines count nowhere yet.
      10: WEEK_10.late,
    };
    for (const [week, kickoff] of Object.entries(kickoffs))
      await addGame(t, { home: team, away: uniqueTeam(), kickoff, week: Number(week) });
    const names = ['Amos', 'Bart', 'Cole', 'Dirk', 'Enzo'].map((n) => `Fig ${team} ${n}`);
    const ids: number[] = [];
    for (const name of names) ids.push(await createPlayer(t, { position: 'RB', team, name }));
    const [amos, bart, cole, dirk] = ids as [number, number, number, number, number];
    // Rushing only and under 100 yards a game: 0.1 a yard and 6 a touchdown, no bonus tiers.
    const lines = [
      { player_id: amos, week: 7, rushing_yards: 90, rushing_tds: 1 },
      { player_id: amos, week: 8, rushing_yards: 80, rushing_tds: 0 },
      { player_id: amos, week: 9, rushing_yards: 10, rushing_tds: 0 },
      { player_id: bart, week: 9, rushing_yards: 60, rushing_tds: 2 },
      { player_id: cole, week: 7, rushing_yards: 51, rushing_tds: 0 },
      { player_id: cole, week: 8, rushing_yards: 52, rushing_tds: 0 },
      { player_id: cole, week: 9, rushing_yards: 53, rushing_tds: 0 },
      { player_id: dirk, week: 10, rushing_yards: 95, rushing_tds: 3 },
    ];
    await t.db
      .insertInto('weekly_stats')
      .values(lines.map((line) => ({ ...line, season: 2025, team })))
      .execute();

    // The reference: one plain loop over the lines whose game has kicked off by Thursday.
    const now = WEEK_10.thursday.getTime();
    const expected = new Map<number, { season: number; games: number; lastWeek: number }>();
    for (const id of ids) expected.set(id, { season: 0, games: 0, lastWeek: 0 });
    for (const line of lines) {
      if (kickoffs[line.week]!.getTime() > now) continue;
      const points = line.rushing_yards * 0.1 + line.rushing_tds * 6;
      const figures = expected.get(line.player_id)!;
      figures.season += points;
      figures.games += 1;
      if (line.week === 9) figures.lastWeek += points;
    }
    const round = (value: number) => Math.round(value * 100) / 100;
    const want = (id: number) => {
      const f = expected.get(id)!;
      return {
        season_points: round(f.season),
        last_week_points: round(f.lastWeek),
        points_per_game: f.games > 0 ? round(f.season / f.games) : 0,
        games_played: f.games,
      };
    };
    const orderBy = (key: 'season_points' | 'last_week_points' | 'points_per_game') =>
      [...ids].sort(
        (a, b) =>
          want(b)[key] - want(a)[key] ||
          names[ids.indexOf(a)]!.localeCompare(names[ids.indexOf(b)]!),
      );

    for (const sort of ['season_points', 'last_week_points', 'points_per_game'] as const) {
      const page = await search({ league_id: league.leagueId, team, sort });
      expect(page.last_week, sort).toBe(9);
      expect(
        page.players.map((p) => p.id),
        sort,
      ).toEqual(orderBy(sort));
      for (const player of page.players)
        expect(
          {
            season_points: player.season_points,
            last_week_points: player.last_week_points,
            points_per_game: player.points_per_game,
            games_played: player.games_played,
          },
          `${sort}: ${player.player_name}`,
        ).toEqual(want(player.id));
    }
    // The three orders differ here, so a sort that ignored its key would fail above.
    expect(orderBy('last_week_points')).not.toEqual(orderBy('season_points'));
    expect(orderBy('points_per_game')).not.toEqual(orderBy('season_points'));

    // Each played week's points, for the player sheet's chart.
    const amosRow = (await search({ league_id: league.leagueId, team, sort: 'season_points' }))
      .players[0]!;
    expect(amosRow.id).toBe(amos);
    expect(amosRow.weekly_points).toEqual({ '7': 15, '8': 8, '9': 1 });

    // Pages stay right: page 2 of 2 a page under last week's order is its 3rd and 4th players.
    const second = await search({
      league_id: league.leagueId,
      team,
      sort: 'last_week_points',
      page: 2,
      page_size: 2,
    });
    expect(second.total).toBe(5);
    expect(second.players.map((p) => p.id)).toEqual(orderBy('last_week_points').slice(2, 4));
  });

  it('bounds sort to its list, and the league figures need a league', async () => {
    for (const sort of ['bogus', 'season_points;drop', 'x'.repeat(500)]) {
      const res = await call(
        t,
        league.teams[1]!,
        'GET',
        `/players/search?league_id=${league.leagueId}&sort=${encodeURIComponent(sort)}`,
      );
      expect(res.statusCode, sort).toBe(400);
      expect(res.json().message).toBe(MESSAGES.invalidPlayerOrLeague);
    }
    for (const query of ['sort=last_week_points', 'sort=points_per_game', 'available_now=1']) {
      const res = await call(t, league.teams[1]!, 'GET', `/players/search?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(MESSAGES.noLeagueSelected);
    }
    const byName = await search({ name: 'zzz-nobody-here' });
    expect(byName).toMatchObject({ players: [], last_week: null });
  });

  it('available now keeps only players a member can add this minute: not rostered, waived or locked', async () => {
    const playing = uniqueTeam();
    await addGame(t, { home: playing, away: uniqueTeam(), kickoff: WEEK_10.early });
    const idle = uniqueTeam();
    await addGame(t, { home: idle, away: uniqueTeam(), kickoff: WEEK_10.late });
    const tag = unique('Avail');
    const rostered = await createPlayer(t, { position: 'WR', team: idle, name: `${tag} A` });
    const waived = await createPlayer(t, { position: 'WR', team: idle, name: `${tag} B` });
    const waivedBefore = await createPlayer(t, { position: 'WR', team: idle, name: `${tag} C` });
    const free = await createPlayer(t, { position: 'WR', team: idle, name: `${tag} D` });
    const locked = await createPlayer(t, { position: 'WR', team: playing, name: `${tag} E` });
    await rosterPlayer(t, league, league.teams[2]!, rostered);
    await droppedPlayer(t, league, league.teams[2]!, waived, new Date('2025-11-12T05:00:00Z'));
    await droppedPlayer(
      t,
      league,
      league.teams[2]!,
      waivedBefore,
      new Date('2025-11-08T05:00:00Z'),
    );
    t.clock.set(WEEK_10.sundayAfternoon);

    const everyone = await search({ league_id: league.leagueId, name: tag });
    const kinds = Object.fromEntries(everyone.players.map((p) => [p.id, p.state?.kind]));
    expect(kinds).toEqual({
      [rostered]: 'rostered',
      [waived]: 'on_waivers',
      [waivedBefore]: 'free_agent',
      [free]: 'free_agent',
      [locked]: 'locked',
    });
    // The filter agrees with the states the rows show: exactly the free agents.
    for (const sort of ['name', 'season_points'] as const) {
      const now = await search({ league_id: league.leagueId, name: tag, available_now: 1, sort });
      expect(now.players.map((p) => p.id).sort(), sort).toEqual([waivedBefore, free].sort());
      expect(now.total).toBe(2);
      expect(now.players.every((p) => p.state?.kind === 'free_agent')).toBe(true);
    }
    // Before the early kickoff he is addable again.
    t.clock.set(WEEK_10.thursday);
    const thursday = await search({ league_id: league.leagueId, name: tag, available_now: 1 });
    expect(thursday.players.map((p) => p.id)).toContain(locked);
  });
});
