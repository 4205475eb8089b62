import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importNflData } from '../src/import/import-nfl-data';
import { importNflverseSeason } from '../src/import/nflverse-release';
import {
  file,
  fixtureText,
  json,
  startRecordedSource,
  type RecordedAnswer,
  type RecordedSource,
} from './support/recorded-source';
import {
  importSeasonBeforeKickoff,
  jobRunner,
  keptLog,
  nflVersion,
  sourceConfig,
  type KeptLog,
} from './support/source-jobs';
import { createTestApp, type TestApp } from './support/test-app';

// The live feed against a provider that misbehaves: it times out, answers 500, answers malformed
// JSON or JSON of another shape, or names a player the crosswalk does not know. Each failed poll
// changes nothing, logs one line, shows on /health and waits longer before the next try; once the
// provider answers properly again, the next due poll writes what it reports, once.

const SCOREBOARD = '/espn/scoreboard?dates=20230917';
const SUMMARY = '/espn/summary?event=401547417';
const Q4 = '2023-09-17T19:51:00.000Z';
const at = (base: string, seconds: number) =>
  new Date(new Date(base).getTime() + seconds * 1000).toISOString();

let t: TestApp;
let source: RecordedSource;
let cleanup: () => void;
let log: KeptLog;
let tick: (at: string) => Promise<void>;

async function espnRow() {
  return t.db
    .selectFrom('stats_sources')
    .selectAll()
    .where('name', '=', 'espn')
    .executeTakeFirstOrThrow();
}

async function nflState() {
  const game = await t.db
    .selectFrom('nfl_games')
    .select(['status', 'period', 'game_clock', 'home_score', 'away_score'])
    .where('game_id', '=', '2023_02_GB_ATL')
    .executeTakeFirstOrThrow();
  const lines = await t.db
    .selectFrom('weekly_stats')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { game, lines: Number(lines.n), version: await nflVersion(t.db) };
}

beforeAll(async () => {
  source = await startRecordedSource();
  // Only the live feed is on; the season is loaded once, as `data:import --season 2023` would.
  const settings = sourceConfig(source.url, { sourceTimeoutMs: 500 });
  cleanup = settings.cleanup;
  t = await createTestApp({ now: Q4, config: settings.config });
  await importSeasonBeforeKickoff(t.db, source, settings.config.nflverseCacheDir!);
  log = keptLog();
  const run = jobRunner(t, log);
  tick = (instant) => run(instant);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await source?.close();
  cleanup?.();
});

