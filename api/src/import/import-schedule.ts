import { sql, type Insertable } from 'kysely';
import { dayjs, easternWallClockToInstant, type GameState } from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import type { NflGamesTable } from '../db/schema';
import { ColumnReader, ImportError, numberedRows, type CsvTable } from './csv-table';
import { numericId } from './import-players';
import type { OnImportProgress } from './import-progress';
import { differsFromExcluded, inBatches, setFromExcluded } from './upsert-helpers';

const GAME_COLUMNS = {
  game_id: ['game_id'],
  season: ['season'],
  week: ['week'],
  game_type: ['game_type', 'season_type'],
  home_team: ['home_team'],
  away_team: ['away_team'],
  gameday: ['gameday'],
  weekday: ['weekday'],
  gametime: ['gametime'],
  stadium: ['stadium'],
  neutral_site_venue: ['neutral_site_venue'],
  home_score: ['home_score'],
  away_score: ['away_score'],
  // nflverse's games.csv calls ESPN's event id `espn`; shared/data/nfl names it espn_game_id.
  espn_game_id: ['espn_game_id', 'espn'],
} as const;

type GameColumn = keyof typeof GAME_COLUMNS;

const UPDATED_COLUMNS = [
  'season',
  'week',
  'home_team',
  'away_team',
  'gameday',
  'weekday',
  'gametime',
  'kickoff',
  'venue',
  'home_score',
  'away_score',
  'espn_game_id',
] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Reads nfl_schedule.csv (nflverse `games` layout). Regular-season games only: fantasy weeks are
 * weeks 1-18. gametime is US Eastern wall-clock time, so the kickoff instant is computed in
 * America/New_York (DST included).
 */
export function readGames(table: CsvTable): {
  games: Insertable<NflGamesTable>[];
  skipped: number;
} {
  const columns = new ColumnReader<GameColumn>(table, GAME_COLUMNS, [
    'game_id',
    'season',
    'week',
    'home_team',
    'away_team',
    'gameday',
  ]);
  const games = new Map<string, Insertable<NflGamesTable>>();
  let skipped = 0;
  for (const { row, line } of numberedRows(table)) {
    const gameType = columns.text(row, 'game_type');
    if (gameType !== null && gameType.toUpperCase() !== 'REG') {
      skipped++;
      continue;
    }
    const gameday = columns.requiredText(row, 'gameday', line);
    if (!DATE.test(gameday))
      throw new ImportError(`${table.file}:${line}: gameday is not YYYY-MM-DD: '${gameday}'`);
    const gametime = columns.text(row, 'gametime');
    const time = gametime && TIME.test(gametime.slice(0, 5)) ? gametime.slice(0, 5) : null;
    const gameId = columns.requiredText(row, 'game_id', line);
    const homeScore = columns.int(row, 'home_score', line);
    const awayScore = columns.int(row, 'away_score', line);
    games.set(gameId, {
      game_id: gameId,
      season: columns.requiredInt(row, 'season', line),
      week: columns.requiredInt(row, 'week', line),
      home_team: columns.requiredText(row, 'home_team', line),
      away_team: columns.requiredText(row, 'away_team', line),
      gameday,
      weekday: columns.text(row, 'weekday') ?? dayjs(gameday).format('dddd'),
      gametime: time,
      kickoff: time ? easternWallClockToInstant(gameday, time) : null,
      // The source keeps the home team's stadium for neutral-site games; the hand-added venue wins.
      venue: columns.text(row, 'neutral_site_venue') ?? columns.text(row, 'stadium'),
      home_score: homeScore,
      away_score: awayScore,
      espn_game_id: numericId(columns.text(row, 'espn_game_id')),
      // The schedule's final score is what makes a game final (shared gameStateAt).
      status: homeScore !== null && awayScore !== null ? 'final' : 'scheduled',
    });
  }
  return { games: [...games.values()], skipped };
}

/**
 * A re-import without a final score leaves what a live source reported (in progress, with its
 * quarter, clock and running score); one with the final score makes the game final, its score
 * the file's and its quarter and clock no more.
 */
const importedStatus = sql<GameState>`case when excluded.status = 'final' then 'final'
  else nfl_games.status end`;
const whenFinal = (column: 'home_score' | 'away_score') =>
  sql<number | null>`case when excluded.status = 'final' then excluded.${sql.ref(column)}
    else nfl_games.${sql.ref(column)} end`;

/** Upserts games by nflverse game_id (a rescheduled game keeps its id and gets its new kickoff). */
export async function upsertGames(
  db: Db,
  games: readonly Insertable<NflGamesTable>[],
  onProgress?: OnImportProgress,
): Promise<void> {
  let done = 0;
  for (const batch of inBatches(games)) {
    await db
      .insertInto('nfl_games')
      .values(batch)
      .onConflict((oc) =>
        oc
          .column('game_id')
          .doUpdateSet({
            ...setFromExcluded(UPDATED_COLUMNS),
            status: importedStatus,
            home_score: whenFinal('home_score'),
            away_score: whenFinal('away_score'),
            period: sql`case when excluded.status = 'final' then null else nfl_games.period end`,
            game_clock: sql`case when excluded.status = 'final' then null
              else nfl_games.game_clock end`,
            espn_game_id: sql`coalesce(excluded.espn_game_id, nfl_games.espn_game_id)`,
          })
          .where(differsFromExcluded('nfl_games', [...UPDATED_COLUMNS, 'status'])),
      )
      .execute();
    done += batch.length;
    onProgress?.({ step: 'nfl_schedule', done, total: games.length });
  }
}
