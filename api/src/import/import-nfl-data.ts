import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/connect';
import { afterStatsImported } from './after-stats-imported';
import { ImportError, readCsvTable } from './csv-table';
import { deriveFantasyWeeks } from './derive-fantasy-weeks';
import type { OnImportProgress, SeasonWeek } from './import-progress';
import { readPlayers, upsertPlayers } from './import-players';
import { readGames, upsertGames } from './import-schedule';
import { importSeasonStats, importWeeklyStats } from './import-stats';

/** The files of an NFL data folder (layout of shared/data/nfl, see its README). */
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
export async function importNflData(
  db: Db,
  dir: string,
  options: { onProgress?: OnImportProgress } = {},
): Promise<NflImportCounts> {
  const path = (name: string) => join(dir, name);
  const present = (name: string) => existsSync(path(name));
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
    const { players, skipped } = readPlayers(await readCsvTable(path(NFL_DATA_FILES.players)));
    await db.transaction().execute((trx) => upsertPlayers(trx, players, onProgress));
    counts.players = players.length;
    counts.skipped += skipped;
  }

  if (present(NFL_DATA_FILES.schedule)) {
    const { games, skipped } = readGames(await readCsvTable(path(NFL_DATA_FILES.schedule)));
    const seasons = [...new Set(games.map((game) => game.season))];
    counts.fantasyWeeks = await db.transaction().execute(async (trx) => {
      await upsertGames(trx, games, onProgress);
      return deriveFantasyWeeks(trx, seasons);
    });
    counts.games = games.length;
    counts.skipped += skipped;
  }

  if (present(NFL_DATA_FILES.weeklyStats)) {
    const table = await readCsvTable(path(NFL_DATA_FILES.weeklyStats));
    const result = await db
      .transaction()
      .execute((trx) => importWeeklyStats(trx, table, onProgress));
    counts.weeklyStats = result.rows;
    counts.skipped += result.skipped;
    counts.changedWeeks = await afterStatsImported(db, result.changedWeeks);
  }

  if (present(NFL_DATA_FILES.seasonStats)) {
    const table = await readCsvTable(path(NFL_DATA_FILES.seasonStats));
    const result = await db
      .transaction()
      .execute((trx) => importSeasonStats(trx, table, onProgress));
    counts.seasonStats = result.rows;
    counts.skipped += result.skipped;
  }
  return counts;
}
