import type { Insertable } from 'kysely';
import type { GameState } from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import type { WeeklyStatsTable } from '../db/schema';
import { afterStatsImported } from '../import/after-stats-imported';
import type { SeasonWeek } from '../import/import-progress';
import { STORED_STATS } from '../import/stat-columns';
import { upsertWeeklyStats } from '../import/import-stats';
import { inTransaction } from '../services/in-transaction';

/** A game as stored: what a report is compared with. */
export interface ReportedGame {
  id: number;
  game_id: string;
  season: number;
  week: number;
  status: GameState;
  period: number | null;
  game_clock: string | null;
  home_score: number | null;
  away_score: number | null;
}

/** A game a live source watches, as stored. */
export interface WatchedGame extends ReportedGame {
  gameday: string;
  home_team: string;
  away_team: string;
  espn_game_id: string;
}

/** What a source reported of a game, and the game's stat lines when it has a box score. */
export interface GameUpdate<Game extends ReportedGame = ReportedGame> {
  game: Game;
  report: {
    status: GameState;
    period: number | null;
    gameClock: string | null;
    homeScore: number | null;
    awayScore: number | null;
  };
  /** Every line of the game, when known: lines of the game missing here are removed. */
  lines?: Insertable<WeeklyStatsTable>[];
}

const LINE_FIELDS = ['game_id', 'team', ...STORED_STATS] as const;

/**
 * Writes what the reports change, and nothing else, in one transaction: a game's state, quarter,
 * clock and score when they differ from the stored ones; stat lines that are new or differ; lines
 * of the game a box score no longer has. Final matchups of a week whose stats changed are
 * re-scored (the correction path). Returns how many games and lines changed — 0 means no
 * statement touched the NFL tables, so the NFL read version did not move.
 */
export async function applyGameReports(db: Db, updates: readonly GameUpdate[]): Promise<number> {
  const gameChanges = updates.filter(
    ({ game, report }) =>
      game.status !== report.status ||
      game.period !== report.period ||
      game.game_clock !== report.gameClock ||
      game.home_score !== report.homeScore ||
      game.away_score !== report.awayScore,
  );
  const withLines = updates.filter((update) => update.lines !== undefined);
  const existing = new Map<string, Record<string, unknown>>();
  for (const { game, lines } of withLines) {
    const playerIds = lines!.map((line) => line.player_id);
    const rows = await db
      .selectFrom('weekly_stats')
      .selectAll()
      .where('season', '=', game.season)
      .where('week', '=', game.week)
      .where((eb) =>
        eb.or([
          eb('game_id', '=', game.game_id),
          ...(playerIds.length > 0 ? [eb('player_id', 'in', playerIds)] : []),
        ]),
      )
      .execute();
    for (const row of rows) existing.set(`${row.player_id}/${row.season}/${row.week}`, row);
  }
  const changedLines: Insertable<WeeklyStatsTable>[] = [];
  const removed: { season: number; week: number; player_id: number }[] = [];
  for (const { game, lines } of withLines) {
    const present = new Set(lines!.map((line) => line.player_id));
    for (const line of lines!) {
      const row = existing.get(`${line.player_id}/${line.season}/${line.week}`);
      if (!row || LINE_FIELDS.some((field) => row[field] !== line[field])) changedLines.push(line);
    }
    for (const row of existing.values())
      if (row.game_id === game.game_id && !present.has(row.player_id as number))
        removed.push({ season: game.season, week: game.week, player_id: row.player_id as number });
  }
  if (gameChanges.length === 0 && changedLines.length === 0 && removed.length === 0) return 0;

  await inTransaction(db, async (trx) => {
    for (const { game, report } of gameChanges)
      await trx
        .updateTable('nfl_games')
        .set({
          status: report.status,
          period: report.period,
          game_clock: report.gameClock,
          home_score: report.homeScore,
          away_score: report.awayScore,
        })
        .where('id', '=', game.id)
        .execute();
    const weeks: SeasonWeek[] = [];
    if (changedLines.length > 0) weeks.push(...(await upsertWeeklyStats(trx, changedLines)));
    for (const line of removed) {
      await trx
        .deleteFrom('weekly_stats')
        .where('player_id', '=', line.player_id)
        .where('season', '=', line.season)
        .where('week', '=', line.week)
        .execute();
      weeks.push({ season: line.season, week: line.week });
    }
    if (weeks.length > 0) await afterStatsImported(trx, weeks);
  });
  return gameChanges.length + changedLines.length + removed.length;
}
