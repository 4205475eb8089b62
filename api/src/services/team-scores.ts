import { SCORING_RULE_FIELDS, type GameState } from '@fangtasy/shared/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect';
import { roundScoreSql, weeklyFantasyPointsSql, weeklyFantasyScoreSql } from './scoring-sql';
import { ruleSetOfSql } from './member-rules-sql';

/**
 * Team scores of whole weeks in SQL (rules §4.6: a matchup's team
 * score sums its starters, not BENCH, not IR). Everything here is set-based: one query scores
 * every team of a batch of leagues for a week, however many players they roster.
 */

/**
 * Which lineup a week is scored with: `current` is today's rosters (the week being played);
 * `frozen` is the lineup stored when the week ended (matchup_lineups), because rosters keep
 * changing after a week is over.
 */
export type LineupSource = 'current' | 'frozen';

/** The leagues a query covers: a list of ids, or every league playing a season. */
export type LeagueScope = readonly number[] | { season: number };

export interface WeekScoring {
  leagues: LeagueScope;
  season: number;
  week: number;
  /** Stats count only from their game's kickoff up to this instant (the league clock, or a week's end). */
  countedUntil: Date;
  lineup: LineupSource;
}

/** One team's score for the week, 2 decimals. */
export interface TeamScore {
  league_id: number;
  league_member_id: number;
  score: number;
}

const leagueFilter = (column: RawBuilder<unknown>, leagues: LeagueScope) =>
  Array.isArray(leagues)
    ? sql`${column} = any(${sql.val(leagues)}::int[])`
    : sql`${column} in (select id from leagues where season = ${(leagues as { season: number }).season})`;

/**
 * The rostered players of the scored leagues, each with his slot: today's rosters, or the lineup
 * frozen for `week`. Columns: league_id, league_member_id, player_id, roster_position.
 */
export function lineupSql(scoring: Pick<WeekScoring, 'leagues' | 'week' | 'lineup'>) {
  return scoring.lineup === 'current'
    ? sql`select rp.league_id, rp.league_member_id, rp.player_id, rp.roster_position
        from rostered_players rp
        where rp.is_rostered = 1 and ${leagueFilter(sql.ref('rp.league_id'), scoring.leagues)}`
    : sql`select ml.league_id, ml.league_member_id, ml.player_id, ml.roster_position
        from matchup_lineups ml
        where ml.week = ${scoring.week} and ${leagueFilter(sql.ref('ml.league_id'), scoring.leagues)}`;
}

/**
 * Whether a roster_position is a starting slot the member's rule set has: a starter kind (QB, RB,
 * WR, TE, WRT, FLEX) numbered within its count. A slot beyond the count shows on the bench
 * (shared placePlayersInSlots), so it scores like the bench.
 */
export function starterSlotSql(position: string, rules: string): RawBuilder<boolean> {
  const slot = sql.ref(position);
  // Plain trims, not a regex: this runs once per rostered player of every scored league. The
  // schema's check keeps roster_position to a kind and a number (or plain BENCH).
  const kind = sql`rtrim(${slot}, '0123456789')`;
  const index = sql`nullif(ltrim(${slot}, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), '')::int`;
  const counts: [string, string][] = [
    ['QB', 'quarterback_count'],
    ['RB', 'running_back_count'],
    ['WR', 'wide_receiver_count'],
    ['TE', 'tight_end_count'],
    ['WRT', 'wide_receiver_tight_end_count'],
    ['FLEX', 'flex_count'],
  ];
  const cases = counts.map(
    ([code, count]) => sql`when ${sql.lit(code)} then ${index} <= ${sql.ref(`${rules}.${count}`)}`,
  );
  return sql<boolean>`coalesce(case ${kind} ${sql.join(cases, sql` `)} else false end, false)`;
}

