import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connect';
import { mayMemoize, perDatabase } from '../db/memos';
import {
  kickedOffSql,
  readSeasonPointsState,
  readVersionSql,
  scoringRulesJsonSql,
  seasonPointsByWeek,
} from './season-points-by-week';
import {
  seasonPointsTable,
  type SeasonPointsRow,
  type SeasonPointsScope,
} from './season-points-sql';

export {
  emptySeasonTotals,
  SEASON_STAT_FIELDS,
  type SeasonPointsRow,
  type SeasonPointsScope,
  type SeasonStatTotals,
  type WeeklyPoints,
} from './season-points-sql';

/**
 * What a league's season points depend on, read in one query: its scoring rules (the values,
 * not the league: leagues on the same rules share points), the NFL data's read version
 * (migration 004) and how many of the season's games have kicked off by `now`.
 */
async function seasonPointsKey(db: Db, scope: SeasonPointsScope): Promise<string> {
  const { rows } = await sql<{ rules: unknown; nfl_version: number; kicked_off: number }>`
    select
      ${scoringRulesJsonSql(scope.leagueId)} as rules,
      ${readVersionSql('nfl')} as nfl_version,
      ${kickedOffSql(scope.season, scope.now)} as kicked_off`.execute(db);
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
const bookOf = perDatabase(() => new LRUCache<string, Map<number, SeasonPointsRow>>({ max: 64 }));

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
      // Only the weeks that moved since their last read are scored again (a live Sunday's
      // update moves one), the rest are added up as they were kept.
      const state = await readSeasonPointsState(trx, scope);
      const points = await seasonPointsByWeek(db, trx, scope, state);
      return { key: seasonPointsKeyOf({ season, ...state }), points };
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
const readingByDb = perDatabase(() => new Map<string, Promise<Map<number, SeasonPointsRow>>>());

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
