import { rmSync } from 'node:fs';
import { expect } from 'vitest';
import type { Db } from '../../../src/db/connect';
import { migrateToLatest } from '../../../src/db/migrate';
import { importNflData } from '../../../src/import/import-nfl-data';
import { startImport, waitFor, type OwnProcess } from './api-process';
import { newBackend, twinBackend, withDatabase, type Backend, type BackendKind } from './backends';
import { writeNflFixture, type NflFixture } from './nfl-fixture';

// The stats importer is killed with SIGKILL while it loads weekly_stats.csv (one transaction per
// file), then run again to the end on the same PGlite folder or PostgreSQL database: the tables
// must equal those of an import that was never interrupted.

const WEEKS = 12;
/** Players of the first attempt's fixture: 12 weeks of them make the weekly file. */
const PLAYERS = 400;
const ATTEMPTS = 3;

const running: OwnProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
/** Kills what a test left running and removes its folders and databases (each file's afterEach). */
export async function cleanUp(): Promise<void> {
  for (const importer of running.splice(0)) {
    importer.signal('SIGKILL');
    await importer.exited;
  }
  for (const cleanup of cleanups.splice(0)) await cleanup();
}

/** Every imported table by its natural keys (serial ids differ after a killed transaction). */
async function importedTables(db: Db) {
  const strip = <T extends object>(row: T) => {
    const {
      id: _id,
      updated_at: _updated,
      player_id: _player,
      ...rest
    } = row as T & {
      id?: unknown;
      updated_at?: unknown;
      player_id?: unknown;
    };
    return rest;
  };
  const players = await db.selectFrom('players').selectAll().orderBy('external_id').execute();
  const games = await db.selectFrom('nfl_games').selectAll().orderBy('game_id').execute();
  const weeks = await db
    .selectFrom('fantasy_weeks')
    .selectAll()
    .orderBy('year')
    .orderBy('week')
    .execute();
  const weekly = await db
    .selectFrom('weekly_stats as s')
    .innerJoin('players as p', 'p.id', 's.player_id')
    .selectAll('s')
    .select('p.external_id')
    .orderBy('p.external_id')
    .orderBy('s.season')
    .orderBy('s.week')
    .execute();
  const season = await db
    .selectFrom('season_stats as s')
    .innerJoin('players as p', 'p.id', 's.player_id')
    .selectAll('s')
    .select('p.external_id')
    .orderBy('p.external_id')
    .orderBy('s.season')
    .execute();
  return {
    players: players.map(strip),
    games: games.map(strip),
    weeks: weeks.map(strip),
    weekly: weekly.map(strip),
    season: season.map(strip),
  };
}

async function rowCounts(db: Db) {
  const count = async (table: 'players' | 'nfl_games' | 'weekly_stats' | 'season_stats') =>
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  return {
    players: await count('players'),
    games: await count('nfl_games'),
    weekly: await count('weekly_stats'),
    season: await count('season_stats'),
  };
}

const PROGRESS = /^weekly_stats (\d+)\/(\d+)$/;

interface KilledImport {
  backend: Backend;
  fixture: NflFixture;
  killedAt: string;
  counts: Awaited<ReturnType<typeof rowCounts>>;
}

/**
 * Runs the importer and SIGKILLs it at its first progress line inside weekly_stats.csv; answers
 * what the kill left, or null when weekly_stats had committed anyway (tried again, larger).
 */
async function killInsideWeeklyStats(
  kind: BackendKind,
  players: number,
): Promise<KilledImport | null> {
  const fixture = writeNflFixture({ players, weeks: WEEKS });
  cleanups.push(() => rmSync(fixture.dir, { recursive: true, force: true }));
  const backend = await newBackend(kind);
  cleanups.push(() => backend.dispose());
  const importer = startImport(fixture.dir, backend.env);
  running.push(importer);
  const killedAt = await waitFor(
    'the importer inside weekly_stats.csv',
    () => {
      const line = importer.lines.find((candidate) => {
        const match = PROGRESS.exec(candidate);
        return match && Number(match[1]) < Number(match[2]);
      });
      if (!line && importer.hasExited())
        throw new Error(`the importer ended first:\n${importer.lines.join('\n')}`);
      return line;
    },
    { intervalMs: 10 },
  );
  importer.signal('SIGKILL');
  const ended = await importer.exited;
  running.splice(running.indexOf(importer), 1);
  expect(ended.signal).toBe('SIGKILL');
  // Opening the folder again is itself the proof that PGlite's data survived the kill.
  const counts = await withDatabase(backend, rowCounts);
  return counts.weekly === 0 ? { backend, fixture, killedAt, counts } : null;
}

export async function importKilledAndRerun(kind: BackendKind) {
  let killed: KilledImport | null = null;
  for (let attempt = 0, players = PLAYERS; attempt < ATTEMPTS && !killed; attempt++, players *= 2)
    killed = await killInsideWeeklyStats(kind, players);
  if (!killed) throw new Error(`weekly_stats.csv always committed before the kill (${kind})`);
  const { backend, fixture, killedAt, counts } = killed;
  // Killed mid-file: the files before it committed whole, weekly_stats rolled back whole.
  expect(counts).toEqual({ players: fixture.players, games: WEEKS * 16, weekly: 0, season: 0 });

  const rerunStarted = Date.now();
  const rerun = startImport(fixture.dir, backend.env);
  running.push(rerun);
  expect(await rerun.exited).toEqual({ code: 0, signal: null });
  running.splice(running.indexOf(rerun), 1);
  const rerunSeconds = (Date.now() - rerunStarted) / 1000;
  const imported = await withDatabase(backend, importedTables);

  const twin = await twinBackend(kind);
  cleanups.push(() => twin.dispose());
  const expected = await withDatabase(twin, async (db) => {
    await migrateToLatest(db);
    await importNflData(db, fixture.dir);
    return importedTables(db);
  });
  expect(expected.weekly).toHaveLength(fixture.weeklyRows);
  expect(imported).toEqual(expected);
  console.log(
    `${kind}: ${fixture.players} players, ${fixture.weeklyRows} weekly rows; importer killed at ` +
      `"${killedAt}" (players and schedule committed, weekly_stats rolled back); ` +
      `re-run to the end in ${rerunSeconds.toFixed(1)} s`,
  );
}