/**
 * The week's stat rows whose game has kicked off by `countedUntil`, each scored once per rule set
 * below. The kickoff is statsKickoffSql's (the row's game by game_id, else the earliest game of
 * its team that week), found with two hash joins over the week's games instead of two subqueries
 * per row: the week-ending job runs this once per league. A test keeps the two equal.
 */
export function countedStatsSql(season: number, week: number, countedUntil: Date) {
  return sql`select ws.* from ${weekLinesSql(season, week)}
      and ${lineKickoffSql} <= ${countedUntil}`;
}

/**
 * The week's stat lines (`ws`) joined to what says when each counts: its own game
 * (`own_game`, by game_id) and its team's earliest game of the week (`team_game`); the kickoff
 * that counts is `lineKickoffSql`.
 */
export function weekLinesSql(season: number, week: number) {
  return sql`weekly_stats ws
    left join nfl_games own_game on own_game.game_id = ws.game_id
    left join (
      select team, min(kickoff) as kickoff from (
        select home_team as team, kickoff from nfl_games where season = ${season} and week = ${week}
        union all
        select away_team, kickoff from nfl_games where season = ${season} and week = ${week}
      ) games
      group by team
    ) team_game on team_game.team = ws.team
    where ws.season = ${season} and ws.week = ${week}`;
}

/** When a line of `weekLinesSql` counts from: its game's kickoff, else its team's. */
export const lineKickoffSql = sql`coalesce(own_game.kickoff, team_game.kickoff)`;

/**
 * The CTEs a week's team scores start from: `counted` (the stat rows counted so far), `lineup`,
 * and `starters` (league_id, league_member_id, player_id of every player in a scoring slot of his
 * member's rule set). The scale benchmark sums the same starters without the scoring rules.
 */
export function startersCtes(scoring: WeekScoring) {
  return sql`counted as materialized (
      ${countedStatsSql(scoring.season, scoring.week, scoring.countedUntil)}
    ),
    lineup as (${lineupSql(scoring)}),
    starters as (
      select l.league_id, l.league_member_id, l.player_id
      from lineup l
      join league_members m on m.id = l.league_member_id
      join roster_rules rr on rr.league_id = l.league_id
        and rr.roster_type_id = ${ruleSetOfSql('m')}
      where ${starterSlotSql('l.roster_position', 'rr')}
    )`;
}

/**
 * The query behind team scores, for use as a CTE: columns league_id, league_member_id, score
 * (numeric, 2 decimals). A team with no starter has no row (it scores 0). Each starter's points
 * are rounded to 2 decimals first, as the matchup page shows them, so the team score is exactly
 * the sum of the numbers on screen (added in whole cents).
 *
 * Scoring is the costly part, so each player's points are computed once per distinct rule set
 * among the scored leagues (most leagues keep the default rules), not once per roster spot: the
 * per-league work is a join and an integer sum.
 */
export function teamScoresSql(scoring: WeekScoring) {
  const ruleColumns = SCORING_RULE_FIELDS.map((field) => sql.ref(`r.${field}`));
  const floatRules = SCORING_RULE_FIELDS.map(
    (field) => sql`${sql.ref(`r.${field}`)}::float8 as ${sql.ref(field)}`,
  );
  return sql`
    with ${startersCtes(scoring)},
    rule_sets as materialized (
      select r.league_id, dense_rank() over (order by ${sql.join(ruleColumns)}) as rule_set
      from scoring_rules r
      where ${leagueFilter(sql.ref('r.league_id'), scoring.leagues)}
    ),
    rule_values as materialized (
      select distinct on (s.rule_set) s.rule_set, ${sql.join(floatRules)}
      from rule_sets s join scoring_rules r on r.league_id = s.league_id
      order by s.rule_set
    ),
    started as (
      select s.league_id, s.league_member_id, s.player_id, rs.rule_set
      from starters s join rule_sets rs on rs.league_id = s.league_id
    ),
    points as materialized (
      select rule_set, player_id, round(${roundScoreSql(sql.ref('total'))} * 100)::bigint as cents
      from (
        select pair.rule_set, pair.player_id, ${weeklyFantasyPointsSql('ws', 'r')} as total
        from (select distinct rule_set, player_id from started) pair
        join counted ws on ws.player_id = pair.player_id
        join rule_values r on r.rule_set = pair.rule_set
        -- A fence: the points expression is computed once per row, then rounded.
        offset 0
      ) scored
    )
    select st.league_id, st.league_member_id,
      round(coalesce(sum(p.cents), 0)::numeric / 100, 2) as score
    from started st
    left join points p on p.rule_set = st.rule_set and p.player_id = st.player_id
    group by st.league_id, st.league_member_id`;
}

