import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/connect';
import type { SeasonStatsTable, WeeklyStatsTable } from '../db/schema';
import { ColumnReader, numberedRows, type CsvTable } from './csv-table';
import type { OnImportProgress, SeasonWeek } from './import-progress';
import { STAT_COLUMNS, STORED_STATS, readStats } from './stat-columns';
import { differsFromExcluded, inBatches, setFromExcluded } from './upsert-helpers';

const ROW_COLUMNS = {
  player_id: ['player_id', 'gsis_id'],
  season: ['season'],
  week: ['week'],
  season_type: ['season_type', 'game_type'],
  game_id: ['game_id'],
  team: ['team', 'recent_team'],
} as const;

type RowColumn = keyof typeof ROW_COLUMNS;

/** Player ids of the pool by external (GSIS) id; stats of anyone else are not ours to keep. */
async function playerIdsByExternalId(db: Db): Promise<Map<string, number>> {
  const players = await db.selectFrom('players').select(['id', 'external_id']).execute();
  return new Map(players.map((player) => [player.external_id, player.id]));
}

/** nflverse files also carry postseason rows; fantasy weeks are the regular season's. */
const isRegularSeason = (
  columns: { text(row: string[], key: 'season_type'): string | null },
  row: string[],
) => {
  const type = columns.text(row, 'season_type');
  return type === null || type.toUpperCase() === 'REG';
};

const weekKey = (season: number, week: number) => `${season}-${week}`;

export interface StatsImportResult {
  rows: number;
  /** Rows of players outside the pool (other positions) or of the postseason. */
  skipped: number;
  /** Weeks whose stats were inserted, corrected or removed. */
  changedWeeks: SeasonWeek[];
}

/** A weekly stats file read against the player pool: its lines, and the weeks and games it carries. */
export interface WeeklyStatLines {
  lines: Insertable<WeeklyStatsTable>[];
  /** Rows of players outside the pool (other positions) or of the postseason. */
  skipped: number;
  weeks: { season: number; week: number; playerIds: number[]; gameIds: Set<string> }[];
}

/** Reads weekly_stats.csv (or nflverse's weekly stats) into lines of the pool's players. */
export async function readWeeklyStatLines(db: Db, table: CsvTable): Promise<WeeklyStatLines> {
  const columns = new ColumnReader<RowColumn | keyof typeof STAT_COLUMNS>(
    table,
    { ...ROW_COLUMNS, ...STAT_COLUMNS },
    ['player_id', 'season', 'week'],
  );
  const playerIds = await playerIdsByExternalId(db);
  const rows = new Map<string, Insertable<WeeklyStatsTable>>();
  const fileWeeks = new Map<string, WeeklyStatLines['weeks'][number]>();
  let skipped = 0;
  for (const { row, line } of numberedRows(table)) {
    const playerId = playerIds.get(columns.text(row, 'player_id') ?? '');
    if (playerId === undefined || !isRegularSeason(columns, row)) {
      skipped++;
      continue;
    }
    const season = columns.requiredInt(row, 'season', line);
    const week = columns.requiredInt(row, 'week', line);
    rows.set(`${playerId}/${season}/${week}`, {
      player_id: playerId,
      season,
      week,
      game_id: columns.text(row, 'game_id'),
      team: columns.text(row, 'team'),
      ...readStats(columns, row, line),
    });
    const key = weekKey(season, week);
    const entry = fileWeeks.get(key) ?? { season, week, playerIds: [], gameIds: new Set() };
    entry.playerIds.push(playerId);
    const gameId = columns.text(row, 'game_id');
    if (gameId !== null) entry.gameIds.add(gameId);
    fileWeeks.set(key, entry);
  }
  return { lines: [...rows.values()], skipped, weeks: [...fileWeeks.values()] };
}

/**
 * Loads weekly_stats.csv: one row per player and week. The file is the truth for every game it
 * carries (every week, when it names no games): rows are upserted (a corrected stat replaces the
 * old value) and a player's row that a correction removed from such a game is deleted. Runs on the caller's transaction.
 */
