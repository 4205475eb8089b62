import { sql } from 'kysely';
import { SEASON_STAT_COLUMNS } from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import { STAT_LINE_COLUMNS, statLineOf, statsKickoffSql } from './weekly-scores';

/**
 * The stats calls' reads (POST /weekly_stats/…, GET /yearly_stats/…): a game's stats count
 * from its kickoff on the league clock.
 */

const SEASON_STATS_COLUMNS = new Set<string>(SEASON_STAT_COLUMNS);

type StatRow = Record<(typeof STAT_LINE_COLUMNS)[number], number | null> & {
  player_id: number;
  season: number;
};

/** Weekly rows of games that have kicked off by `now`: stats of games not yet played stay hidden. */
export async function countedWeeklyStats(
  db: Db,
  playerIds: readonly number[],
  season: number,
  week: number,
  now: Date,
) {
  if (playerIds.length === 0) return [];
  const rows = await db
    .selectFrom('weekly_stats as ws')
    .select([
      'ws.player_id',
      'ws.season',
      'ws.week',
      ...STAT_LINE_COLUMNS.map((column) => `ws.${column}` as const),
    ])
    .where('ws.player_id', 'in', [...new Set(playerIds)])
    .where('ws.season', '=', season)
    .where('ws.week', '=', week)
    .where(sql<boolean>`${statsKickoffSql('ws')} <= ${now}`)
    .orderBy('ws.player_id')
    .execute();
  return rows.map((row) => ({
    player_id: row.player_id,
    season: row.season,
    week: row.week,
    ...statLineOf(row),
  }));
}

/**
 * Season stats as the sum of a player's weekly rows of games kicked off by `now`; players who
 * have season totals and no weekly rows at all get their totals (a file of totals only).
 */
export async function yearlyStats(
  db: Db,
  filter: { season?: number; playerId?: number },
  now: Date,
) {
  const sums = sql.join(
    STAT_LINE_COLUMNS.map((column) => sql`sum(${sql.ref(`ws.${column}`)}) as ${sql.ref(column)}`),
  );
  const totals = sql.join(
    STAT_LINE_COLUMNS.map((column) =>
      SEASON_STATS_COLUMNS.has(column)
        ? sql`${sql.ref(`ss.${column}`)}::bigint as ${sql.ref(column)}`
        : sql`null::bigint as ${sql.ref(column)}`,
    ),
  );
  const weeklyWhere = sql.join(
    [
      sql`${statsKickoffSql('ws')} <= ${now}`,
      ...(filter.season !== undefined ? [sql`ws.season = ${filter.season}`] : []),
      ...(filter.playerId !== undefined ? [sql`ws.player_id = ${filter.playerId}`] : []),
    ],
    sql` and `,
  );
  const totalsWhere = sql.join(
    [
      sql`not exists (select 1 from weekly_stats w where w.player_id = ss.player_id and w.season = ss.season)`,
      ...(filter.season !== undefined ? [sql`ss.season = ${filter.season}`] : []),
      ...(filter.playerId !== undefined ? [sql`ss.player_id = ${filter.playerId}`] : []),
    ],
    sql` and `,
  );
  const { rows } = await sql<StatRow>`
    select ws.player_id, ws.season, ${sums}
      from weekly_stats ws where ${weeklyWhere}
      group by ws.player_id, ws.season
    union all
    select ss.player_id, ss.season, ${totals}
      from season_stats ss where ${totalsWhere}
    order by season, player_id`.execute(db);
  return rows.map((row) => ({ player_id: row.player_id, season: row.season, ...statLineOf(row) }));
}
