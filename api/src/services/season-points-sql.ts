import { SEASON_TOTAL_FIELDS } from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { seasonTotalsScoreSql, weeklyFantasyScoreSql } from './scoring-sql';

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

/**
 * Every stat line of the league's season scored under its rules (alias `sr`) by the one SQL
 * scorer (scoring-sql.ts, shared weeklyFantasyScore), one per player and
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
      sql<number>`${weeklyFantasyScoreSql('ws', 'sr')}`.as('points'),
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
      sql<number>`${seasonTotalsScoreSql('ss', 'sr')}`.as('season_points'),
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
      // Each line's points are whole cents: their exact sum is the season's (seasonScoreFromWeeks).
      sql<number>`round(sum(l.points::numeric), 2)`.as('season_points'),
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
