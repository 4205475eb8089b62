import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/connect';
import { downloadFile, type DownloadResult } from './download-file';
import type { OnImportProgress } from './import-progress';
import { importNflData, NFL_DATA_FILES, type NflImportCounts } from './import-nfl-data';

/**
 * The nflverse release assets of a season (github.com/nflverse/nflverse-data releases), each
 * saved under the importer's file name. The roster file carries the id crosswalk (gsis_id,
 * espn_id, sleeper_id); games.csv every season's schedule with ESPN's event id (`espn`).
 * Data: nflverse (nflverse.com), CC BY 4.0.
 */
export function nflverseAssets(season: number) {
  return [
    { asset: `rosters/roster_${season}.csv`, file: NFL_DATA_FILES.players },
    { asset: 'schedules/games.csv', file: NFL_DATA_FILES.schedule },
    { asset: `stats_player/stats_player_week_${season}.csv`, file: NFL_DATA_FILES.weeklyStats },
    { asset: `stats_player/stats_player_reg_${season}.csv`, file: NFL_DATA_FILES.seasonStats },
  ];
}

export interface NflverseSeasonOptions {
  baseUrl: string;
  season: number;
  /** Downloads go to `<cacheDir>/<season>/`, kept for the next run's ETag checks and resumes. */
  cacheDir: string;
  timeoutMs?: number;
  onDownload?: (file: string, done: number, total: number) => void;
  onProgress?: OnImportProgress;
}

export interface NflverseSeasonResult {
  downloads: { file: string; result: DownloadResult }[];
  /** What the import loaded, or null when every file was the one already imported. */
  imported: NflImportCounts | null;
  /** Files whose content differs from what was last imported. */
  changedFiles: string[];
}

/** Which content (SHA-256 per file) was last imported from this folder. */
const IMPORTED = 'imported.json';

async function importedVersions(dir: string): Promise<Record<string, string>> {
  try {
    return JSON.parse(await readFile(join(dir, IMPORTED), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * `data:import --season N` and the nightly refresh: downloads the season's release files
 * (conditional and resumable, see downloadFile), and when any file's content differs from what
 * was last imported, loads the folder through the importer in one transaction — corrected stats
 * re-score the final matchups they touch. A file not published yet (404) is left out; a failed
 * download or import leaves the database as it was, and the next run tries again.
 */
export async function importNflverseSeason(
  db: Db,
  options: NflverseSeasonOptions,
): Promise<NflverseSeasonResult> {
  const dir = join(options.cacheDir, String(options.season));
  await mkdir(dir, { recursive: true });
  const downloads: NflverseSeasonResult['downloads'] = [];
  for (const { asset, file } of nflverseAssets(options.season)) {
    const result = await downloadFile(`${options.baseUrl}/${asset}`, join(dir, file), {
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      onProgress: (done, total) => options.onDownload?.(file, done, total),
    });
    downloads.push({ file, result });
  }
  if (downloads.every(({ result }) => result.outcome === 'missing'))
    throw new Error(`no nflverse file of season ${options.season} at ${options.baseUrl}`);
  const before = await importedVersions(dir);
  const changedFiles = downloads
    .filter(({ file, result }) => result.sha256 !== null && before[file] !== result.sha256)
    .map(({ file }) => file);
  if (changedFiles.length === 0) return { downloads, imported: null, changedFiles };
  const imported = await importNflData(db, dir, {
    season: options.season,
    oneTransaction: true,
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  const after = Object.fromEntries(
    downloads.flatMap(({ file, result }) => (result.sha256 ? [[file, result.sha256]] : [])),
  );
  await writeFile(join(dir, IMPORTED), JSON.stringify(after));
  return { downloads, imported, changedFiles };
}
