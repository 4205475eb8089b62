import { sql, type RawBuilder } from 'kysely';
import {
  COUNTING_STAT_COLUMNS,
  OPTIONAL_STAT_COLUMNS,
  WEEKLY_BONUS_TIERS,
  type StatLine,
  type WeeklyScore,
} from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import { notFound } from '../errors';

/*
 * The shared weeklyFantasyScore (shared/src/domain/scoring.ts) as SQL, so team scores and
 * standings can score whole leagues in one query. It mirrors the TypeScript bit for bit: every
 * term is a float8 (an IEEE double, as in JavaScript) added in the same order, and the rounding is
 * roundScore's: |v| * 100 trimmed to 15 significant digits (PostgreSQL's float8 -> numeric cast
 * keeps exactly 15, like toPrecision(15)), rounded half up to whole cents, divided by 100 as a
 * double, sign restored unless it rounds to 0. A test checks both on many random stat lines and
 * rule sets; change them together.
 */

/** A stat column of the weekly_stats row `stats` as a double; nullable stats count 0 (shared `n`). */
const stat = (stats: string, column: string) =>
  sql`coalesce(${sql.ref(`${stats}.${column}`)}, 0)::float8`;
const rule = (rules: string, column: string) => sql`${sql.ref(`${rules}.${column}`)}::float8`;
const times = (stats: string, column: string, rules: string, ruleColumn: string) =>
  sql`${stat(stats, column)} * ${rule(rules, ruleColumn)}`;

/** tierBonus: the higher tier replaces the lower. */
const tierBonus = (
  stats: string,
  column: string,
  rules: string,
  tiers: { low: number; high: number },
  lowRule: string,
  highRule: string,
) =>
  sql`(case when ${stat(stats, column)} >= ${sql.lit(tiers.high)} then ${rule(rules, highRule)}
    when ${stat(stats, column)} >= ${sql.lit(tiers.low)} then ${rule(rules, lowRule)} else 0::float8 end)`;

/**
 * The week's fantasy points of the weekly_stats row aliased `stats` under the scoring_rules row
 * aliased `rules`, before rounding (weeklyFantasyScoreSql rounds them). Set-based callers compute
 * this once per row (a column) and round that column, instead of repeating the expression.
 */
export function weeklyFantasyPointsSql(stats: string, rules: string): RawBuilder<number> {
  const splitGiven = sql.join(
    [
      'kickoff_return_tds',
      'punt_return_tds',
      'fumble_recovery_tds',
      'interception_return_tds',
      'fumble_return_tds',
      'blocked_return_tds',
    ].map((column) => sql`${sql.ref(`${stats}.${column}`)} is not null`),
    sql` or `,
  );
  const touchdowns = sql`(case when ${splitGiven} then
      ${times(stats, 'kickoff_return_tds', rules, 'kickoff_return_touchdown')}
      + ${times(stats, 'punt_return_tds', rules, 'punt_return_touchdown')}
      + ${times(stats, 'fumble_recovery_tds', rules, 'fumble_recovered_touchdown')}
      + ${times(stats, 'interception_return_tds', rules, 'interception_return_touchdown')}
      + ${times(stats, 'fumble_return_tds', rules, 'fumble_return_touchdown')}
      + ${times(stats, 'blocked_return_tds', rules, 'blocked_return_touchdown')}
    else ${times(stats, 'special_teams_tds', rules, 'kickoff_return_touchdown')} end)`;
  const specialTeams = sql`(${touchdowns}
    + ${times(stats, 'two_point_returns', rules, 'two_point_return')}
    + ${times(stats, 'fumbles_lost', rules, 'fumbles_lost')}
    + ${times(stats, 'safeties', rules, 'one_point_safety')})`;
  const base = sql`(${times(stats, 'passing_yards', rules, 'passing_yards')}
    + ${times(stats, 'passing_tds', rules, 'passing_touchdowns')}
    + ${times(stats, 'interceptions', rules, 'interceptions_thrown')}
    + ${times(stats, 'two_point_passes', rules, 'two_point_pass')}
    + ${times(stats, 'rushing_yards', rules, 'rushing_yards')}
    + ${times(stats, 'rushing_tds', rules, 'rushing_touchdowns')}
    + ${times(stats, 'two_point_rushes', rules, 'two_point_rush')}
    + ${times(stats, 'receptions', rules, 'receptions')}
    + ${times(stats, 'receiving_yards', rules, 'receiving_yards')}
    + ${times(stats, 'receiving_tds', rules, 'receiving_touchdowns')}
    + ${times(stats, 'two_point_receptions', rules, 'two_point_reception')}
    + ${specialTeams})`;
  const tiers = WEEKLY_BONUS_TIERS;
  const bonus = sql`(${tierBonus(stats, 'passing_yards', rules, tiers.passing, 'passing_300_399', 'passing_400_plus')}
    + ${tierBonus(stats, 'rushing_yards', rules, tiers.rushing, 'rushing_100_199', 'rushing_200_plus')}
    + ${tierBonus(stats, 'receiving_yards', rules, tiers.receiving, 'receiving_100_199', 'receiving_200_plus')})`;
  return sql<number>`(${base} + ${bonus})`;
}

/** shared roundScore in SQL, for a double `total` (best a column: it is read several times). */
export function roundScoreSql(total: RawBuilder<number>): RawBuilder<number> {
  const cents = sql`round((abs(${total}) * 100::float8)::numeric)`;
  const rounded = sql<number>`(${cents}::float8 / 100::float8)`;
  return sql<number>`(case when ${total} < 0 and ${rounded} <> 0 then -${rounded} else ${rounded} end)`;
}

/**
 * The week's fantasy score of the weekly_stats row aliased `stats` under the scoring_rules row
 * aliased `rules`, rounded to 2 decimals: shared weeklyFantasyScore, in SQL.
 */
export function weeklyFantasyScoreSql(stats: string, rules: string): RawBuilder<number> {
  return roundScoreSql(weeklyFantasyPointsSql(stats, rules));
}

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
