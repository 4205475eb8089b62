import {
  SEASON_BONUS_TIERS,
  SEASON_TOTAL_FIELDS,
  WEEKLY_BONUS_TIERS,
} from '@fangtasy/shared/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect';

/** Season totals the waiver wire's player cards show next to the season points (shared). */
export const SEASON_STAT_FIELDS = SEASON_TOTAL_FIELDS;
export type SeasonStatField = (typeof SEASON_STAT_FIELDS)[number];
export type SeasonStatTotals = Record<SeasonStatField, number>;

/** A player's points in each week he has a stat line, by week number. */
export type WeeklyPoints = Record<string, number>;

export interface SeasonPointsRow extends SeasonStatTotals {
  player_id: number;
  season_points: number;
  /** Weeks with a stat line whose game has kicked off (0 when only season totals exist). */
  games_played: number;
  weekly_points: WeeklyPoints;
}

/** Everything season points depend on besides the data: one league's rules, season and clock. */
export interface SeasonPointsScope {
  leagueId: number;
  season: number;
  now: Date;
}

/** Season totals of a player without stats. */
export const emptySeasonTotals = (): SeasonStatTotals =>
  Object.fromEntries(SEASON_STAT_FIELDS.map((field) => [field, 0])) as SeasonStatTotals;

type Tiers = { low: number; high: number };

const tierSql = (
  yards: RawBuilder<unknown>,
  tiers: Tiers,
  low: RawBuilder<unknown>,
  high: RawBuilder<unknown>,
) =>
  sql`(case when ${yards} >= ${sql.lit(tiers.high)} then ${high} when ${yards} >= ${sql.lit(tiers.low)} then ${low} else 0 end)`;

/**
 * One stat line's points under the league's rules (alias `sr`), mirroring shared
 * `weeklyFantasyScore` / `seasonTotalsScore`: stats × rule values, split special-teams touchdowns
 * with their own rules or a combined count with kickoff_return_touchdown, then the bonus tiers
 * (the higher replaces the lower). PostgreSQL's numeric round() rounds half away from zero, as
 * `roundScore` does.
 */
function statLinePointsSql(
  alias: 'ws' | 'ss',
  tiers: Record<'passing' | 'rushing' | 'receiving', Tiers>,
) {
  const s = (column: string) => sql.ref(`${alias}.${column}`);
  const r = (column: string) => sql.ref(`sr.${column}`);
  const base = sql`
    ${s('passing_yards')} * ${r('passing_yards')} + ${s('passing_tds')} * ${r('passing_touchdowns')}
    + ${s('interceptions')} * ${r('interceptions_thrown')} + ${s('two_point_passes')} * ${r('two_point_pass')}
    + ${s('rushing_yards')} * ${r('rushing_yards')} + ${s('rushing_tds')} * ${r('rushing_touchdowns')}
    + ${s('two_point_rushes')} * ${r('two_point_rush')}
    + ${s('receptions')} * ${r('receptions')} + ${s('receiving_yards')} * ${r('receiving_yards')}
    + ${s('receiving_tds')} * ${r('receiving_touchdowns')} + ${s('two_point_receptions')} * ${r('two_point_reception')}
    + coalesce(${s('fumbles_lost')}, 0) * ${r('fumbles_lost')}`;
  // Season totals carry only the combined special-teams count; weekly lines may split it.
  const specialTeams =
    alias === 'ws'
      ? sql`(case
          when coalesce(ws.kickoff_return_tds, ws.punt_return_tds, ws.fumble_recovery_tds,
                        ws.interception_return_tds, ws.fumble_return_tds, ws.blocked_return_tds) is not null
          then coalesce(ws.kickoff_return_tds, 0) * sr.kickoff_return_touchdown
             + coalesce(ws.punt_return_tds, 0) * sr.punt_return_touchdown
             + coalesce(ws.fumble_recovery_tds, 0) * sr.fumble_recovered_touchdown
             + coalesce(ws.interception_return_tds, 0) * sr.interception_return_touchdown
             + coalesce(ws.fumble_return_tds, 0) * sr.fumble_return_touchdown
             + coalesce(ws.blocked_return_tds, 0) * sr.blocked_return_touchdown
          else ws.special_teams_tds * sr.kickoff_return_touchdown end)
          + coalesce(ws.two_point_returns, 0) * sr.two_point_return
          + coalesce(ws.safeties, 0) * sr.one_point_safety`
      : sql`ss.special_teams_tds * sr.kickoff_return_touchdown`;
  const bonus = sql`
    ${tierSql(s('passing_yards'), tiers.passing, r('passing_300_399'), r('passing_400_plus'))}
    + ${tierSql(s('rushing_yards'), tiers.rushing, r('rushing_100_199'), r('rushing_200_plus'))}
    + ${tierSql(s('receiving_yards'), tiers.receiving, r('receiving_100_199'), r('receiving_200_plus'))}`;
  return sql`round(${base} + ${specialTeams} + ${bonus}, 2)`;
}

