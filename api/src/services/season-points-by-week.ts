import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connect';
import {
  emptySeasonTotals,
  SEASON_STAT_FIELDS,
  scoredSeasonTotals,
  scoredWeekLines,
  type SeasonPointsRow,
  type SeasonPointsScope,
} from './season-points-sql';

/** A week's read version (migration 013) and how many of its games have kicked off by `now`. */
interface WeekState {
  week: number;
  version: number;
  kickedOff: number;
}

/** What a league's season points depend on at one instant, read in one statement. */
export interface SeasonPointsState {
  /** The scoring rules' values as JSON (to_jsonb of the row without its ids and times). */
  rulesKey: string | undefined;
  /** The NFL data's read version (migration 004) and the season's games kicked off by `now`. */
  nflVersion: number;
  kickedOff: number;
  /** Every week of the season that has had a stat line or a game. */
  weeks: WeekState[];
  /** 'nfl:teams' and 'nfl:totals' (migration 013). */
  teamsVersion: number;
  totalsVersion: number;
}

interface StateRow {
  rules: unknown;
  nfl_version: number | string | null;
  kicked_off: number | string;
  weeks: [number, number | string, number | string][] | null;
  teams_version: number | string | null;
  totals_version: number | string | null;
}

/** The league's scoring rules' values as JSON: leagues on the same rules share points. */
export const scoringRulesJsonSql = (leagueId: number) =>
  sql`(select to_jsonb(sr) - 'id' - 'league_id' - 'created_at' - 'updated_at'
         from scoring_rules sr where sr.league_id = ${leagueId})`;

/** A read version by scope, 0 before it was first raised. */
export const readVersionSql = (scope: string) =>
  sql`coalesce((select version from read_versions where scope = ${scope}), 0)`;

/** How many of the season's games have kicked off by `now`. */
export const kickedOffSql = (season: number, now: Date) =>
  sql`(select count(*) from nfl_games g where g.season = ${season} and g.kickoff <= ${now})`;

/** Reads what the league's season points depend on at `now`, in one statement (one snapshot). */
export async function readSeasonPointsState(
  db: Db,
  { leagueId, season, now }: SeasonPointsScope,
): Promise<SeasonPointsState> {
  const { rows } = await sql<StateRow>`
    select
      ${scoringRulesJsonSql(leagueId)} as rules,
      ${readVersionSql('nfl')} as nfl_version,
      ${kickedOffSql(season, now)} as kicked_off,
      (select json_agg(json_build_array(v.week, v.version,
           (select count(*) from nfl_games g
              where g.season = v.season and g.week = v.week and g.kickoff <= ${now}))
           order by v.week)
         from nfl_week_versions v where v.season = ${season}) as weeks,
      ${readVersionSql('nfl:teams')} as teams_version,
      ${readVersionSql('nfl:totals')} as totals_version`.execute(db);
  const row = rows[0]!;
  return {
    rulesKey: JSON.stringify(row.rules),
    nflVersion: Number(row.nfl_version ?? 0),
    kickedOff: Number(row.kicked_off),
    weeks: (row.weeks ?? []).map(([week, weekVersion, kickedOff]) => ({
      week,
      version: Number(weekVersion),
      kickedOff: Number(kickedOff),
    })),
    teamsVersion: Number(row.teams_version ?? 0),
    totalsVersion: Number(row.totals_version ?? 0),
  };
}

type ScoredLine = Awaited<ReturnType<ReturnType<typeof scoredWeekLines>['execute']>>[number];
type TotalsLine = Awaited<ReturnType<ReturnType<typeof scoredSeasonTotals>['execute']>>[number];

/**
 * A week's scored lines, or the season totals, under one rule set: kept per database, since a
 * stats update of a live Sunday moves one week and every other stays as it was read. A week's
 * key holds its version, its games kicked off (a line counts from its game's kickoff) and the
 * players' teams (a line without a game or team counts by its player's).
 */
interface Parts {
  weeks: LRUCache<string, ScoredLine[]>;
  totals: LRUCache<string, TotalsLine[]>;
}
const partsByDb = new WeakMap<Db, Parts>();

function partsOf(db: Db): Parts {
  let parts = partsByDb.get(db);
  if (!parts) {
    // A season's weeks under a few rule sets and clock steps.
    parts = { weeks: new LRUCache({ max: 160 }), totals: new LRUCache({ max: 8 }) };
    partsByDb.set(db, parts);
  }
  return parts;
}

const weekKeyOf = (season: number, week: WeekState, state: SeasonPointsState) =>
  [season, week.week, week.version, week.kickedOff, state.teamsVersion, state.rulesKey].join('|');

/**
 * The league's season points added up week by week from the parts kept for `db`, reading through
 * `reader` (a transaction in the snapshot `state` was read in) only the weeks whose key moved:
 * the same figures `seasonPointsTable` scores in one statement. Each line's points are rounded
 * to the cent as the statement's are, so their sum has whole cents.
 */
export async function seasonPointsByWeek(
  db: Db,
  reader: Db,
  scope: SeasonPointsScope,
  state: SeasonPointsState,
): Promise<Map<number, SeasonPointsRow>> {
  const parts = partsOf(db);
  const keys = new Map(
    state.weeks.map((week) => [week.week, weekKeyOf(scope.season, week, state)]),
  );
  const missing = state.weeks.filter((week) => !parts.weeks.has(keys.get(week.week)!));
  if (missing.length > 0) {
    const rows = await scoredWeekLines(reader, scope)
      .where(
        'ws.week',
        'in',
        missing.map((week) => week.week),
      )
      .execute();
    const byWeek = new Map<number, ScoredLine[]>(missing.map((week) => [week.week, []]));
    for (const row of rows) byWeek.get(row.week)?.push(row);
    for (const [week, lines] of byWeek) parts.weeks.set(keys.get(week)!, lines);
  }
  const totalsKey = [scope.season, state.totalsVersion, state.rulesKey].join('|');
  let totals = parts.totals.get(totalsKey);
  if (!totals) {
    totals = await scoredSeasonTotals(reader, scope).execute();
    parts.totals.set(totalsKey, totals);
  }

  const points = new Map<number, SeasonPointsRow>();
  const withLines = new Set<number>();
  for (const week of state.weeks) {
    for (const line of parts.weeks.get(keys.get(week.week)!) ?? []) {
      withLines.add(line.player_id);
      if (!line.counted) continue;
      let row = points.get(line.player_id);
      if (!row) {
        row = {
          player_id: line.player_id,
          season_points: 0,
          games_played: 0,
          weekly_points: {},
          ...emptySeasonTotals(),
        };
        points.set(line.player_id, row);
      }
      row.season_points += line.points;
      row.games_played += 1;
      row.weekly_points[line.week] = line.points;
      for (const field of SEASON_STAT_FIELDS) row[field] += line[field];
    }
  }
  for (const row of points.values()) row.season_points = Math.round(row.season_points * 100) / 100;
  // Season totals score only a player without a single weekly line in the season.
  for (const line of totals) if (!withLines.has(line.player_id)) points.set(line.player_id, line);
  return points;
}
