import { sql, type RawBuilder } from 'kysely';
import {
  COUNTING_STAT_COLUMNS,
  OPTIONAL_STAT_COLUMNS,
  type StatLine,
  type WeeklyScore,
} from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import { notFound } from '../errors';
import { weeklyFantasyScoreSql } from './scoring-sql';

/**
 * The kickoff of the game a weekly_stats row (aliased `stats`) belongs to: by its game_id, else by
 * its team's game that week. A row is counted only once this instant has passed on the league
 * clock, so stats of games not yet played (the demo season carries them) never leak.
 */
export function statsKickoffSql(stats: string): RawBuilder<Date | null> {
  return sql<Date | null>`coalesce(
    (select g.kickoff from nfl_games g where g.game_id = ${sql.ref(`${stats}.game_id`)}),
    (select min(g.kickoff) from nfl_games g
      where g.season = ${sql.ref(`${stats}.season`)} and g.week = ${sql.ref(`${stats}.week`)}
        and ${sql.ref(`${stats}.team`)} in (g.home_team, g.away_team)))`;
}

export { COUNTING_STAT_COLUMNS, OPTIONAL_STAT_COLUMNS };

/** The stat columns a weekly or yearly stats answer carries. */
export const STAT_LINE_COLUMNS = [...COUNTING_STAT_COLUMNS, ...OPTIONAL_STAT_COLUMNS] as const;

/** A WeeklyScore whose stat line names every stat (null where the source gives none). */
export interface PlayerWeeklyScore extends WeeklyScore {
  weeklyStats: Required<StatLine> | null;
}

export interface WeeklyScoresQuery {
  playerIds: readonly number[];
  season: number;
  week: number;
  leagueId: number;
  now: Date;
}

type ScoreRow = Record<(typeof STAT_LINE_COLUMNS)[number], number | null> & {
  player_id: number;
  has_stats: boolean;
  kicked_off: boolean;
  fantasy_score: number | null;
  rules_found: boolean;
};

/**
 * Each player's fantasy score for a week under a league's scoring rules, in one query. A player
 * whose game has kicked off (by the league clock) and who recorded no stat scores 0; a player
 * whose game has not kicked off, or who has no game that week, gets null. Unknown player ids are
 * left out. Throws 404 when the league has no scoring rules.
 */
export async function weeklyScoresForPlayers(
  db: Db,
  query: WeeklyScoresQuery,
): Promise<PlayerWeeklyScore[]> {
  const ids = [...new Set(query.playerIds)];
  if (ids.length === 0) return [];
  const statColumns = sql.join(STAT_LINE_COLUMNS.map((column) => sql.ref(`ws.${column}`)));
  const { rows } = await sql<ScoreRow>`
    select p.id as player_id,
      ${statColumns},
      ws.player_id is not null as has_stats,
      coalesce(game.kickoff <= ${query.now}, false) as kicked_off,
      case when game.kickoff <= ${query.now}
        then case when ws.player_id is null then 0::float8 else ${weeklyFantasyScoreSql('ws', 'r')} end
      end as fantasy_score,
      r.id is not null as rules_found
    from players p
    left join scoring_rules r on r.league_id = ${query.leagueId}
    left join weekly_stats ws on ws.player_id = p.id and ws.season = ${query.season} and ws.week = ${query.week}
    left join lateral (
      select coalesce(
        (select g.kickoff from nfl_games g where g.game_id = ws.game_id),
        (select min(g.kickoff) from nfl_games g
          where g.season = ${query.season} and g.week = ${query.week}
            and coalesce(ws.team, p.team) in (g.home_team, g.away_team))
      ) as kickoff
    ) game on true
    where p.id in (${sql.join(ids)})
    order by p.id`.execute(db);
  if (rows.some((row) => !row.rules_found)) throw notFound('No scoring rules found for league.');
  return rows.map((row) => ({
    player_id: row.player_id,
    fantasyScore: row.fantasy_score === null ? null : Number(row.fantasy_score),
    weeklyStats: row.has_stats && row.kicked_off ? statLineOf(row) : null,
  }));
}

/** The StatLine fields of a row (split columns stay null when the source did not split them). */
export function statLineOf(
  row: Record<(typeof STAT_LINE_COLUMNS)[number], number | null>,
): Required<StatLine> {
  const line = Object.fromEntries(
    STAT_LINE_COLUMNS.map((column) => [column, row[column]]),
  ) as Record<(typeof STAT_LINE_COLUMNS)[number], number | null>;
  return {
    ...line,
    passing_yards: line.passing_yards ?? 0,
    passing_tds: line.passing_tds ?? 0,
    interceptions: line.interceptions ?? 0,
    two_point_passes: line.two_point_passes ?? 0,
    rushing_yards: line.rushing_yards ?? 0,
    rushing_tds: line.rushing_tds ?? 0,
    two_point_rushes: line.two_point_rushes ?? 0,
    receptions: line.receptions ?? 0,
    receiving_yards: line.receiving_yards ?? 0,
    receiving_tds: line.receiving_tds ?? 0,
    two_point_receptions: line.two_point_receptions ?? 0,
    special_teams_tds: line.special_teams_tds ?? 0,
  };
}
