import type { Db } from '../../db/connect';
import { loadLeague } from '../roster-context';
import { leagueSeasonPoints } from '../season-points';

/** A player's place in a league's draft rankings, best first. */
export interface RankedPlayer {
  player_id: number;
  /** 1 for the best. */
  rank: number;
  /** Last season's fantasy points under the league's scoring (0 until that season is loaded). */
  previous_season_points: number;
  /** This season's fantasy points to date under the league's scoring. */
  season_points: number;
}

/**
 * Every player ranked for a league's draft, best first: by this season's points to date under
 * the league's own scoring, then by id so the order is the same on every call.
 */
export async function rankedPlayers(
  db: Db,
  { leagueId, now }: { leagueId: number; now: Date },
): Promise<RankedPlayer[]> {
  const league = await loadLeague(db, leagueId);
  const points = await leagueSeasonPoints(db, { leagueId, season: league.season, now });
  const players = await db.selectFrom('players').select('id').orderBy('id').execute();
  return players
    .map((player) => ({
      player_id: player.id,
      previous_season_points: 0,
      season_points: points.get(player.id)?.season_points ?? 0,
    }))
    .sort((a, b) => b.season_points - a.season_points || a.player_id - b.player_id)
    .map((player, index) => ({ ...player, rank: index + 1 }));
}
