import { MESSAGES, type RosterRules } from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { notFound } from '../../errors';
import { loadShippedPastSeasonIfAbsent } from '../../import/past-season';
import { leagueSeasonPoints } from '../season-points';
import { draftablePositions } from './draftable-positions';
import { previousSeasonPoints } from './previous-season-points';

/** A draftable player's place in his league's draft rankings, with the figures it rests on. */
export interface RankedPlayer {
  player_id: number;
  rank: number;
  /** Fantasy points of the season before the league's, under the league's scoring rules. */
  previous_season_points: number;
  /** This season's points to date (games kicked off by `now`), as the wire counts them. */
  season_points: number;
}

/** Code-unit order: the same on every machine and database, whatever their collation. */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The league's draft rankings, best first (docs/decisions/060): every player of the pool at a
 * position the league's rule sets can hold, by the previous season's fantasy points under the
 * league's own scoring rules, then this season's points to date, then name and id. A past
 * season's player who is not in the pool is not ranked (he is not draftable). Four queries
 * whatever the number of players; the previous season's points are kept per rules (memoized),
 * this season's come from the season points service (memoized there).
 */
export async function rankedPlayers(
  db: Db,
  scope: { leagueId: number; now: Date },
): Promise<RankedPlayer[]> {
  // The shipped past season, loaded by the first ranking a database is asked for rather than by
  // every start (most starts never rank: tests, a league in season); later calls cost one query.
  await loadShippedPastSeasonIfAbsent(db);
  const league = await db
    .selectFrom('leagues as l')
    .select([
      'l.season',
      sql<
        RosterRules[] | null
      >`(select json_agg(rr) from roster_rules rr where rr.league_id = l.id)`.as('rule_sets'),
    ])
    .where('l.id', '=', scope.leagueId)
    .executeTakeFirst();
  if (!league) throw notFound(MESSAGES.leagueNotFound);
  const positions = draftablePositions(league.rule_sets ?? []);
  if (positions.length === 0) return [];
  const previous = await previousSeasonPoints(db, {
    leagueId: scope.leagueId,
    season: league.season - 1,
  });
  const current = await leagueSeasonPoints(db, {
    leagueId: scope.leagueId,
    season: league.season,
    now: scope.now,
  });
  const players = await db
    .selectFrom('players')
    .select(['id', 'external_id', 'player_name'])
    .where('position', 'in', positions)
    .execute();
  return players
    .map((player) => ({
      player_id: player.id,
      name: player.player_name,
      previous_season_points: previous.get(player.external_id) ?? 0,
      season_points: Number(current.get(player.id)?.season_points ?? 0),
    }))
    .sort(
      (a, b) =>
        b.previous_season_points - a.previous_season_points ||
        b.season_points - a.season_points ||
        byName(a.name, b.name) ||
        a.player_id - b.player_id,
    )
    .map(({ player_id, previous_season_points, season_points }, index) => ({
      player_id,
      rank: index + 1,
      previous_season_points,
      season_points,
    }));
}