/**
 * Every stat line of the league's season scored under its rules (alias `sr`), one per player and
 * week (the primary key), with whether it counts by `now`: a line counts once its game has kicked
 * off by the league clock (never a future week's line imported early). A line names its game, or
 * else its (or the player's) team. Narrow it with `.where('ws.week', ...)`.
 */
export function scoredWeekLines(db: Db, { leagueId, season, now }: SeasonPointsScope) {
  return db
    .selectFrom('weekly_stats as ws')
    .innerJoin('scoring_rules as sr', (join) => join.on('sr.league_id', '=', leagueId))
    .innerJoin('players as p', 'p.id', 'ws.player_id')
    .where('ws.season', '=', season)
    .select(({ exists, selectFrom }) =>
      exists(
        selectFrom('nfl_games as g')
          .select(sql.lit(1).as('one'))
          .whereRef('g.season', '=', 'ws.season')
          .whereRef('g.week', '=', 'ws.week')
          .where('g.kickoff', '<=', now)
          .where((eb) =>
            eb.or([
              eb('g.game_id', '=', eb.ref('ws.game_id')),
              eb.and([
                eb('ws.game_id', 'is', null),
                eb.or([
                  eb('g.home_team', '=', eb.fn.coalesce('ws.team', 'p.team')),
                  eb('g.away_team', '=', eb.fn.coalesce('ws.team', 'p.team')),
                ]),
              ]),
            ]),
          ),
      ).as('counted'),
    )
    .select([
      'ws.player_id as player_id',
      'ws.week as week',
      sql<number>`${statLinePointsSql('ws', WEEKLY_BONUS_TIERS)}`.as('points'),
      ...SEASON_STAT_FIELDS.map((field) => sql<number>`${sql.ref(`ws.${field}`)}`.as(field)),
    ]);
}

/**
 * Every season-totals line of the league's season scored under its rules with the season tiers:
 * what a player without weekly lines is scored from. Season totals say nothing of the games
 * behind them.
 */
export function scoredSeasonTotals(db: Db, { leagueId, season }: SeasonPointsScope) {
  return db
    .selectFrom('season_stats as ss')
    .innerJoin('scoring_rules as sr', (join) => join.on('sr.league_id', '=', leagueId))
    .where('ss.season', '=', season)
    .select([
      'ss.player_id as player_id',
      sql<number>`${statLinePointsSql('ss', SEASON_BONUS_TIERS)}`.as('season_points'),
      sql<number>`0`.as('games_played'),
      sql<WeeklyPoints>`'{}'::jsonb`.as('weekly_points'),
      ...SEASON_STAT_FIELDS.map((field) => sql<number>`${sql.ref(`ss.${field}`)}::int`.as(field)),
    ]);
}

/**
 * Season points of players in a league (rules §5.13), whole in one statement: the sum of the
 * player's weekly fantasy scores over the league's season under the league's scoring rules,
 * counting only weeks whose game has kicked off by `now`; a player with season totals and no
 * weekly rows is scored from the totals with the season tiers. One row per player that has stats
 * (others have 0 points); with no scoring rules the league scores nothing. What a read without
 * memos serves; the memoized reading adds the same figures up week by week
 * (season-points-by-week.ts), and the differential tests hold one to the other.
 */
export function seasonPointsTable(db: Db, scope: SeasonPointsScope) {
  const weekly = db
    .selectFrom(scoredWeekLines(db, scope).as('l'))
    .where('l.counted', '=', true)
    .groupBy('l.player_id')
    .select([
      'l.player_id as player_id',
      sql<number>`round(sum(l.points), 2)`.as('season_points'),
      sql<number>`count(*)::int`.as('games_played'),
      sql<WeeklyPoints>`jsonb_object_agg(l.week, l.points)`.as('weekly_points'),
      ...SEASON_STAT_FIELDS.map((field) =>
        sql<number>`sum(${sql.ref(`l.${field}`)})::int`.as(field),
      ),
    ]);
  const totals = scoredSeasonTotals(db, scope).where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom('weekly_stats as w2')
          .select(sql.lit(1).as('one'))
          .whereRef('w2.player_id', '=', 'ss.player_id')
          .where('w2.season', '=', scope.season),
      ),
    ),
  );
  return weekly.unionAll(totals);
}
