import { sql } from 'kysely';
import { PREPARED, type Db } from '../db/connect';
import type { RosterEntry } from '../services/roster-context';
import { coveredClaims } from '../services/waiver-due/claim-coverage';
import type { RunContext } from './run-context';

/** A member as a run decides by: his budget, place in the waiver order and rule set. */
export interface RunMember {
  id: number;
  league_id: number;
  user_id: number;
  role: string;
  is_vamp: number;
  remaining_faab_budget: number | null;
  waiver_order: number | null;
}

/** The best pending claim of a run, with its player's facts. */
export interface ClaimToDecide {
  id: number;
  league_member_id: number;
  player_id: number;
  faab_claim_amount: number;
  rostered_player_to_drop: number | null;
  player_name: string;
  position: string;
  team: string;
  is_injured: number;
}

/**
 * Everything one award decides on, read in one statement that takes every member's lock: the
 * read versions it was read at (the award writes only while they hold), the best pending claim,
 * its member and his roster, where its player stands in the league and who of its
 * player and its drop is locked.
 */
export interface AwardSnapshot {
  leagueVersion: number;
  nflVersion: number;
  /** The claim's member, as locked. */
  member: RunMember | null;
  claim: ClaimToDecide | null;
  roster: RosterEntry[];
  /** The member rostering the claimed player, if any. */
  rosteredBy: number | null;
  /** The end of the claimed player's latest waiver period in the league, if any. */
  waiversUntil: Date | null;
  /** The claimed player's latest record off a roster in the league: placing him re-uses it. */
  previousRecord: number | null;
  /** Kickoffs of the lock week's started games of the claimed player and of the drop, by player. */
  lockedSince: Map<number, Date>;
}

export interface SnapshotRow {
  league_version: number | string | null;
  nfl_version: number | string | null;
  member: RunMember | null;
  claim: ClaimToDecide | null;
  roster: RosterEntry[] | null;
  player_state: { rostered_by: number | null; waivers_until: string | null } | null;
  previous_record: number | null;
  locked: [number, string][] | null;
}

/**
 * Locks every member row of the league, in id order, and reads the award's snapshot in the same
 * statement. An award moves budgets and the waiver order, and every roster change or claim edit
 * takes its member's lock first, so nothing the award decides on can change until it commits.
 * The statement's snapshot is taken before it waits for those locks, so what committed while it
 * waited shows only in the read versions, which the award's writes check (award-writes.ts).
 */
export function awardSnapshotStatement(trx: Db, context: RunContext) {
  const { league, lockWeek, now } = context;
  const covered = coveredClaims(trx, context.run).select('wc.id');
  // Who is locked at the run's instant (lockedPlayers): a game of his team this lock week has
  // kicked off. Without a game under way this week, nobody is (the usual Wednesday run).
  const locked = lockWeek
    ? sql`(select json_agg(json_build_array(k.id, k.kickoff)) from (
          select p.id, min(g.kickoff) as kickoff
          from players p
          join nfl_games g on g.season = ${league.season} and g.week = ${lockWeek.week}
            and (g.home_team = p.team or g.away_team = p.team)
          where g.kickoff <= ${now}
            and p.id in (
              select b.player_id from best b
              union all
              select rp.player_id from rostered_players rp join best b
                on rp.id = b.rostered_player_to_drop
            )
          group by p.id
        ) k)`
    : sql`null`;
  return sql<SnapshotRow>`${PREPARED}
    with locked_members as materialized (
      select id, league_id, user_id, role, is_vamp, remaining_faab_budget, waiver_order
      from league_members
      where league_id = ${league.id}
      order by id
      for no key update
    ),
    -- The best pending claim (decisions.md): highest bid, then the member's better place in the
    -- rolling waiver order, then the member's own priority, then the oldest claim.
    best as materialized (
      select wc.id, wc.league_member_id, wc.player_id, wc.faab_claim_amount,
        wc.rostered_player_to_drop, p.player_name, p.position, p.team, p.is_injured
      from waiver_claims wc
      join locked_members m on m.id = wc.league_member_id
      join players p on p.id = wc.player_id
      where wc.league_id = ${league.id} and wc.is_active = 1 and wc.id in (${covered})
      order by wc.faab_claim_amount desc, m.waiver_order asc nulls last,
        wc.league_member_priority asc nulls last, wc.created_at, wc.id
      limit 1
    )
    select
      coalesce((select version from read_versions where scope = ${`league:${league.id}`}), 0)
        as league_version,
      coalesce((select version from read_versions where scope = 'nfl'), 0) as nfl_version,
      (select to_json(m) from locked_members m join best b on b.league_member_id = m.id)
        as member,
      (select to_json(b) from best b) as claim,
      (select json_agg(json_build_object('id', rp.id, 'league_id', rp.league_id,
          'league_member_id', rp.league_member_id, 'player_id', rp.player_id,
          'player_name', p.player_name, 'position', p.position, 'team', p.team,
          'is_injured', p.is_injured, 'roster_position', rp.roster_position) order by rp.id)
        from best b
        join rostered_players rp on rp.league_member_id = b.league_member_id and rp.is_rostered = 1
        join players p on p.id = rp.player_id) as roster,
      (select json_build_object(
          'rostered_by', max(rp.league_member_id) filter (where rp.is_rostered = 1),
          'waivers_until', max(rp.waivers_until) filter (where rp.is_rostered = 0))
        from best b
        join rostered_players rp on rp.league_id = ${league.id} and rp.player_id = b.player_id)
        as player_state,
      (select rp.id from best b
        join rostered_players rp on rp.league_id = ${league.id} and rp.player_id = b.player_id
        where rp.is_rostered = 0
        order by rp.updated_at desc, rp.id desc
        limit 1) as previous_record,
      ${locked} as locked`;
}

/** The snapshot as the statement answered it. */
export function toAwardSnapshot(row: SnapshotRow): AwardSnapshot {
  const state = row.player_state;
  return {
    leagueVersion: Number(row.league_version ?? 0),
    nflVersion: Number(row.nfl_version ?? 0),
    member: row.member,
    claim: row.claim,
    roster: row.roster ?? [],
    rosteredBy: state?.rostered_by ?? null,
    waiversUntil: state?.waivers_until ? new Date(state.waivers_until) : null,
    previousRecord: row.previous_record,
    lockedSince: new Map(
      (row.locked ?? []).map(([playerId, kickoff]) => [playerId, new Date(kickoff)]),
    ),
  };
}

/** Reads an award's snapshot (see awardSnapshotStatement). */
export async function readAwardSnapshot(trx: Db, context: RunContext): Promise<AwardSnapshot> {
  const { rows } = await awardSnapshotStatement(trx, context).execute(trx);
  return toAwardSnapshot(rows[0]!);
}