export async function importWeeklyStats(
  db: Db,
  table: CsvTable,
  onProgress?: OnImportProgress,
): Promise<StatsImportResult> {
  const { lines: all, skipped, weeks } = await readWeeklyStatLines(db, table);
  const changed = new Map(
    (await upsertWeeklyStats(db, all, onProgress)).map((entry) => [
      weekKey(entry.season, entry.week),
      entry,
    ]),
  );
  for (const { season, week, playerIds: present, gameIds } of weeks) {
    // A file that names its games is the truth for those games only: lines a live source wrote
    // for a game the file does not carry yet (played after it was built) stay.
    const removed = await db
      .deleteFrom('weekly_stats')
      .where('season', '=', season)
      .where('week', '=', week)
      .where('player_id', 'not in', present)
      .$if(gameIds.size > 0, (query) =>
        query.where((eb) => eb.or([eb('game_id', 'is', null), eb('game_id', 'in', [...gameIds])])),
      )
      .returning(['season', 'week'])
      .execute();
    if (removed.length > 0) changed.set(weekKey(season, week), { season, week });
  }
  const changedWeeks = [...changed.values()].sort((a, b) => a.season - b.season || a.week - b.week);
  return { rows: all.length, skipped, changedWeeks };
}

/**
 * Upserts weekly stat rows by (player, season, week); an unchanged row is left alone. Returns the
 * weeks whose rows were inserted or changed.
 */
export async function upsertWeeklyStats(
  db: Db,
  rows: readonly Insertable<WeeklyStatsTable>[],
  onProgress?: OnImportProgress,
): Promise<SeasonWeek[]> {
  const changed = new Map<string, SeasonWeek>();
  const updated = ['game_id', 'team', ...STORED_STATS] as const;
  let done = 0;
  for (const batch of inBatches(rows)) {
    const written = await db
      .insertInto('weekly_stats')
      .values(batch)
      .onConflict((oc) =>
        oc
          .columns(['player_id', 'season', 'week'])
          .doUpdateSet({ ...setFromExcluded(updated), updated_at: sql`now()` })
          .where(differsFromExcluded('weekly_stats', updated)),
      )
      .returning(['season', 'week'])
      .execute();
    for (const { season, week } of written) changed.set(weekKey(season, week), { season, week });
    done += batch.length;
    onProgress?.({ step: 'weekly_stats', done, total: rows.length });
  }
  return [...changed.values()];
}

/**
 * Loads season_stats.csv: a player's regular-season totals. Like the weekly file, it is the truth
 * for the seasons it carries. Runs on the caller's transaction.
 */
export async function importSeasonStats(
  db: Db,
  table: CsvTable,
  onProgress?: OnImportProgress,
): Promise<{ rows: number; skipped: number; seasons: number[] }> {
  const columns = new ColumnReader<RowColumn | keyof typeof STAT_COLUMNS>(
    table,
    { ...ROW_COLUMNS, ...STAT_COLUMNS },
    ['player_id', 'season'],
  );
  const playerIds = await playerIdsByExternalId(db);
  const rows = new Map<string, Insertable<SeasonStatsTable>>();
  const bySeason = new Map<number, number[]>();
  let skipped = 0;
  for (const { row, line } of numberedRows(table)) {
    const playerId = playerIds.get(columns.text(row, 'player_id') ?? '');
    if (playerId === undefined || !isRegularSeason(columns, row)) {
      skipped++;
      continue;
    }
    const season = columns.requiredInt(row, 'season', line);
    rows.set(`${playerId}/${season}`, {
      player_id: playerId,
      season,
      ...readStats(columns, row, line),
    });
    const present = bySeason.get(season) ?? [];
    present.push(playerId);
    bySeason.set(season, present);
  }
  const all = [...rows.values()];
  let done = 0;
  for (const batch of inBatches(all)) {
    await db
      .insertInto('season_stats')
      .values(batch)
      .onConflict((oc) =>
        oc
          .columns(['player_id', 'season'])
          .doUpdateSet(setFromExcluded(STORED_STATS))
          .where(differsFromExcluded('season_stats', STORED_STATS)),
      )
      .execute();
    done += batch.length;
    onProgress?.({ step: 'season_stats', done, total: all.length });
  }
  for (const [season, present] of bySeason) {
    await db
      .deleteFrom('season_stats')
      .where('season', '=', season)
      .where('player_id', 'not in', present)
      .execute();
  }
  return { rows: all.length, skipped, seasons: [...bySeason.keys()].sort() };
}
