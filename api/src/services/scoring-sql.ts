import { sql, type RawBuilder } from 'kysely';
import {
  SEASON_STAT_COLUMNS,
  SEASON_BONUS_TIERS,
  SPLIT_RETURN_TD_COLUMNS,
  WEEKLY_BONUS_TIERS,
  type BonusTiers,
} from '@fangtasy/shared/domain';

/*
 * The one SQL scorer (docs/decisions/054): shared scoring.ts's weeklyFantasyScore and
 * seasonTotalsScore as SQL, so weekly scores, team scores, the live week and season points score
 * whole leagues in one query each, and all of them alike. It mirrors the TypeScript bit for bit:
 * every term is a float8 (an IEEE double, as in JavaScript) added in the same order, and the
 * rounding is roundScore's: |v| * 100 trimmed to 15 significant digits (PostgreSQL's float8 ->
 * numeric cast keeps exactly 15, like toPrecision(15)), rounded half up to whole cents, divided by
 * 100 as a double, sign restored unless it rounds to 0. api/test/scoring-sql.test.ts holds both
 * equal on random rules and stat lines; change them together. ESLint keeps scoring expressions
 * out of every other file.
 */

/** A stats row as the scorer reads it: its alias and the stat columns its table has. */
interface StatRow {
  alias: string;
  columns: readonly string[] | 'all';
}

/** A stat column of the row, or null where its table has none (shared `n` counts both as 0). */
const column = (row: StatRow, name: string) =>
  row.columns === 'all' || row.columns.includes(name)
    ? sql.ref(`${row.alias}.${name}`)
    : sql`null::int`;
const stat = (row: StatRow, name: string) => sql`coalesce(${column(row, name)}, 0)::float8`;
const rule = (rules: string, name: string) => sql`${sql.ref(`${rules}.${name}`)}::float8`;
const times = (row: StatRow, name: string, rules: string, ruleName: string) =>
  sql`${stat(row, name)} * ${rule(rules, ruleName)}`;

/** tierBonus: the higher tier replaces the lower. */
const tierBonus = (
  row: StatRow,
  name: string,
  rules: string,
  tiers: { low: number; high: number },
  lowRule: string,
  highRule: string,
) =>
  sql`(case when ${stat(row, name)} >= ${sql.lit(tiers.high)} then ${rule(rules, highRule)}
    when ${stat(row, name)} >= ${sql.lit(tiers.low)} then ${rule(rules, lowRule)} else 0::float8 end)`;

/** A stat line's fantasy points under the scoring_rules row aliased `rules`, before rounding. */
function fantasyPointsSql(row: StatRow, rules: string, tiers: BonusTiers): RawBuilder<number> {
  const splitGiven = sql.join(
    SPLIT_RETURN_TD_COLUMNS.map((name) => sql`${column(row, name)} is not null`),
    sql` or `,
  );
  const touchdowns = sql`(case when ${splitGiven} then
      ${times(row, 'kickoff_return_tds', rules, 'kickoff_return_touchdown')}
      + ${times(row, 'punt_return_tds', rules, 'punt_return_touchdown')}
      + ${times(row, 'fumble_recovery_tds', rules, 'fumble_recovered_touchdown')}
      + ${times(row, 'interception_return_tds', rules, 'interception_return_touchdown')}
      + ${times(row, 'fumble_return_tds', rules, 'fumble_return_touchdown')}
      + ${times(row, 'blocked_return_tds', rules, 'blocked_return_touchdown')}
    else ${times(row, 'special_teams_tds', rules, 'kickoff_return_touchdown')} end)`;
  const specialTeams = sql`(${touchdowns}
    + ${times(row, 'two_point_returns', rules, 'two_point_return')}
    + ${times(row, 'fumbles_lost', rules, 'fumbles_lost')}
    + ${times(row, 'safeties', rules, 'one_point_safety')})`;
  const base = sql`(${times(row, 'passing_yards', rules, 'passing_yards')}
    + ${times(row, 'passing_tds', rules, 'passing_touchdowns')}
    + ${times(row, 'interceptions', rules, 'interceptions_thrown')}
    + ${times(row, 'two_point_passes', rules, 'two_point_pass')}
    + ${times(row, 'rushing_yards', rules, 'rushing_yards')}
    + ${times(row, 'rushing_tds', rules, 'rushing_touchdowns')}
    + ${times(row, 'two_point_rushes', rules, 'two_point_rush')}
    + ${times(row, 'receptions', rules, 'receptions')}
    + ${times(row, 'receiving_yards', rules, 'receiving_yards')}
    + ${times(row, 'receiving_tds', rules, 'receiving_touchdowns')}
    + ${times(row, 'two_point_receptions', rules, 'two_point_reception')}
    + ${specialTeams})`;
  const bonus = sql`(${tierBonus(row, 'passing_yards', rules, tiers.passing, 'passing_300_399', 'passing_400_plus')}
    + ${tierBonus(row, 'rushing_yards', rules, tiers.rushing, 'rushing_100_199', 'rushing_200_plus')}
    + ${tierBonus(row, 'receiving_yards', rules, tiers.receiving, 'receiving_100_199', 'receiving_200_plus')})`;
  return sql<number>`(${base} + ${bonus})`;
}

/** shared roundScore in SQL, for a double `total` (best a column: it is read several times). */
export function roundScoreSql(total: RawBuilder<number>): RawBuilder<number> {
  const cents = sql`round((abs(${total}) * 100::float8)::numeric)`;
  const rounded = sql<number>`(${cents}::float8 / 100::float8)`;
  return sql<number>`(case when ${total} < 0 and ${rounded} <> 0 then -${rounded} else ${rounded} end)`;
}

/**
 * The week's fantasy points of the weekly_stats row aliased `stats` under the scoring_rules row
 * aliased `rules`, before rounding (weeklyFantasyScoreSql rounds them). Set-based callers compute
 * this once per row (a column) and round that column, instead of repeating the expression.
 */
export const weeklyFantasyPointsSql = (stats: string, rules: string): RawBuilder<number> =>
  fantasyPointsSql({ alias: stats, columns: 'all' }, rules, WEEKLY_BONUS_TIERS);

/**
 * The week's fantasy score (float8) of the weekly_stats row aliased `stats` under the
 * scoring_rules row aliased `rules`, rounded to 2 decimals: shared weeklyFantasyScore, in SQL.
 */
export const weeklyFantasyScoreSql = (stats: string, rules: string): RawBuilder<number> =>
  roundScoreSql(weeklyFantasyPointsSql(stats, rules));

/**
 * The season score (float8) of the season_stats row aliased `stats` under the scoring_rules row
 * aliased `rules`, with the season tiers: shared seasonTotalsScore, in SQL. Season totals carry
 * only the combined special-teams count and fumbles lost besides the counting stats.
 */
export const seasonTotalsScoreSql = (stats: string, rules: string): RawBuilder<number> =>
  roundScoreSql(
    fantasyPointsSql({ alias: stats, columns: SEASON_STAT_COLUMNS }, rules, SEASON_BONUS_TIERS),
  );
