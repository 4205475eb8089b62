import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { downloadFile } from '../src/import/download-file';
import { importNflverseSeason } from '../src/import/nflverse-release';
import {
  file,
  fixtureText,
  startRecordedSource,
  type RecordedSource,
} from './support/recorded-source';
import { nflVersion } from './support/source-jobs';
import { createTestApp, type TestApp } from './support/test-app';

// Downloads of nflverse release files over a line that breaks: a file cut off mid-way resumes
// from its .part with a Range request; a file unchanged since the last run answers 304 and is
// left as it is; a file that changed while its download was broken starts over.

const WEEKLY = fixtureText('nflverse/stats_player_week_2023.csv');
const CORRECTED = fixtureText('nflverse/stats_player_week_2023-corrected.csv');
const PATH = '/nflverse/stats_player/stats_player_week_2023.csv';

let source: RecordedSource;
let dir: string;
let dest: string;

beforeAll(async () => {
  source = await startRecordedSource();
});
afterAll(async () => {
  await source.close();
});
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ff-download-'));
  dest = join(dir, 'weekly_stats.csv');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('downloadFile', () => {
  it('resumes a download cut off mid-file from its .part, then skips the unchanged file', async () => {
    source.answer(PATH, file(WEEKLY, 'w-1', 1000));
    await expect(downloadFile(`${source.url}${PATH}`, dest)).rejects.toThrow();
    expect(existsSync(dest)).toBe(false);
    expect(statSync(`${dest}.part`).size).toBe(1000);

    const progress: [number, number][] = [];
    const resumed = await downloadFile(`${source.url}${PATH}`, dest, {
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(resumed).toMatchObject({ outcome: 'downloaded', resumedFrom: 1000 });
    expect(resumed.bytes).toBe(Buffer.byteLength(WEEKLY) - 1000);
    expect(readFileSync(dest, 'utf8')).toBe(WEEKLY);
    expect(existsSync(`${dest}.part`)).toBe(false);
    const request = source.requests.at(-1)!;
    expect(request.headers.range).toBe('bytes=1000-');
    expect(request.headers['if-range']).toBe('"w-1"');
    expect(request.status).toBe(206);
    expect(progress[0]).toEqual([1000, Buffer.byteLength(WEEKLY)]);
    expect(progress.at(-1)).toEqual([Buffer.byteLength(WEEKLY), Buffer.byteLength(WEEKLY)]);

    const again = await downloadFile(`${source.url}${PATH}`, dest);
    expect(again).toEqual({
      outcome: 'unchanged',
      sha256: resumed.sha256,
      bytes: 0,
      resumedFrom: 0,
    });
    expect(source.requests.at(-1)!.headers['if-none-match']).toBe('"w-1"');
    expect(source.requests.at(-1)!.status).toBe(304);
  });

  it('starts over when the file changed while its download was broken', async () => {
    source.answer(PATH, file(WEEKLY, 'w-1', 1000));
    await expect(downloadFile(`${source.url}${PATH}`, dest)).rejects.toThrow();
    source.answer(PATH, file(CORRECTED, 'w-2'));
    const fresh = await downloadFile(`${source.url}${PATH}`, dest);
    expect(fresh).toMatchObject({ outcome: 'downloaded', resumedFrom: 0 });
    expect(readFileSync(dest, 'utf8')).toBe(CORRECTED);
    expect(source.requests.at(-1)!.status).toBe(200);
  });

  it('downloads a file that changed since the last run anew', async () => {
    source.answer(PATH, file(WEEKLY, 'w-1'));
    const first = await downloadFile(`${source.url}${PATH}`, dest);
    source.answer(PATH, file(CORRECTED, 'w-2'));
    const second = await downloadFile(`${source.url}${PATH}`, dest);
    expect(second.outcome).toBe('downloaded');
    expect(second.sha256).not.toBe(first.sha256);
    expect(readFileSync(dest, 'utf8')).toBe(CORRECTED);
  });
});

describe('importNflverseSeason over a broken line', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2023-09-18T10:00:00Z' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('imports nothing from a broken download, and everything once the next run resumes it', async () => {
    const base = `${source.url}/nflverse`;
    source.answer(
      '/nflverse/rosters/roster_2023.csv',
      file(fixtureText('nflverse/roster_2023.csv'), 'r'),
    );
    source.answer('/nflverse/schedules/games.csv', file(fixtureText('nflverse/games.csv'), 'g'));
    source.answer(PATH, file(WEEKLY, 'w-1', 1500));
    const versionBefore = await nflVersion(t.db);
    await expect(
      importNflverseSeason(t.db, { baseUrl: base, season: 2023, cacheDir: dir }),
    ).rejects.toThrow();
    expect(await nflVersion(t.db)).toBe(versionBefore);

    const resumed = await importNflverseSeason(t.db, {
      baseUrl: base,
      season: 2023,
      cacheDir: dir,
    });
    expect(resumed.downloads.map(({ file: name, result }) => [name, result.outcome])).toEqual([
      ['players.csv', 'unchanged'],
      ['nfl_schedule.csv', 'unchanged'],
      ['weekly_stats.csv', 'downloaded'],
      ['season_stats.csv', 'missing'],
    ]);
    expect(resumed.downloads[2]!.result.resumedFrom).toBe(1500);
    expect(resumed.imported).toMatchObject({ players: 19, games: 1, weeklyStats: 19 });
    expect(await nflVersion(t.db)).toBe(versionBefore + 1);

    // Nothing changed at the source: nothing imported, no read version moved.
    const quiet = await importNflverseSeason(t.db, { baseUrl: base, season: 2023, cacheDir: dir });
    expect(quiet.imported).toBeNull();
    expect(await nflVersion(t.db)).toBe(versionBefore + 1);
  });
});
