import { resolve } from 'node:path';
import cliProgress from 'cli-progress';
import { readConfig, seasonOf } from '../config';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { csvLimitsOf, ImportError } from './csv-table';
import type { ImportStep, OnImportProgress } from './import-progress';
import { importNflData, type NflImportCounts } from './import-nfl-data';
import { downloadNflverseSeason, importNflverseDownloads } from './nflverse-release';
import { loadPastSeason } from './past-season';

interface ProgressView {
  update: OnImportProgress;
  stop(): void;
}

/** A bar per file on a terminal. */
function progressBars(): ProgressView {
  const bars = new cliProgress.MultiBar(
    { format: '{step} |{bar}| {value}/{total}', hideCursor: true, clearOnComplete: false },
    cliProgress.Presets.shades_classic,
  );
  const barOf = new Map<ImportStep, cliProgress.SingleBar>();
  return {
    update: ({ step, done, total }) => {
      let bar = barOf.get(step);
      if (!bar) {
        bar = bars.create(total, 0, { step: step.padEnd(12) });
        barOf.set(step, bar);
      }
      bar.setTotal(total);
      bar.update(done, { step: step.padEnd(12) });
    },
    stop: () => bars.stop(),
  };
}

/** Into a log or a pipe (CI, a supervising process): a line each time a file is another tenth in. */
function progressLines(): ProgressView {
  const tenthsShown = new Map<ImportStep, number>();
  return {
    update: ({ step, done, total }) => {
      const tenths = total === 0 ? 10 : Math.floor((10 * done) / total);
      if (tenths <= (tenthsShown.get(step) ?? -1)) return;
      tenthsShown.set(step, tenths);
      console.log(`${step} ${done}/${total}`);
    },
    stop: () => {},
  };
}

const USAGE = `Usage:
  pnpm --filter @fangtasy/api data:import <dir with players.csv, nfl_schedule.csv, ...>
  pnpm --filter @fangtasy/api data:import --season <year>   (download nflverse's release files)
  pnpm --filter @fangtasy/api data:import --past-season <dir with weekly_stats.csv, players.csv>`;

/** A download bar per file on a terminal, or a line per file into a log. */
function downloadView(): { update(file: string, done: number, total: number): void; stop(): void } {
  if (!process.stdout.isTTY) {
    const started = new Set<string>();
    return {
      update: (file, done, total) => {
        if (total > 0 && done === total) console.log(`${file}: ${total} bytes`);
        else if (!started.has(file)) {
          started.add(file);
          console.log(`${file}: downloading${done > 0 ? ` from byte ${done}` : ''}`);
        }
      },
      stop: () => {},
    };
  }
  const bars = new cliProgress.MultiBar(
    {
      format: '{file} |{bar}| {percentage}% {value}/{total} bytes',
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  const barOf = new Map<string, cliProgress.SingleBar>();
  return {
    update: (file, done, total) => {
      let bar = barOf.get(file);
      if (!bar) {
        bar = bars.create(total, done, { file: file.padEnd(16) });
        barOf.set(file, bar);
      }
      bar.setTotal(total);
      bar.update(done, { file: file.padEnd(16) });
    },
    stop: () => bars.stop(),
  };
}

function describeCounts(counts: NflImportCounts): string {
  return (
    `${counts.players} players, ${counts.games} games, ` +
    `${counts.fantasyWeeks} fantasy weeks, ${counts.weeklyStats} weekly stat rows, ${counts.seasonStats} season rows` +
    (counts.skipped > 0
      ? ` (${counts.skipped} rows outside the player pool or regular season skipped)`
      : '') +
    `; ${counts.changedWeeks.length} week(s) with changed stats.`
  );
}

/**
 * `pnpm --filter @fangtasy/api data:import <dir>` loads an NFL data folder (players.csv,
 * nfl_schedule.csv, weekly_stats.csv, season_stats.csv); `data:import --season 2026` downloads
 * that season's nflverse release files into NFLVERSE_CACHE_DIR first (resuming a broken download,
 * skipping files unchanged since the last run) and loads them when one changed. Both write to the
 * database the api uses (DATABASE_URL, else PGlite in DATA_DIR). Stop an api running on the same
 * PGlite folder first: PGlite opens a folder from one process at a time.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const seasonFlag = args.indexOf('--season');
  const pastSeasonFlag = args.indexOf('--past-season');
  const config = readConfig();
  let season: number | undefined;
  try {
    season =
      seasonFlag >= 0 ? (seasonOf(args[seasonFlag + 1], '--season') ?? Number.NaN) : undefined;
  } catch {
    season = Number.NaN;
  }
  const [dirArgument] = args;
  const pastSeasonDir = pastSeasonFlag >= 0 ? args[pastSeasonFlag + 1] : undefined;
  if (
    (pastSeasonFlag >= 0 && !pastSeasonDir) ||
    Number.isNaN(season) ||
    (season === undefined && !dirArgument)
  ) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const db = connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // One set of bars on the terminal at a time: the downloads', then the import's.
  let view: { stop(): void } | null = null;
  const importView = () => {
    const progress = process.stdout.isTTY ? progressBars() : progressLines();
    view = progress;
    return progress;
  };
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  try {
    await migrateToLatest(db);
    if (pastSeasonDir) {
      // A past season for the draft's rankings (decision 060), in place of what was stored for it.
      const dir = resolve(process.env.INIT_CWD ?? process.cwd(), pastSeasonDir);
      const counts = await loadPastSeason(db, dir, csvLimitsOf(config));
      console.log(
        `Loaded past season ${counts.season} from ${dir} in ${seconds()}s: ${counts.players} players, ${counts.lines} weekly stat lines.`,
      );
      return;
    }
    if (season !== undefined) {
      const downloads = downloadView();
      view = downloads;
      const downloaded = await downloadNflverseSeason({
        baseUrl: config.nflverseBaseUrl,
        season,
        cacheDir: resolve(config.nflverseCacheDir),
        onDownload: downloads.update,
      });
      downloads.stop();
      for (const { file, result } of downloaded.downloads)
        console.log(
          `${file}: ${result.outcome}` +
            (result.resumedFrom > 0 ? ` (resumed at byte ${result.resumedFrom})` : ''),
        );
      if (downloaded.changedFiles.length === 0) {
        console.log(
          `nflverse season ${season}: every file as last imported, nothing to load (${seconds()}s).`,
        );
        return;
      }
      const progress = importView();
      const counts = await importNflverseDownloads(
        db,
        downloaded,
        season,
        progress.update,
        csvLimitsOf(config),
      );
      progress.stop();
      console.log(`Imported nflverse season ${season} in ${seconds()}s: ${describeCounts(counts)}`);
      return;
    }
    // pnpm runs the script inside api/; INIT_CWD is where the command was typed.
    const dir = resolve(process.env.INIT_CWD ?? process.cwd(), dirArgument!);
    const progress = importView();
    const counts = await importNflData(db, dir, {
      onProgress: progress.update,
      limits: csvLimitsOf(config),
    });
    progress.stop();
    console.log(`Imported from ${dir} in ${seconds()}s: ${describeCounts(counts)}`);
  } catch (error) {
    (view as { stop(): void } | null)?.stop();
    console.error(error instanceof ImportError ? `Import failed: ${error.message}` : error);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

await main();
