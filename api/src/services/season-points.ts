import {
  SEASON_BONUS_TIERS,
  SEASON_TOTAL_FIELDS,
  WEEKLY_BONUS_TIERS,
} from '@fangtasy/shared/domain';
import { sql, type RawBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connect';
import { mayMemoize } from '../db/memos';

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
 * Season points of players in a league (decisions.md): the sum of the player's weekly fantasy
 * scores over the league's season under the league's scoring rules, counting only weeks whose game
 * has kicked off by `now`; a player with season totals and no weekly rows is scored from the
 * totals with the season tiers. One row per player that has stats (others have 0 points); with
 * no scoring rules the league scores nothing. Use it as a derived table:
 * `.leftJoin(seasonPointsTable(db, scope).as('sp'), 'sp.player_id', 'p.id')`.
 */
export function seasonPointsTable(db: Db, scope: SeasonPointsScope) {
  const { leagueId, season, now } = scope;
  // One scored line per player and week (the primary key), summed per player below.
  const lines = db
    .selectFrom('weekly_stats as ws')
    .innerJoin('scoring_rules as sr', (join) => join.on('sr.league_id', '=', leagueId))
    .innerJoin('players as p', 'p.id', 'ws.player_id')
    .where('ws.season', '=', season)
    // A stat line counts once its game has kicked off by the league clock (never a future week's
    // line imported early). A line names its game, or else its (or the player's) team.
    .where(({ exists, selectFrom }) =>
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
      ),
    )
    .select([
      'ws.player_id as player_id',
      'ws.week as week',
      statLinePointsSql('ws', WEEKLY_BONUS_TIERS).as('points'),
      ...SEASON_STAT_FIELDS.map((field) => sql.ref(`ws.${field}`).as(field)),
    ]);
  const weekly = db
    .selectFrom(lines.as('l'))
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
  const totals = db
    .selectFrom('season_stats as ss')
    .innerJoin('scoring_rules as sr', (join) => join.on('sr.league_id', '=', leagueId))
    .where('ss.season', '=', season)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('weekly_stats as w2')
            .select(sql.lit(1).as('one'))
            .whereRef('w2.player_id', '=', 'ss.player_id')
            .where('w2.season', '=', season),
        ),
      ),
    )
    .select([
      'ss.player_id as player_id',
      sql<number>`${statLinePointsSql('ss', SEASON_BONUS_TIERS)}`.as('season_points'),
      // Season totals say nothing of the games behind them.
      sql<number>`0`.as('games_played'),
      sql<WeeklyPoints>`'{}'::jsonb`.as('weekly_points'),
      ...SEASON_STAT_FIELDS.map((field) => sql<number>`${sql.ref(`ss.${field}`)}::int`.as(field)),
    ]);
  return weekly.unionAll(totals);
}

/**
 * What a league's season points depend on, read in one query: its scoring rules (the values,
 * not the league: leagues on the same rules share points), the NFL data's read version
 * (migration 004) and how many of the season's games have kicked off by `now`.
 */
async function seasonPointsKey(db: Db, scope: SeasonPointsScope): Promise<string> {
  const { rows } = await sql<{ rules: unknown; nfl_version: number; kicked_off: number }>`
    select
      (select to_jsonb(sr) - 'id' - 'league_id' - 'created_at' - 'updated_at'
         from scoring_rules sr where sr.league_id = ${scope.leagueId}) as rules,
      coalesce((select version from read_versions where scope = 'nfl'), 0) as nfl_version,
      (select count(*) from nfl_games g
         where g.season = ${scope.season} and g.kickoff <= ${scope.now}) as kicked_off`.execute(db);
  const state = rows[0];
  return seasonPointsKeyOf({
    season: scope.season,
    nflVersion: Number(state?.nfl_version),
    kickedOff: Number(state?.kicked_off),
    rulesKey: JSON.stringify(state?.rules),
  });
}

/**
 * The key season points are kept under, from its parts: a caller that already holds them (the
 * matchups' setup and NFL parts) finds the points without asking the database.
 */
