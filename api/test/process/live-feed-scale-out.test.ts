import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate';
import {
  fixtureText,
  json,
  startRecordedSource,
  type RecordedSource,
} from '../support/recorded-source';
import { importSeasonBeforeKickoff } from '../support/source-jobs';
import { apiCall, startApiProcess, type ApiProcess } from './support/api-process';
import { newBackend, withDatabase, type Backend } from './support/backends';

// Two api processes on one PostgreSQL database, both with the live feed on and pointed at a local
// server that answers as ESPN did with 6:07 left in Green Bay at Atlanta (2023, week 2). Each
// minute of the league clock, both schedulers tick at once; the poll is claimed in the database,
// so ESPN is asked once per minute, not twice.

const SCOREBOARD = '/espn/scoreboard?dates=20230917';
const SUMMARY = '/espn/summary?event=401547417';
const Q4 = Date.parse('2023-09-17T19:51:00Z');

const processes: ApiProcess[] = [];
const backends: Backend[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const api of processes.splice(0)) await api.kill();
  for (const backend of backends.splice(0)) await backend.dispose();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('two api processes with the live feed on', () => {
  it('poll ESPN once per due poll, not twice', async () => {
    const source: RecordedSource = await startRecordedSource();
    cleanups.push(() => source.close());
    const cacheDir = mkdtempSync(join(tmpdir(), 'ff-nflverse-'));
    cleanups.push(() => rmSync(cacheDir, { recursive: true, force: true }));
    const backend = await newBackend('PostgreSQL');
    backends.push(backend);

    // The season as `data:import --season 2023` loads it, the game not kicked off in the files.
    await withDatabase(backend, async (db) => {
      await migrateToLatest(db);
      await importSeasonBeforeKickoff(db, source, cacheDir);
    });
    source.answer(SCOREBOARD, json(fixtureText('espn/scoreboard-20230917-q4-6-07.json')));
    source.answer(SUMMARY, json(fixtureText('espn/summary-401547417-q4-6-07.json')));

    const env = {
      ...backend.env,
      FANTASY_NOW: new Date(Q4).toISOString(),
      LIVE_FEED: 'espn',
      LIVE_FEED_URL: `${source.url}/espn`,
    };
    const started = await Promise.allSettled([startApiProcess(env), startApiProcess(env)]);
    for (const result of started) if (result.status === 'fulfilled') processes.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [one, two] = processes as [ApiProcess, ApiProcess];

    // Both processes' start-up ticks ran at 19:51: between them, one poll.
    const { status } = await apiCall(one, null, 'POST', '/__test__/clock', {
      now: new Date(Q4).toISOString(),
    });
    expect(status).toBe(200);
    await apiCall(two, null, 'POST', '/__test__/clock', { now: new Date(Q4).toISOString() });
    expect([source.count(SCOREBOARD), source.count(SUMMARY)]).toEqual([1, 1]);

    // Minute after minute, both schedulers tick at the same instant; each minute, one poll.
    for (let minute = 1; minute <= 4; minute++) {
      const before = source.count('/espn');
      const now = new Date(Q4 + minute * 60_000).toISOString();
      const moved = await Promise.all(
        [one, two].map((api) => apiCall(api, null, 'POST', '/__test__/clock', { now })),
      );
      expect(moved.map((res) => res.status)).toEqual([200, 200]);
      expect(source.count('/espn') - before).toBe(2); // one scoreboard, one summary
    }
    expect([source.count(SCOREBOARD), source.count(SUMMARY)]).toEqual([5, 5]);

    const state = await withDatabase(backend, async (db) => ({
      game: await db
        .selectFrom('nfl_games')
        .select(['status', 'period', 'game_clock', 'home_score', 'away_score'])
        .where('game_id', '=', '2023_02_GB_ATL')
        .executeTakeFirstOrThrow(),
      source: await db
        .selectFrom('stats_sources')
        .select(['failures', 'last_error'])
        .where('name', '=', 'espn')
        .executeTakeFirstOrThrow(),
    }));
    expect(state).toEqual({
      game: {
        status: 'in_progress',
        period: 4,
        game_clock: '6:07',
        home_score: 22,
        away_score: 24,
      },
      source: { failures: 0, last_error: null },
    });
    const health = await apiCall<{ sources: { name: string }[] }>(two, null, 'GET', '/health');
    expect(health.body.sources.map((entry) => entry.name)).toEqual(['espn']);
  });
});