/** Every team's score for a week in the given leagues, in one query. */
export async function teamScoresForWeek(db: Db, scoring: WeekScoring): Promise<TeamScore[]> {
  const { rows } = await sql<TeamScore>`${teamScoresSql(scoring)}`.execute(db);
  return rows.map((row) => ({ ...row, score: Number(row.score) }));
}

/** A rostered player of a scored lineup with his points for the week. */
export interface LineupPlayerScore {
  league_member_id: number;
  player_id: number;
  roster_position: string;
  player_name: string;
  position: string;
  team: string;
  is_injured: number;
  headshot_url: string | null;
  /** His NFL team's kickoff this week, or null (a bye). */
  kickoff: Date | null;
  /** That game's stored state (nfl_games.status), or null on a bye; read it with gameReportAt. */
  game_status: GameState | null;
  /** What its source reported of that game (nfl_games), and whether his team is at home. */
  period: number | null;
  game_clock: string | null;
  home_score: number | null;
  away_score: number | null;
  is_home: boolean | null;
  /** Points, 2 decimals; 0 once his game kicked off without a stat; null before kickoff or on a bye. */
  score: number | null;
}

/**
 * Each player of the given members' lineups with his points for the week, in one query — the same
 * per-player points the team scores add up (the starters' of them).
 */
export async function lineupPlayerScores(
  db: Db,
  scoring: WeekScoring & { memberIds: readonly number[] },
): Promise<LineupPlayerScore[]> {
  if (scoring.memberIds.length === 0) return [];
  const { rows } = await sql<LineupPlayerScore>`
    with counted as materialized (
      ${countedStatsSql(scoring.season, scoring.week, scoring.countedUntil)}
    ),
    lineup as (${lineupSql(scoring)}),
    team_game as (
      select distinct on (team) team, is_home, kickoff, status, period, game_clock, home_score,
        away_score
      from (
        select home_team as team, true as is_home, kickoff, status, period, game_clock,
          home_score, away_score
        from nfl_games where season = ${scoring.season} and week = ${scoring.week}
        union all
        select away_team, false, kickoff, status, period, game_clock, home_score, away_score
        from nfl_games where season = ${scoring.season} and week = ${scoring.week}
      ) games
      order by team, kickoff
    )
    select l.league_member_id, l.player_id, l.roster_position, p.player_name, p.position, p.team,
      p.is_injured, p.headshot_url, tk.kickoff, tk.status as game_status, tk.period, tk.game_clock,
      tk.home_score, tk.away_score, tk.is_home,
      case when ws.player_id is not null then ${weeklyFantasyScoreSql('ws', 'r')}
        when tk.kickoff <= ${scoring.countedUntil} then 0::float8
      end as score
    from lineup l
    join players p on p.id = l.player_id
    join scoring_rules r on r.league_id = l.league_id
    left join counted ws on ws.player_id = l.player_id
    left join team_game tk on tk.team = p.team
    where l.league_member_id = any(${sql.val(scoring.memberIds)}::int[])
    order by l.league_member_id, l.player_id`.execute(db);
  return rows.map((row) => ({
    ...row,
    kickoff: row.kickoff ? new Date(row.kickoff) : null,
    score: row.score === null ? null : Number(row.score),
  }));
}
