import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { ImportError } from '../src/import/csv-table';
import { importNflData } from '../src/import/import-nfl-data';
import { importNflverseSeason } from '../src/import/nflverse-release';
import { file, fixtureText, startRecordedSource } from './support/recorded-source';
import { nflVersion } from './support/source-jobs';
import { PLAYERS_HEADER, writePlayersBomb } from './support/gzip-bomb';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 32: `data:import` and the nightly refresh decompressed a whole file before reading it:
// a 303 KB players.csv.gz took the importer to 2.3 GB. Files now stream through the parser and
// are refused at a limit on their decompressed bytes and their rows. The 1 GB bombs run in
// import-bombs.test.ts.

const MB = 1024 * 1024;

let t: TestApp;
const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ff-import-limits-'));
  dirs.push(dir);
  return dir;
};
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const playerCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('players')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('an NFL data file past the import limits', () => {
  it('a gzip bomb is refused with a clear message at the decompressed limit, nothing written', async () => {
    const dir = folder();
    const path = writePlayersBomb(dir, 1_024);
    const before = await playerCount();
    const refusal = await importNflData(t.db, dir, {
      limits: { maxBytes: 32 * MB, maxRows: 1_000_000 },
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImportError);
    expect((refusal as Error).message).toBe(
      `${path}: refused, more than 32 MB of CSV once decompressed (IMPORT_MAX_MB sets the limit).`,
    );
    expect(await playerCount()).toBe(before);
  });

  it('a file with more rows than the limit is refused, nothing written', async () => {
    const dir = folder();
    const path = join(dir, 'players.csv');
    writeFileSync(path, PLAYERS_HEADER + '00-0000001,Row Player,QB\n'.repeat(1_001));
    const before = await playerCount();
    await expect(
      importNflData(t.db, dir, { limits: { maxBytes: 32 * MB, maxRows: 1_000 } }),
    ).rejects.toThrow(`${path}: refused, more than 1,000 rows (IMPORT_MAX_ROWS sets the limit).`);
    expect(await playerCount()).toBe(before);
  });

  it('a row longer than 65,536 characters is refused', async () => {
    const dir = folder();
    const path = join(dir, 'players.csv');
    writeFileSync(path, `${PLAYERS_HEADER}00-0000001,${'B'.repeat(70_000)},QB\n`);
    await expect(importNflData(t.db, dir)).rejects.toThrow(
      `${path}:2: refused, a row longer than 65,536 characters.`,
    );
  });

  it('the nightly refresh refuses a downloaded file past the limits, and loads nothing', async () => {
    const source = await startRecordedSource();
    const cacheDir = folder();
    try {
      source.answer(
        '/nflverse/rosters/roster_2023.csv',
        file(fixtureText('nflverse/roster_2023.csv'), 'r'),
      );
      source.answer('/nflverse/schedules/games.csv', file(fixtureText('nflverse/games.csv'), 'g'));
      const before = await nflVersion(t.db);
      await expect(
        importNflverseSeason(t.db, {
          baseUrl: `${source.url}/nflverse`,
          season: 2023,
          cacheDir,
          limits: { maxBytes: 32 * MB, maxRows: 10 },
        }),
      ).rejects.toThrow(
        /players\.csv: refused, more than 10 rows \(IMPORT_MAX_ROWS sets the limit\)\.$/,
      );
      expect(await nflVersion(t.db)).toBe(before);
    } finally {
      await source.close();
    }
  });

  it('IMPORT_MAX_MB and IMPORT_MAX_ROWS are bounded', () => {
    expect(readConfig({})).toMatchObject({ importMaxMegabytes: 128, importMaxRows: 1_000_000 });
    expect(readConfig({ IMPORT_MAX_MB: '16', IMPORT_MAX_ROWS: '5000' })).toMatchObject({
      importMaxMegabytes: 16,
      importMaxRows: 5_000,
    });
    expect(() => readConfig({ IMPORT_MAX_MB: '0' })).toThrow(
      'IMPORT_MAX_MB must be a whole number from 1 to 2048: 0',
    );
    expect(() => readConfig({ IMPORT_MAX_MB: '4096' })).toThrow(/IMPORT_MAX_MB/);
    expect(() => readConfig({ IMPORT_MAX_ROWS: '10' })).toThrow(/IMPORT_MAX_ROWS/);
  });
});