describe('the live feed when ESPN misbehaves', () => {
  const failures: [string, RecordedAnswer, RegExp][] = [
    ['times out', { kind: 'hang' }, /timed out/],
    ['answers 500', json('{"error":"Internal Server Error"}', 500), /answered 500/],
    ['answers malformed JSON', json('{"events":[{"id":"401547417",'), /malformed JSON/],
    [
      'answers JSON of another shape',
      json({ events: [{ id: '401547417', competitions: [] }] }),
      /competitions/,
    ],
  ];
  let now = Q4;
  let failuresInARow = 0;

  for (const [what, answer, error] of failures) {
    it(`changes nothing when the scoreboard ${what}, logs one line and waits longer`, async () => {
      source.answer(SCOREBOARD, answer);
      const before = await nflState();
      const warningsBefore = log.lines.filter((line) => line.level === 'warn').length;
      const requestsBefore = source.count('/espn');
      await tick(now);
      expect(source.count('/espn')).toBe(requestsBefore + 1);
      expect(await nflState()).toEqual(before);
      const warnings = log.lines.filter((line) => line.level === 'warn').slice(warningsBefore);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.msg).toMatch(/^stats source espn failed/);
      expect(warnings[0]!.msg).toMatch(error);
      failuresInARow++;
      const row = await espnRow();
      expect(row.failures).toBe(failuresInARow);
      expect(row.last_error).toMatch(error);
      // The wait doubles from a minute: 1, 2, 4, 8 minutes.
      const wait = 60 * 2 ** (failuresInARow - 1);
      expect(new Date(row.next_attempt_at).toISOString()).toBe(at(now, wait));
      // Before the wait is over, no request at all.
      await tick(at(now, wait - 1));
      expect(source.count('/espn')).toBe(requestsBefore + 1);
      now = at(now, wait);
    });
  }

  it('changes nothing when the game summary fails, even though the scoreboard answered', async () => {
    source.answer(SCOREBOARD, json(fixtureText('espn/scoreboard-20230917-q4-6-07.json')));
    source.answer(SUMMARY, json('<html>Service Unavailable</html>', 503));
    const before = await nflState();
    await tick(now);
    expect(await nflState()).toEqual(before);
    expect((await espnRow()).last_error).toMatch(/summary\?event=401547417 answered 503/);
    failuresInARow++;
    now = at(now, 60 * 2 ** (failuresInARow - 1));
  });

  it('recovers: the next due poll writes the game and its box score, once', async () => {
    source.answer(SUMMARY, json(fixtureText('espn/summary-401547417-q4-6-07.json')));
    const before = await nflState();
    await tick(now);
    const after = await nflState();
    expect(after.version).toBe(before.version + 1);
    expect(after.game).toEqual({
      status: 'in_progress',
      period: 4,
      game_clock: '6:07',
      home_score: 22,
      away_score: 24,
    });
    expect(after.lines).toBeGreaterThan(0);
    const row = await espnRow();
    expect(row.failures).toBe(0);
    expect(new Date(row.last_success_at!).toISOString()).toBe(now);
    expect(new Date(row.next_attempt_at).toISOString()).toBe(at(now, 60));
    const health = (await t.app.inject({ method: 'GET', url: '/health' })).json() as {
      sources: { name: string; failures: number; last_error: string | null }[];
    };
    // The last error stays on /health next to the success that followed it.
    expect(health.sources).toEqual([
      expect.objectContaining({ name: 'espn', failures: 0, last_error: expect.any(String) }),
    ]);
    now = at(now, 60);
  });

  it('leaves out a player the crosswalk does not know, and takes him once it does', async () => {
    const bijan = await t.db
      .selectFrom('players')
      .select(['id', 'espn_id'])
      .where('external_id', '=', '00-0038542')
      .executeTakeFirstOrThrow();
    // The 2023 roster file has no ESPN id for the rookie: his box-score line named 4430807.
    expect(bijan.espn_id).toBeNull();
    const lineOf = (playerId: number) =>
      t.db
        .selectFrom('weekly_stats')
        .select(['rushing_yards', 'receptions', 'receiving_yards', 'game_id', 'team'])
        .where('player_id', '=', playerId)
        .executeTakeFirst();
    expect(await lineOf(bijan.id)).toBeUndefined();

    // A later nflverse player file carries his ESPN id; ESPN still reports the same.
    const dir = mkdtempSync(join(tmpdir(), 'ff-players-'));
    try {
      writeFileSync(
        join(dir, 'players.csv'),
        fixtureText('nflverse/players-2025-rookies-of-2023.csv'),
      );
      await importNflData(t.db, dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const before = await nflVersion(t.db);
    await tick(now);
    expect(await nflVersion(t.db)).toBe(before + 1);
    expect(await lineOf(bijan.id)).toEqual({
      rushing_yards: 107,
      receptions: 3,
      receiving_yards: 38,
      game_id: '2023_02_GB_ATL',
      team: 'ATL',
    });
    // And a minute later, the same answers write nothing.
    await tick(at(now, 60));
    expect(await nflVersion(t.db)).toBe(before + 1);
  });

  it('keeps what the live feed reported when nflverse files without a final score load', async () => {
    const live = await nflState();
    expect(live.game.status).toBe('in_progress');
    // games.csv as published before the game, fetched anew (a new ETag, the same content).
    source.answer(
      '/nflverse/schedules/games.csv',
      file(fixtureText('nflverse/games-before-kickoff.csv'), 'g-again'),
    );
    const dir = mkdtempSync(join(tmpdir(), 'ff-nflverse-again-'));
    try {
      await importNflverseSeason(t.db, {
        baseUrl: `${source.url}/nflverse`,
        season: 2023,
        cacheDir: dir,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect((await nflState()).game).toEqual(live.game);
  });
});
