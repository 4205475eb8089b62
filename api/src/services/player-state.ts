import type { PlayerState } from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { currentFantasyWeek, lockedPlayers } from './lineup-lock';

export interface LeagueScope {
  id: number;
  season: number;
}

/**
 * Where each given player stands in a league (rules §3.16: explicit wherever a player can be
 * picked), decided for the whole page at once: on a team; else locked once his game has kicked
 * off this fantasy week (he can't be added or claimed); else on waivers until his waiver period
 * ends; else a free agent. `week` is the current fantasy week's number when the caller has it.
 */
export async function playerStateFor(
  db: Db,
  league: LeagueScope,
  playerIds: readonly number[],
  now: Date,
  week?: number | null,
): Promise<Map<number, PlayerState>> {
  const states = new Map<number, PlayerState>();
  const ids = [...new Set(playerIds)];
  if (ids.length === 0) return states;
  const rows = await db
    .selectFrom('rostered_players')
    .select([
      'player_id',
      sql<number | null>`max(league_member_id) filter (where is_rostered = 1)`.as(
        'league_member_id',
      ),
      sql<Date | null>`max(waivers_until) filter (where is_rostered = 0)`.as('waivers_until'),
    ])
    .where('league_id', '=', league.id)
    .where('player_id', 'in', ids)
    .groupBy('player_id')
    .execute();
  const byPlayer = new Map(rows.map((row) => [row.player_id, row]));
  const weekNumber =
    week !== undefined ? week : ((await currentFantasyWeek(db, league.season, now))?.week ?? null);
  const locked = await lockedPlayers(db, ids, league.season, weekNumber, now);
  for (const id of ids) {
    const row = byPlayer.get(id);
    const kickoff = locked.get(id);
    const waiversUntil = row?.waivers_until ? new Date(row.waivers_until) : null;
    if (row?.league_member_id != null)
      states.set(id, { kind: 'rostered', league_member_id: row.league_member_id });
    else if (kickoff) states.set(id, { kind: 'locked', kickoff: kickoff.toISOString() });
    else if (waiversUntil && waiversUntil.getTime() > now.getTime())
      states.set(id, { kind: 'on_waivers', until: waiversUntil.toISOString() });
    else states.set(id, { kind: 'free_agent' });
  }
  return states;
}
