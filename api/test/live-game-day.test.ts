import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connect';
import { addMatchup, pointsOf, sumPoints, type WeekLine } from './support/matchup-fixtures';
import {
  file,
  fixtureText,
  json,
  startRecordedSource,
  type RecordedSource,
} from './support/recorded-source';
import { createRosterLeague, rosterPlayer, type RosterLeague } from './support/roster-fixtures';
import {
  jobRunner,
  keptLog,
  nflVersion,
  readVersion,
  sourceConfig,
  type KeptLog,
} from './support/source-jobs';
import { createTestApp, type TestApp } from './support/test-app';

// A real game replayed at high speed through the api's own scheduler jobs: Green Bay at Atlanta,
// Sunday 17 September 2023 (week 2), as ESPN's site API reported it before kickoff, with 6:07
// left in the 4th quarter and at the end, and as nflverse published its files before the game,
// the morning after and after a stat correction (api/test/fixtures/*/README.md). No real waiting:
// the test moves the league clock and runs the jobs.

const SCOREBOARD = '/espn/scoreboard?dates=20230917';
const SUMMARY = '/espn/summary?event=401547417';
const NFLVERSE = {
  roster: '/nflverse/rosters/roster_2023.csv',
  games: '/nflverse/schedules/games.csv',
  weekly: '/nflverse/stats_player/stats_player_week_2023.csv',
};

/** The members' lines as the live feed and nflverse report them (the fixtures' numbers). */
const LOVE_Q4: WeekLine = { passing_yards: 151, passing_tds: 3, rushing_yards: 23 };
const LONDON_Q4: WeekLine = { receptions: 5, receiving_yards: 43, receiving_tds: 1 };
const RIDDER_Q4: WeekLine = {
  passing_yards: 196,
  passing_tds: 1,
  interceptions: 1,
  rushing_yards: 38,
  rushing_tds: 1,
};
const ALLGEIER_Q4: WeekLine = { rushing_yards: 42 };
const LOVE: WeekLine = LOVE_Q4;
const LONDON: WeekLine = { receptions: 6, receiving_yards: 67, receiving_tds: 1 };
const RIDDER: WeekLine = { ...RIDDER_Q4, passing_yards: 237, rushing_yards: 39 };
const ALLGEIER: WeekLine = { rushing_yards: 48 };
const BIJAN: WeekLine = { rushing_yards: 124, receptions: 4, receiving_yards: 48 };
const REED: WeekLine = { receptions: 4, receiving_yards: 37, receiving_tds: 2 };
const LONDON_CORRECTED: WeekLine = { ...LONDON, receiving_yards: 72 };

const score = (...lines: WeekLine[]) => sumPoints(...lines.map(pointsOf));

let t: TestApp;
let source: RecordedSource;
let cleanup: () => void;
let log: KeptLog;
let tick: (at: string) => Promise<void>;
let league: RosterLeague;

