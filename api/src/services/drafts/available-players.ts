import type { DraftAvailablePlayer, Position } from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import { rankedPlayers } from '../draft-rankings/ranked-players';
import { takenPlayerIds } from './autopick';

/**
 * The players still to be drafted in a league, best ranked first (GET
 * /drafts/getAvailablePlayers): neither drafted nor on a roster of the league, of one position
 * when asked, at most `limit`.
 */
export async function availablePlayers(
  db: Db,
  leagueId: number,
  query: { position?: Position | undefined; limit: number },
  now: Date,
): Promise<DraftAvailablePlayer[]> {
  const [ranked, taken, players] = await Promise.all([
    rankedPlayers(db, { leagueId, now }),
    takenPlayerIds(db, leagueId),
    db
      .selectFrom('players')
      .select(['id', 'player_name', 'position', 'team', 'injury_status'])
      .$call((qb) => (query.position ? qb.where('position', '=', query.position) : qb))
      .execute(),
  ]);
  const byId = new Map(players.map((player) => [player.id, player]));
  const answer: DraftAvailablePlayer[] = [];
  for (const entry of ranked) {
    if (answer.length >= query.limit) break;
    const player = byId.get(entry.player_id);
    if (!player || taken.has(entry.player_id)) continue;
    answer.push({
      player_id: player.id,
      player_name: player.player_name,
      position: player.position as Position,
      nfl_team: player.team,
      rank: entry.rank,
      previous_season_points: entry.previous_season_points,
      season_points: entry.season_points,
      injury_status: player.injury_status,
    });
  }
  return answer;
}
