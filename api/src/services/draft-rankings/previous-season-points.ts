import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/connect';
import { mayMemoize, perDatabase } from '../../db/memos';
import { scoringRulesJsonSql, readVersionSql } from '../season-points-by-week';
import { weeklyFantasyScoreSql } from '../scoring-sql';

/** A past season's points by GSIS id (players.external_id); a player without lines has none. */
export type PastPoints = ReadonlyMap<string, number>;

export interface PastPointsScope {
  leagueId: number;
  season: number;
}

/**
 * Each player's fantasy points of a past season under the league's scoring rules, as season
 * points are counted (rules §5.13): the sum of his weekly scores, each by the one SQL scorer and
 * whole cents. One statement for the whole season.
 */
async function readPastPoints(db: Db, { leagueId, season }: PastPointsScope): Promise<PastPoints> {
  const rows = await db
    .selectFrom('past_weekly_stats as pw')
    .innerJoin('scoring_rules as sr', (join) => join.on('sr.league_id', '=', leagueId))
    .where('pw.season', '=', season)
    .groupBy('pw.external_id')
    .select([
      'pw.external_id as external_id',
      sql<number>`round(sum(${weeklyFantasyScoreSql('pw', 'sr')}::numeric), 2)::float8`.as(
        'points',
      ),
    ])
    .execute();
  return new Map(rows.map((row) => [row.external_id, Number(row.points)]));
}

/** What the points depend on: the rules' values and the past seasons' read version (migration 020). */
async function pastPointsKey(db: Db, { leagueId, season }: PastPointsScope): Promise<string> {
  const { rows } = await sql<{ rules: unknown; version: number }>`
    select ${scoringRulesJsonSql(leagueId)} as rules, ${readVersionSql('nfl:past')} as version`.execute(
    db,
  );
  return [season, Number(rows[0]?.version), JSON.stringify(rows[0]?.rules)].join('|');
}

/** Each database's past points by key: every draft of leagues on the same rules shares them. */
const bookOf = perDatabase(() => new LRUCache<string, PastPoints>({ max: 64 }));

/**
 * A past season's points under a league's rules, kept per database under the rules' values and
 * the past seasons' read version: a draft asks for its rankings at every pick and every expired
 * clock, and the past season does not change between them. Key and points are read in one
 * snapshot, so points are never filed under a key they do not match. Read from the rows where
 * memos are off (READ_CACHE_MB=0, inside a transaction).
 */
export async function previousSeasonPoints(db: Db, scope: PastPointsScope): Promise<PastPoints> {
  if (!mayMemoize(db)) return readPastPoints(db, scope);
  const book = bookOf(db);
  const cached = book.get(await pastPointsKey(db, scope));
  if (cached) return cached;
  const { key, points } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({
      key: await pastPointsKey(trx, scope),
      points: await readPastPoints(trx, scope),
    }));
  book.set(key, points);
  return points;
}