async function playerId(db: Db, gsisId: string): Promise<number> {
  const row = await db
    .selectFrom('players')
    .select('id')
    .where('external_id', '=', gsisId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Week 2 as the home member reads it on the Matchups page. */
async function matchups() {
  const res = await t.app.inject({
    method: 'GET',
    url: `/matchups/getMatchupsByLeagueAndWeek/${league.leagueId}/2`,
    headers: { cookie: league.teams[0]!.cookie },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  const data = (body.data ?? body) as {
    is_final: boolean;
    matchups: { home: { score: number }; away: { score: number } }[];
  };
  return { home: data.matchups[0]!.home.score, away: data.matchups[0]!.away.score, data };
}

async function game() {
  return t.db
    .selectFrom('nfl_games')
    .select(['status', 'period', 'game_clock', 'home_score', 'away_score', 'espn_game_id'])
    .where('game_id', '=', '2023_02_GB_ATL')
    .executeTakeFirstOrThrow();
}

async function storedMatchup() {
  return t.db
    .selectFrom('schedules')
    .select(['home_score', 'away_score', 'is_final'])
    .where('league_id', '=', league.leagueId)
    .executeTakeFirstOrThrow();
}

/** What one step changed: the NFL and league read versions, and requests to each source. */
async function step(at: string) {
  const before = {
    nfl: await nflVersion(t.db),
    league: await readVersion(t.db, `league:${league.leagueId}`),
    espn: source.count('/espn'),
    nflverse: source.count('/nflverse'),
  };
  await tick(at);
  return {
    nfl: (await nflVersion(t.db)) - before.nfl,
    league: (await readVersion(t.db, `league:${league.leagueId}`)) - before.league,
    espn: source.count('/espn') - before.espn,
    nflverse: source.count('/nflverse') - before.nflverse,
  };
}

beforeAll(async () => {
  source = await startRecordedSource();
  const settings = sourceConfig(source.url, { nflverseSeason: 2023 });
  cleanup = settings.cleanup;
  // Thursday before the game, noon Eastern: the season's files as nflverse has them then.
  t = await createTestApp({ now: '2023-09-14T16:00:00Z', config: settings.config });
  log = keptLog();
  const run = jobRunner(t, log);
  tick = (at) => run(at);
  source.answer(NFLVERSE.roster, file(fixtureText('nflverse/roster_2023.csv'), 'roster-1'));
  source.answer(NFLVERSE.games, file(fixtureText('nflverse/games-before-kickoff.csv'), 'games-1'));
  await tick('2023-09-14T16:00:00Z');

  league = await createRosterLeague(t, { teams: 2 });
  await t.db
    .updateTable('leagues')
    .set({ season: 2023 })
    .where('id', '=', league.leagueId)
    .execute();
  await addMatchup(t, league, 2, league.teams[0]!, league.teams[1]!);
  const lineups: [number, string, string][] = [
    [0, '00-0036264', 'QB1'], // Jordan Love
    [0, '00-0038542', 'RB1'], // Bijan Robinson: a rookie without an ESPN id in the 2023 roster
    [0, '00-0037238', 'WR1'], // Drake London
    [1, '00-0038122', 'QB1'], // Desmond Ridder
    [1, '00-0039146', 'WR1'], // Jayden Reed: a rookie without an ESPN id in the 2023 roster
    [1, '00-0037263', 'RB1'], // Tyler Allgeier
  ];
  for (const [team, gsisId, slot] of lineups)
    await rosterPlayer(t, league, league.teams[team]!, await playerId(t.db, gsisId), slot);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await source?.close();
  cleanup?.();
});

describe('a recorded game day replayed at high speed', () => {
  it('loads the season from nflverse with the id crosswalk before the game', async () => {
    expect(await game()).toEqual({
      status: 'scheduled',
      period: null,
      game_clock: null,
      home_score: null,
      away_score: null,
      espn_game_id: '401547417',
    });
    const crosswalk = await t.db
      .selectFrom('players')
      .select(['external_id', 'espn_id', 'sleeper_id'])
      .where('external_id', 'in', ['00-0036264', '00-0038542'])
      .orderBy('external_id')
      .execute();
    expect(crosswalk).toEqual([
      { external_id: '00-0036264', espn_id: '4036378', sleeper_id: '6804' },
      { external_id: '00-0038542', espn_id: null, sleeper_id: '9509' },
    ]);
    // The weekly and season stats files were not published yet (404): left out, not an error.
    expect(log.lines.filter((line) => line.level === 'warn')).toEqual([]);
  });

  it('asks the live feed nothing before kickoff, and writes nothing while it still says pre-game', async () => {
    source.answer(SCOREBOARD, json(fixtureText('espn/scoreboard-20230917-pre.json')));
    const beforeKickoff = await step('2023-09-17T16:55:00Z');
    expect(beforeKickoff.espn).toBe(0);
    // The nightly refresh was due: every file unchanged (304), nothing imported.
    expect(beforeKickoff.nflverse).toBe(4);
    expect(beforeKickoff.nfl).toBe(0);

    const atKickoff = await step('2023-09-17T17:00:30Z');
    expect(atKickoff).toEqual({ nfl: 0, league: 0, espn: 1, nflverse: 0 });
    // Within the minute the next tick finds the poll not due yet.
    expect(await step('2023-09-17T17:00:45Z')).toEqual({ nfl: 0, league: 0, espn: 0, nflverse: 0 });
    expect((await game()).status).toBe('scheduled');
  });

  it('reports the game in progress with its quarter, clock, score and box score, once per change', async () => {
    const cached = await matchups();
    expect([cached.home, cached.away]).toEqual([0, 0]);

    source.answer(SCOREBOARD, json(fixtureText('espn/scoreboard-20230917-q4-6-07.json')));
    source.answer(SUMMARY, json(fixtureText('espn/summary-401547417-q4-6-07.json')));
    expect(await step('2023-09-17T19:51:00Z')).toEqual({ nfl: 1, league: 0, espn: 2, nflverse: 0 });
    expect(await game()).toMatchObject({
      status: 'in_progress',
      period: 4,
      game_clock: '6:07',
      home_score: 22,
      away_score: 24,
    });
    // The rookies have no ESPN id yet: their box-score lines are left out, the rest count.
    const live = await matchups();
    expect(live.home).toBe(score(LOVE_Q4, LONDON_Q4));
    expect(live.away).toBe(score(RIDDER_Q4, ALLGEIER_Q4));
    expect(live.data.is_final).toBe(false);

    // A minute later ESPN answers the same: polled, nothing written, no read version moved.
    expect(await step('2023-09-17T19:52:00Z')).toEqual({ nfl: 0, league: 0, espn: 2, nflverse: 0 });
  });

  it('makes the game final with its final score and box score, then stops polling', async () => {
    source.answer(SCOREBOARD, json(fixtureText('espn/scoreboard-20230917-final.json')));
    source.answer(SUMMARY, json(fixtureText('espn/summary-401547417-final.json')));
    expect(await step('2023-09-17T20:15:30Z')).toEqual({ nfl: 1, league: 0, espn: 2, nflverse: 0 });
    expect(await game()).toMatchObject({
      status: 'final',
      period: null,
      game_clock: null,
      home_score: 25,
      away_score: 24,
    });
    const final = await matchups();
    expect(final.home).toBe(score(LOVE, LONDON));
    expect(final.away).toBe(score(RIDDER, ALLGEIER));
    // No game under way: the live feed is not asked at all.
    expect(await step('2023-09-17T20:16:30Z')).toEqual({ nfl: 0, league: 0, espn: 0, nflverse: 0 });
    expect(await step('2023-09-17T23:00:00Z')).toEqual({ nfl: 0, league: 0, espn: 0, nflverse: 0 });
  });

  it("takes the next morning's nflverse files: every player's line, by GSIS id", async () => {
    source.answer(NFLVERSE.games, file(fixtureText('nflverse/games.csv'), 'games-2'));
    source.answer(NFLVERSE.weekly, file(fixtureText('nflverse/stats_player_week_2023.csv'), 'w-1'));
    const monday = await step('2023-09-18T10:00:00Z');
    expect(monday).toEqual({ nfl: 1, league: 0, espn: 0, nflverse: 4 });
    expect(await game()).toMatchObject({ status: 'final', home_score: 25, away_score: 24 });
    const withRookies = await matchups();
    expect(withRookies.home).toBe(score(LOVE, LONDON, BIJAN));
    expect(withRookies.away).toBe(score(RIDDER, ALLGEIER, REED));
  });

  it('ends the week into the standings, and a stat correction re-scores it once', async () => {
    const weekEnds = await step('2023-09-19T04:00:00Z');
    expect(weekEnds).toMatchObject({ nfl: 0, league: 1, espn: 0 });
    const homeFinal = score(LOVE, LONDON, BIJAN);
    expect(await storedMatchup()).toEqual({
      home_score: homeFinal,
      away_score: score(RIDDER, ALLGEIER, REED),
      is_final: 1,
    });

    source.answer(
      NFLVERSE.weekly,
      file(fixtureText('nflverse/stats_player_week_2023-corrected.csv'), 'w-2'),
    );
    const correction = await step('2023-09-20T10:00:00Z');
    expect(correction).toEqual({ nfl: 1, league: 1, espn: 0, nflverse: 4 });
    const corrected = await storedMatchup();
    expect(corrected.home_score).toBe(score(LOVE, LONDON_CORRECTED, BIJAN));
    expect(corrected.home_score).not.toBe(homeFinal);
    expect((await matchups()).home).toBe(corrected.home_score);

    // The night after, nothing changed at nflverse: four 304s, nothing written.
    const quiet = await step('2023-09-21T10:00:00Z');
    expect(quiet).toEqual({ nfl: 0, league: 0, espn: 0, nflverse: 4 });
    expect(source.requests.slice(-4).map((request) => [request.path, request.status])).toEqual([
      [NFLVERSE.roster, 304],
      [NFLVERSE.games, 304],
      [NFLVERSE.weekly, 304],
      ['/nflverse/stats_player/stats_player_reg_2023.csv', 404],
    ]);
  });

  it('shows each source on /health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    const sources = (res.json() as { sources: Record<string, unknown>[] }).sources;
    expect(sources.map((entry) => [entry.name, entry.failures, entry.last_error])).toEqual([
      ['espn', 0, null],
      ['nflverse', 0, null],
    ]);
    expect(sources[0]!.last_change_at).toBe('2023-09-17T20:15:30.000Z');
    expect(sources[1]!.last_success_at).toBe('2023-09-21T10:00:00.000Z');
    expect(sources[1]!.next_attempt_at).toBe('2023-09-22T10:00:00.000Z');
  });
});
