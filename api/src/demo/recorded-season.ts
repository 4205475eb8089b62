import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { readCsvTable } from '../import/csv-table';
import { deriveFantasyWeeks } from '../import/derive-fantasy-weeks';
import { NFL_DATA_FILES } from '../import/import-nfl-data';
import { readPlayers, upsertPlayers } from '../import/import-players';
import { readGames, upsertGames } from '../import/import-schedule';
import { readWeeklyStatLines } from '../import/import-stats';
import { inBatches, setFromExcluded } from '../import/upsert-helpers';
import { currentFantasyWeek } from '../services/fantasy-weeks';
import { inTransaction } from '../services/in-transaction';

/** The real 2025 NFL season the project ships (nflverse, CC BY 4.0; api/data/nfl-2025/README.md). */
export const RECORDED_SEASON_DIR = fileURLToPath(new URL('../../data/nfl-2025/', import.meta.url));
export const RECORDED_SEASON = 2025;

export interface RecordedSeasonCounts {
  players: number;
  games: number;
  statLines: number;
  fantasyWeeks: number;
}

const gz = (name: string) => join(RECORDED_SEASON_DIR, `${name}.gz`);

/**
 * Loads the shipped real season as a recording to be replayed: its players and schedule as they
 * stood before kickoff (no scores, every game scheduled), the fantasy weeks, and the results kept
 * apart — final scores in replay_games, stat lines in replay_weekly_stats — for the replay
 * (stats-sources/recorded-season-replay.ts) to reveal as the league clock passes each game. No
 * season totals: in mid-season they would reveal games not yet played. Reads only files inside the
 * project, so a fresh clone starts with real players without a network. One transaction.
 */
export async function loadRecordedSeason(db: Db): Promise<RecordedSeasonCounts> {
  const players = readPlayers(await readCsvTable(gz(NFL_DATA_FILES.players))).players;
  const games = readGames(await readCsvTable(gz(NFL_DATA_FILES.schedule))).games;
  const statsTable = await readCsvTable(gz(NFL_DATA_FILES.weeklyStats));
  return inTransaction(db, async (trx) => {
    await upsertPlayers(trx, players);
    await upsertGames(
      trx,
      games.map((game) => ({ ...game, home_score: null, away_score: null, status: 'scheduled' })),
    );
    await trx
      .insertInto('replay_games')
      .values(
        games.map((game) => ({
          game_id: game.game_id,
          home_score: game.home_score!,
          away_score: game.away_score!,
        })),
      )
      .onConflict((oc) =>
        oc.column('game_id').doUpdateSet(setFromExcluded(['home_score', 'away_score'])),
      )
      .execute();
    const fantasyWeeks = await deriveFantasyWeeks(trx, [RECORDED_SEASON]);
    const { lines } = await readWeeklyStatLines(trx, statsTable);
    for (const batch of inBatches(lines))
      await trx
        .insertInto('replay_weekly_stats')
        .values(batch)
        .onConflict((oc) => oc.doNothing())
        .execute();
    return { players: players.length, games: games.length, statLines: lines.length, fantasyWeeks };
  });
}

/**
 * The data's one injury report is week 18's (its README). At an earlier clock, a player who
 * recorded a stat line in that week or the week before was playing then, so his week-18 status is
 * not shown: he is healthy at the demo clock. Others keep it (on a reserve list, or out).
 */
export async function injuriesAsOf(db: Db, now: Date): Promise<void> {
  const current = await currentFantasyWeek(db, now);
  if (!current.ok || current.week.year !== RECORDED_SEASON) return;
  const { week } = current.week;
  await db
    .updateTable('players')
    .set({ injury_status: null, is_injured: 0 })
    .where('injury_status', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('replay_weekly_stats as r')
          .select(sql.lit(1).as('one'))
          .whereRef('r.player_id', '=', 'players.id')
          .where('r.season', '=', RECORDED_SEASON)
          .where('r.week', 'in', [week - 1, week]),
      ),
    )
    .execute();
}
