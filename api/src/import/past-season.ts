import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/connect';
import type { PastSeasonPlayersTable, PastWeeklyStatsTable } from '../db/schema';
import { inTransaction } from '../services/in-transaction';
import {
  ColumnReader,
  DEFAULT_CSV_LIMITS,
  ImportError,
  numberedRows,
  readCsvTable,
  type CsvLimits,
} from './csv-table';
import { NFL_DATA_FILES } from './import-nfl-data';
import { POSITION_OF } from './import-players';
import { readStats, STAT_COLUMNS } from './stat-columns';
import { inBatches } from './upsert-helpers';

/**
 * The season before the recorded one, shipped with the api for the draft's rankings (nflverse,
 * CC BY 4.0; api/data/nfl-2024/README.md): its weekly stat lines and its players' names.
 */
export const SHIPPED_PAST_SEASON_DIR = fileURLToPath(
  new URL('../../data/nfl-2024/', import.meta.url),
);
export const SHIPPED_PAST_SEASON = 2024;

export interface PastSeasonCounts {
  season: number;
  players: number;
  lines: number;
}

const PLAYER_COLUMNS = {
  player_id: ['player_id', 'gsis_id'],
  player_name: ['player_name', 'player_display_name', 'display_name'],
  position: ['position'],
  team: ['team', 'recent_team'],
} as const;

const LINE_COLUMNS = {
  season: ['season'],
  week: ['week'],
  player_id: ['player_id'],
  season_type: ['season_type'],
} as const;

/** A folder's file, plain or gzipped (name.csv.gz). */
function fileIn(dir: string, name: string): string {
  const plain = join(dir, name);
  if (existsSync(plain)) return plain;
  if (existsSync(`${plain}.gz`)) return `${plain}.gz`;
  throw new ImportError(`${dir}: no ${name} (or ${name}.gz)`);
}

/**
 * Reads a past season's folder (the layout of shared/data/nfl/2024: weekly_stats.csv and
 * players.csv, whole or cut to the scored columns as shipped): one season's regular-season lines
 * of fantasy positions and the players they name. A line of a player the players file does not
 * name is refused with its line number.
 */
export async function readPastSeason(
  dir: string,
  limits: CsvLimits = DEFAULT_CSV_LIMITS,
): Promise<{
  season: number;
  players: Insertable<PastSeasonPlayersTable>[];
  lines: Insertable<PastWeeklyStatsTable>[];
}> {
  const playersTable = await readCsvTable(fileIn(dir, NFL_DATA_FILES.players), limits);
  const playerColumns = new ColumnReader<keyof typeof PLAYER_COLUMNS>(
    playersTable,
    PLAYER_COLUMNS,
    ['player_id', 'player_name', 'position', 'team'],
  );
  const players = new Map<string, Omit<Insertable<PastSeasonPlayersTable>, 'season'>>();
  for (const { row, line } of numberedRows(playersTable)) {
    const position = POSITION_OF[(playerColumns.text(row, 'position') ?? '').toUpperCase()];
    if (!position) continue;
    const externalId = playerColumns.requiredText(row, 'player_id', line);
    players.set(externalId, {
      external_id: externalId,
      player_name: playerColumns.requiredText(row, 'player_name', line),
      position,
      team: playerColumns.requiredText(row, 'team', line),
    });
  }

  const linesTable = await readCsvTable(fileIn(dir, NFL_DATA_FILES.weeklyStats), limits);
  const lineColumns = new ColumnReader<keyof typeof LINE_COLUMNS | keyof typeof STAT_COLUMNS>(
    linesTable,
    { ...LINE_COLUMNS, ...STAT_COLUMNS },
    ['season', 'week', 'player_id'],
  );
  const lines: Insertable<PastWeeklyStatsTable>[] = [];
  const seasons = new Set<number>();
  for (const { row, line } of numberedRows(linesTable)) {
    const seasonType = lineColumns.text(row, 'season_type');
    if (seasonType !== null && seasonType !== 'REG') continue;
    const externalId = lineColumns.requiredText(row, 'player_id', line);
    if (!players.has(externalId))
      throw new ImportError(
        `${linesTable.file}:${line}: player ${externalId} is not in players.csv`,
      );
    const season = lineColumns.requiredInt(row, 'season', line);
    seasons.add(season);
    lines.push({
      season,
      week: lineColumns.requiredInt(row, 'week', line),
      external_id: externalId,
      ...readStats(lineColumns, row, line),
    });
  }
  const [season, ...others] = [...seasons];
  if (season === undefined || others.length > 0)
    throw new ImportError(`${linesTable.file}: one season's lines expected, found ${seasons.size}`);
  // Only the players of the season's lines: a name nobody's line needs is not kept.
  const named = new Set(lines.map((entry) => entry.external_id));
  return {
    season,
    players: [...players.values()]
      .filter((player) => named.has(player.external_id))
      .map((player) => ({ ...player, season })),
    lines,
  };
}

/** Two processes starting at once load the shipped season once. */
const LOAD_LOCK = sql`select pg_advisory_xact_lock(4242031020)`;

/**
 * Loads a past season's folder in one transaction: the file is the truth for its season (what
 * was stored for it is replaced), so loading again is harmless and a corrected file replaces the
 * old lines.
 */
export async function loadPastSeason(
  db: Db,
  dir: string,
  limits?: CsvLimits,
): Promise<PastSeasonCounts> {
  const { season, players, lines } = await readPastSeason(dir, limits);
  await inTransaction(db, async (trx) => {
    await LOAD_LOCK.execute(trx);
    await trx.deleteFrom('past_season_players').where('season', '=', season).execute();
    await writePastSeason(trx, players, lines);
  });
  return { season, players: players.length, lines: lines.length };
}

async function writePastSeason(
  db: Db,
  players: readonly Insertable<PastSeasonPlayersTable>[],
  lines: readonly Insertable<PastWeeklyStatsTable>[],
): Promise<void> {
  for (const batch of inBatches(players))
    await db.insertInto('past_season_players').values(batch).execute();
  for (const batch of inBatches(lines))
    await db.insertInto('past_weekly_stats').values(batch).execute();
}

const holdsSeason = async (db: Db, season: number) =>
  (await db
    .selectFrom('past_season_players')
    .select('season')
    .where('season', '=', season)
    .limit(1)
    .executeTakeFirst()) !== undefined;

/**
 * At start: the shipped past season, loaded once into a database that has no line of it (a
 * database that loaded it, or a newer copy with `data:import --past-season`, keeps what it has).
 * A start that finds it costs one query; the files are read only when it is absent.
 */
export async function loadShippedPastSeasonIfAbsent(db: Db): Promise<PastSeasonCounts | null> {
  if (await holdsSeason(db, SHIPPED_PAST_SEASON)) return null;
  const { season, players, lines } = await readPastSeason(SHIPPED_PAST_SEASON_DIR);
  return inTransaction(db, async (trx) => {
    await LOAD_LOCK.execute(trx);
    if (await holdsSeason(trx, season)) return null;
    await writePastSeason(trx, players, lines);
    return { season, players: players.length, lines: lines.length };
  });
}
