import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { LineupEntry } from './league-week-setup';

/**
 * The read versions a league's matchups depend on (migration 012): the league's setup, the NFL
 * data and each member's current lineup. A version never raised reads 0.
 */
export interface MatchupVersions {
  setup: number;
  nfl: number;
  lineups: Map<number, number>;
}

/** Every version a league's matchups depend on, in one statement. */
export async function readMatchupVersions(db: Db, leagueId: number): Promise<MatchupVersions> {
  const { rows } = await sql<{
    setup: number | string | null;
    nfl: number | string | null;
    lineups: [number, number | string][] | null;
  }>`
    select
      coalesce((select version from read_versions where scope = ${`matchups:${leagueId}`}), 0)
        as setup,
      coalesce((select version from read_versions where scope = 'nfl'), 0) as nfl,
      (select json_agg(json_build_array(m.id, coalesce(v.version, 0)))
        from league_members m
        left join read_versions v on v.scope = 'lineup:' || m.id
        where m.league_id = ${leagueId}) as lineups`.execute(db);
  const row = rows[0]!;
  return {
    setup: Number(row.setup ?? 0),
    nfl: Number(row.nfl ?? 0),
    lineups: new Map((row.lineups ?? []).map(([id, version]) => [id, Number(version)])),
  };
}

/** A member's current lineup at its read version. */
export interface MemberLineup {
  version: number;
  entries: LineupEntry[];
}

/**
 * The current lineups of the given members (their rostered players and slots), each with its
 * version, in one statement: read only for the members whose lineup changed.
 */
export async function readMemberLineups(
  db: Db,
  memberIds: readonly number[],
): Promise<Map<number, MemberLineup>> {
  const lineups = new Map<number, MemberLineup>();
  if (memberIds.length === 0) return lineups;
  const { rows } = await sql<{
    id: number;
    version: number | string | null;
    entries: [number, string][] | null;
  }>`
    select m.id, coalesce(v.version, 0) as version,
      (select json_agg(json_build_array(rp.player_id, rp.roster_position) order by rp.player_id)
        from rostered_players rp
        where rp.league_member_id = m.id and rp.league_id = m.league_id and rp.is_rostered = 1)
        as entries
    from league_members m
    left join read_versions v on v.scope = 'lineup:' || m.id
    where m.id = any(${sql.val([...memberIds])}::int[])`.execute(db);
  for (const row of rows)
    lineups.set(row.id, {
      version: Number(row.version ?? 0),
      entries: (row.entries ?? []).map(([player_id, roster_position]) => ({
        league_member_id: row.id,
        player_id,
        roster_position,
      })),
    });
  return lineups;
}
