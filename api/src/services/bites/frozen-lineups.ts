import type { FrozenLineupPlayer } from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** A player of a frozen lineup with what a bite names him by. */
export interface FrozenLineupEntry extends FrozenLineupPlayer {
  league_member_id: number;
  position: string;
  team: string;
}

/**
 * The lineups the given members played a week with, frozen when it ended (matchup_lineups), with
 * what the week said of each player: whether his NFL team had a game, whether he has a stat line,
 * and his injury report — in one query for every member.
 */
export async function frozenLineups(
  db: Db,
  week: { leagueId: number; season: number; week: number },
  memberIds: readonly number[],
): Promise<Map<number, FrozenLineupEntry[]>> {
  const byMember = new Map<number, FrozenLineupEntry[]>(memberIds.map((id) => [id, []]));
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .selectFrom('matchup_lineups as ml')
    .innerJoin('players as p', 'p.id', 'ml.player_id')
    .select([
      'ml.league_member_id',
      'ml.player_id',
      'ml.roster_position',
      'p.player_name',
      'p.position',
      'p.team',
      'p.injury_status',
      sql<boolean>`exists (
        select 1 from nfl_games g
        where g.season = ${week.season} and g.week = ${week.week}
          and (g.home_team = p.team or g.away_team = p.team))`.as('had_game'),
      sql<boolean>`exists (
        select 1 from weekly_stats ws
        where ws.player_id = ml.player_id and ws.season = ${week.season} and ws.week = ${week.week})`.as(
        'played',
      ),
    ])
    .where('ml.league_id', '=', week.leagueId)
    .where('ml.week', '=', week.week)
    .where('ml.league_member_id', 'in', [...memberIds])
    .orderBy('ml.player_id')
    .execute();
  for (const row of rows) byMember.get(row.league_member_id)?.push(row);
  return byMember;
}
