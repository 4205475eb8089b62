import { resolve } from 'node:path';
import cliProgress from 'cli-progress';
import { readConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { ImportError } from './csv-table';
import type { ImportStep, OnImportProgress } from './import-progress';
import { importNflData } from './import-nfl-data';

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

/**
 * `pnpm --filter @fangtasy/api data:import <dir>`: loads an NFL data folder (players.csv,
 * nfl_schedule.csv, weekly_stats.csv, season_stats.csv) into the database the api uses
 * (DATABASE_URL, else PGlite in DATA_DIR). Stop an api running on the same PGlite folder first:
 * PGlite opens a folder from one process at a time.
 */
async function main(): Promise<void> {
  const [dirArgument] = process.argv.slice(2);
  if (!dirArgument) {
    console.error(
      'Usage: pnpm --filter @fangtasy/api data:import <dir with players.csv, nfl_schedule.csv, ...>',
    );
    process.exitCode = 2;
    return;
  }
  // pnpm runs the script inside api/; INIT_CWD is where the command was typed.
  const dir = resolve(process.env.INIT_CWD ?? process.cwd(), dirArgument);
  const config = readConfig();
  const db = connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const progress = process.stdout.isTTY ? progressBars() : progressLines();
  const started = Date.now();
  try {
    await migrateToLatest(db);
    const counts = await importNflData(db, dir, { onProgress: progress.update });
    progress.stop();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Imported from ${dir} in ${seconds}s: ${counts.players} players, ${counts.games} games, ` +
        `${counts.fantasyWeeks} fantasy weeks, ${counts.weeklyStats} weekly stat rows, ${counts.seasonStats} season rows` +
        (counts.skipped > 0
          ? ` (${counts.skipped} rows outside the player pool or regular season skipped)`
          : '') +
        `; ${counts.changedWeeks.length} week(s) with changed stats.`,
    );
  } catch (error) {
    progress.stop();
    console.error(error instanceof ImportError ? `Import failed: ${error.message}` : error);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

await main();