export const seasonPointsKeyOf = (parts: {
  season: number;
  nflVersion: number;
  kickedOff: number;
  /** The scoring rules' values as JSON (to_jsonb of the row without its ids and times). */
  rulesKey: string | undefined;
}): string => [parts.season, parts.nflVersion, parts.kickedOff, parts.rulesKey].join('|');

const pointsMap = (rows: readonly { player_id: number }[]) =>
  new Map(rows.map((row) => [row.player_id, row as SeasonPointsRow]));

/** Each database's season points by key; a few rule sets and clock steps are live at a time. */
const booksByDb = new WeakMap<Db, LRUCache<string, Map<number, SeasonPointsRow>>>();

function bookOf(db: Db) {
  let book = booksByDb.get(db);
  if (!book) {
    book = new LRUCache({ max: 64 });
    booksByDb.set(db, book);
  }
  return book;
}

/**
 * Every player's season points and totals in a league (players without stats are absent: 0
 * points). Scoring every stat line of the season is the heaviest read of the wire and the
 * rosters, so it is kept per database under `seasonPointsKey`; the key and the points are read
 * in one snapshot, so points are never filed under a key they do not match.
 */
export async function leagueSeasonPoints(
  db: Db,
  { leagueId, season, now }: SeasonPointsScope,
): Promise<Map<number, SeasonPointsRow>> {
  // Rebuilt from exactly the fields the key covers: whatever else a caller's object carries (a
  // player list) must never shape what is filed under the league-wide key.
  const scope = { leagueId, season, now };
  if (!mayMemoize(db)) return pointsMap(await seasonPointsTable(db, scope).execute());
  const book = bookOf(db);
  const asked = await seasonPointsKey(db, scope);
  const cached = book.get(asked);
  if (cached) return cached;
  // A stats update moves every league's key at once, and every request that needs the points
  // then misses together: they share one read (the heaviest of the api) instead of each making
  // its own. The points read may be newer than the key asked for, never older.
  const reading = readingByDb(db);
  const pending = reading.get(asked);
  if (pending) return pending;
  const read = db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const snapshotKey = await seasonPointsKey(trx, scope);
      const rows = await seasonPointsTable(trx, scope).execute();
      return { key: snapshotKey, points: pointsMap(rows) };
    })
    .then(({ key, points }) => {
      book.set(key, points);
      return points;
    })
    .finally(() => reading.delete(asked));
  reading.set(asked, read);
  return read;
}

/** Season points being read now, by the key they were asked under. */
const readsByDb = new WeakMap<Db, Map<string, Promise<Map<number, SeasonPointsRow>>>>();

function readingByDb(db: Db) {
  let reading = readsByDb.get(db);
  if (!reading) {
    reading = new Map();
    readsByDb.set(db, reading);
  }
  return reading;
}

/**
 * The season points kept under `key`, or, when they are not, the league's as `leagueSeasonPoints`
 * reads them now; with the key they were filed under (a newer one when the data moved since).
 */
export async function seasonPointsUnder(
  db: Db,
  key: string,
  scope: SeasonPointsScope,
): Promise<{ key: string; points: Map<number, SeasonPointsRow> }> {
  const book = bookOf(db);
  const cached = book.get(key);
  if (cached) return { key, points: cached };
  const points = await leagueSeasonPoints(db, scope);
  for (const [filed, kept] of book.entries()) if (kept === points) return { key: filed, points };
  return { key, points };
}

/** Season points and totals of the given players (0 points for a player without stats). */
export async function seasonPointsFor(
  db: Db,
  scope: SeasonPointsScope & { playerIds: readonly number[] },
): Promise<Map<number, SeasonPointsRow>> {
  const result = new Map<number, SeasonPointsRow>();
  if (scope.playerIds.length === 0) return result;
  const points = await leagueSeasonPoints(db, {
    leagueId: scope.leagueId,
    season: scope.season,
    now: scope.now,
  });
  for (const id of scope.playerIds) {
    const row = points.get(id);
    if (row) result.set(id, row);
  }
  return result;
}

/** Season totals of a player without stats. */
export const emptySeasonTotals = (): SeasonStatTotals =>
  Object.fromEntries(SEASON_STAT_FIELDS.map((field) => [field, 0])) as SeasonStatTotals;
