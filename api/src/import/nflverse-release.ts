import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/connect';
import type { CsvLimits } from './csv-table';
import { downloadFile, type DownloadResult } from './download-file';
import type { OnImportProgress } from './import-progress';
import { importNflData, NFL_DATA_FILES, type NflImportCounts } from './import-nfl-data';

/**
 * The nflverse release assets of a season (github.com/nflverse/nflverse-data releases), each
 * saved under the importer's file name: the season's roster (it carries the id crosswalk gsis_id,
 * espn_id, sleeper_id), games.csv (every season's schedule, ESPN's event id in `espn`), and the
 * `stats_player` weekly and regular-season files. Data: nflverse (nflverse.com), CC BY 4.0.
 */
export function nflverseAssets(season: number) {
  return [
    { asset: `rosters/roster_${season}.csv`, file: NFL_DATA_FILES.players },
    { asset: 'schedules/games.csv', file: NFL_DATA_FILES.schedule },
    { asset: `stats_player/stats_player_week_${season}.csv`, file: NFL_DATA_FILES.weeklyStats },
    { asset: `stats_player/stats_player_reg_${season}.csv`, file: NFL_DATA_FILES.seasonStats },
  ];
}

export interface NflverseDownloadOptions {
  baseUrl: string;
  season: number;
  /** Downloads go to `<cacheDir>/<season>/`, kept for the next run's ETag checks and resumes. */
  cacheDir: string;
  timeoutMs?: number;
  onDownload?: (file: string, done: number, total: number) => void;
}

export interface NflverseDownloads {
  /** The season's folder of downloaded files. */
  dir: string;
  downloads: { file: string; result: DownloadResult }[];
  /** Files whose content differs from what was last imported from the folder. */
  changedFiles: string[];
}

/** Which content (SHA-256 per file) was last imported from a folder. */
const IMPORTED = 'imported.json';

async function importedVersions(dir: string): Promise<Record<string, string>> {
  try {
    return JSON.parse(await readFile(join(dir, IMPORTED), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * Downloads the season's release files (conditional and resumable, see downloadFile) and tells
 * which differ from what was last imported. A file not published yet (404) is left out; a season
 * with no file at all is an error.
 */
export async function downloadNflverseSeason(
  options: NflverseDownloadOptions,
): Promise<NflverseDownloads> {
  const dir = join(options.cacheDir, String(options.season));
  await mkdir(dir, { recursive: true });
  const downloads: NflverseDownloads['downloads'] = [];
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
  return { dir, downloads, changedFiles };
}

/**
 * Loads a downloaded season folder through the importer in one transaction — corrected stats
 * re-score the final matchups they touch — and records which content it loaded. A failed import
 * leaves the database and the record as they were, so the next run loads the files again.
 */
export async function importNflverseDownloads(
  db: Db,
  { dir, downloads }: NflverseDownloads,
  season: number,
  onProgress?: OnImportProgress,
  limits?: CsvLimits,
): Promise<NflImportCounts> {
  const imported = await importNflData(db, dir, {
    season,
    oneTransaction: true,
    ...(onProgress ? { onProgress } : {}),
    ...(limits ? { limits } : {}),
  });
  const loaded = Object.fromEntries(
    downloads.flatMap(({ file, result }) => (result.sha256 ? [[file, result.sha256]] : [])),
  );
  await writeFile(join(dir, IMPORTED), JSON.stringify(loaded));
  return imported;
}

export interface NflverseSeasonResult extends NflverseDownloads {
  /** What the import loaded, or null when every file was the one already imported. */
  imported: NflImportCounts | null;
}

/** The nightly refresh: download, and import when a file's content changed. */
export async function importNflverseSeason(
  db: Db,
  options: NflverseDownloadOptions & { onProgress?: OnImportProgress; limits?: CsvLimits },
): Promise<NflverseSeasonResult> {
  const downloaded = await downloadNflverseSeason(options);
  if (downloaded.changedFiles.length === 0) return { ...downloaded, imported: null };
  const imported = await importNflverseDownloads(
    db,
    downloaded,
    options.season,
    options.onProgress,
    options.limits,
  );
  return { ...downloaded, imported };
}
