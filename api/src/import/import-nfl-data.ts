import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/connect';
import { inTransaction } from '../services/in-transaction';
import { afterStatsImported } from './after-stats-imported';
import { ImportError, readCsvTable, type CsvLimits } from './csv-table';
import { deriveFantasyWeeks } from './derive-fantasy-weeks';
import type { OnImportProgress, SeasonWeek } from './import-progress';
import { readPlayers, upsertPlayers } from './import-players';
import { readGames, upsertGames } from './import-schedule';
import { importSeasonStats, importWeeklyStats } from './import-stats';

/** The files of an NFL data folder (layout of shared/data/nfl, see its README); each may be gzipped. */
export const NFL_DATA_FILES = {
  players: 'players.csv',
  schedule: 'nfl_schedule.csv',
  weeklyStats: 'weekly_stats.csv',
  seasonStats: 'season_stats.csv',
} as const;

export interface NflImportCounts {
  /** Rows read and upserted per file (0 when the file is absent). */
  players: number;
  games: number;
  weeklyStats: number;
  seasonStats: number;
  /** Fantasy weeks of the schedule's seasons. */
  fantasyWeeks: number;
  /** Rows left out: non-fantasy positions, postseason, stats of unknown players. */
  skipped: number;
  /** Weeks whose stats changed, as handed to afterStatsImported. */
  changedWeeks: SeasonWeek[];
}

/**
 * Loads an NFL data folder into the database. Each file loads in its own transaction, so an
 * interrupted import leaves every file's previous state intact; everything is an upsert, so
 * importing again is harmless and a corrected file replaces the old values. Missing files are
 * skipped (stats need their players already loaded).
 */
export interface NflImportOptions {
  onProgress?: OnImportProgress;
  /** Load only this season's games (nflverse's games.csv carries every season since 1999). */
  season?: number;
  /**
   * Everything in one transaction (the nightly refresh): a file that fails to load leaves the
   * others unwritten too, and the NFL read version moves once.
   */
  oneTransaction?: boolean;
  /** How much one file may hold (IMPORT_MAX_MB, IMPORT_MAX_ROWS); the defaults otherwise. */
  limits?: CsvLimits;
}

export async function importNflData(
  db: Db,
  dir: string,
  options: NflImportOptions = {},
): Promise<NflImportCounts> {
  return options.oneTransaction
    ? inTransaction(db, (trx) => loadFolder(trx, dir, options))
    : loadFolder(db, dir, options);
}

async function loadFolder(
  db: Db,
  dir: string,
  options: NflImportOptions,
): Promise<NflImportCounts> {
  // Each file may be plain or gzipped (name.csv.gz), as the shipped recorded season is.
  const path = (name: string) =>
    existsSync(join(dir, name)) ? join(dir, name) : join(dir, `${name}.gz`);
  const present = (name: string) => existsSync(path(name));
  const read = (name: string) => readCsvTable(path(name), options.limits);
  if (!Object.values(NFL_DATA_FILES).some(present)) {
    throw new ImportError(`${dir}: none of ${Object.values(NFL_DATA_FILES).join(', ')} found`);
  }
  const { onProgress } = options;
  const counts: NflImportCounts = {
    players: 0,
    games: 0,
    weeklyStats: 0,
    seasonStats: 0,
    fantasyWeeks: 0,
    skipped: 0,
    changedWeeks: [],
  };

  if (present(NFL_DATA_FILES.players)) {
    const { players, skipped } = readPlayers(await read(NFL_DATA_FILES.players));
    await inTransaction(db, (trx) => upsertPlayers(trx, players, onProgress));
    counts.players = players.length;
    counts.skipped += skipped;
  }

  if (present(NFL_DATA_FILES.schedule)) {
    const schedule = readGames(await read(NFL_DATA_FILES.schedule));
    const games =
      options.season === undefined
        ? schedule.games
        : schedule.games.filter((game) => game.season === options.season);
    const skipped = schedule.skipped + schedule.games.length - games.length;
    const seasons = [...new Set(games.map((game) => game.season))];
    counts.fantasyWeeks = await inTransaction(db, async (trx) => {
      await upsertGames(trx, games, onProgress);
      return deriveFantasyWeeks(trx, seasons);
    });
    counts.games = games.length;
    counts.skipped += skipped;
  }

  if (present(NFL_DATA_FILES.weeklyStats)) {
    const table = await read(NFL_DATA_FILES.weeklyStats);
    const result = await inTransaction(db, (trx) => importWeeklyStats(trx, table, onProgress));
    counts.weeklyStats = result.rows;
    counts.skipped += result.skipped;
    counts.changedWeeks = await afterStatsImported(db, result.changedWeeks);
  }

  if (present(NFL_DATA_FILES.seasonStats)) {
    const table = await read(NFL_DATA_FILES.seasonStats);
    const result = await inTransaction(db, (trx) => importSeasonStats(trx, table, onProgress));
    counts.seasonStats = result.rows;
    counts.skipped += result.skipped;
  }
  return counts;
}
