import { sql } from 'kysely';
import { PREPARED, type Db } from '../db/connect';
import { coveredClaims } from '../services/waiver-due/claim-coverage';
import type { RunMember, RunRosterEntry } from './award-snapshot';
import type { RunContext } from './run-context';
import type { PendingClaim, RunState } from './run-state';

/** The state as the statement answers it: rows as arrays, to keep the JSON small. */
export interface RunStateRow {
  league_version: number | string | null;
  nfl_version: number | string | null;
  members: RunMember[] | null;
  /** [id, member, player, bid, drop, priority, age, covered] */
  claims: [number, number, number, number, number | null, number | null, number, boolean][] | null;
  /** [id, name, position, team, is_injured] of every player a pending claim names. */
  players: [number, string, string, string, number][] | null;
  /** [id, member, player, position, roster_position] of every rostered player, in id order. */
  rostered: [number, number, number, string, string][] | null;
  /** [player, record, updated at in µs]: each claimed player's latest record off a roster. */
  off_roster: [number, number, number | string][] | null;
  /** [player, kickoff] */
  locked: [number, string][] | null;
}

/**
 * Reads the whole of a league that a run decides on, in one statement and so at one instant:
 * the read versions, the members, every pending claim (those the run covers marked), the claimed
 * players' facts and latest records off a roster, every roster, and who of the claimed players
 * and drops is locked at the run's instant. The run reads it once and keeps it in step with its
 * own awards (run-state.ts); each award's writes check the read versions, so a change made
 * around the run is never decided on, only read again.
 */
export function runStateStatement(db: Db, context: RunContext) {
  const { league, lockWeek, now } = context;
  // Whether the run covers a pending claim `c`, asked of that claim alone (by its key): a plan
  // kept for the statement then reads the league's claims only, whatever the run's values.
  const covered = coveredClaims(db, context.run)
    .select(sql.lit(1).as('one'))
    .whereRef('wc.id', '=', sql.ref('c.id'));
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
              select player_id from pending
              union all
              select rp.player_id from rostered_players rp join pending c
                on rp.id = c.rostered_player_to_drop
            )
          group by p.id
        ) k)`
    : sql`null`;
  return sql<RunStateRow>`${PREPARED}
    with pending as materialized (
      select c.id, c.league_member_id, c.player_id, c.faab_claim_amount,
        c.rostered_player_to_drop, c.league_member_priority,
        row_number() over (order by c.created_at, c.id)::int as age,
        exists (${covered}) as covered
      from waiver_claims c
      where c.league_id = ${league.id} and c.is_active = 1
    )
    select
      coalesce((select version from read_versions where scope = ${`league:${league.id}`}), 0)
        as league_version,
      coalesce((select version from read_versions where scope = 'nfl'), 0) as nfl_version,
      (select json_agg(json_build_object('id', id, 'league_id', league_id, 'user_id', user_id,
          'role', role, 'is_vamp', is_vamp, 'remaining_faab_budget', remaining_faab_budget,
          'waiver_order', waiver_order) order by id)
        from league_members where league_id = ${league.id}) as members,
      (select json_agg(json_build_array(id, league_member_id, player_id, faab_claim_amount,
          rostered_player_to_drop, league_member_priority, age, covered) order by id)
        from pending) as claims,
      (select json_agg(json_build_array(p.id, p.player_name, p.position, p.team, p.is_injured))
        from (select distinct player_id from pending) c join players p on p.id = c.player_id)
        as players,
      (select json_agg(json_build_array(rp.id, rp.league_member_id, rp.player_id, p.position,
          rp.roster_position) order by rp.id)
        from rostered_players rp
        join players p on p.id = rp.player_id
        where rp.league_id = ${league.id} and rp.is_rostered = 1) as rostered,
      (select json_agg(json_build_array(o.player_id, o.id, o.at)) from (
          select distinct on (rp.player_id) rp.player_id, rp.id,
            (extract(epoch from rp.updated_at) * 1000000)::bigint as at
          from rostered_players rp
          where rp.league_id = ${league.id} and rp.is_rostered = 0
            and rp.player_id in (select player_id from pending)
          order by rp.player_id, rp.updated_at desc, rp.id desc
        ) o) as off_roster,
      ${locked} as locked`;
}

/** The state as the statement answered it. */
export function toRunState(row: RunStateRow): RunState {
  const facts = new Map((row.players ?? []).map((fact) => [fact[0], fact]));
  const claims: PendingClaim[] = (row.claims ?? []).map(
    ([id, memberId, playerId, bid, drop, priority, age, covered]) => {
      const [, name, position, team, injured] = facts.get(playerId)!;
      return {
        claim: {
          id,
          league_member_id: memberId,
          player_id: playerId,
          faab_claim_amount: bid,
          rostered_player_to_drop: drop,
          player_name: name,
          position,
          team,
          is_injured: injured,
        },
        priority,
        age,
        covered,
      };
    },
  );
  const rosters = new Map<number, RunRosterEntry[]>();
  const rosteredBy = new Map<number, number>();
  for (const [id, memberId, playerId, position, rosterPosition] of row.rostered ?? []) {
    const entry: RunRosterEntry = {
      id,
      league_member_id: memberId,
      player_id: playerId,
      position,
      roster_position: rosterPosition,
    };
    const roster = rosters.get(memberId);
    if (roster) roster.push(entry);
    else rosters.set(memberId, [entry]);
    rosteredBy.set(playerId, Math.max(memberId, rosteredBy.get(playerId) ?? memberId));
  }
  return {
    leagueVersion: Number(row.league_version ?? 0),
    nflVersion: Number(row.nfl_version ?? 0),
    members: new Map((row.members ?? []).map((member) => [member.id, member])),
    claims,
    rosters,
    rosteredBy,
    offRoster: new Map(
      (row.off_roster ?? []).map(([playerId, id, at]) => [playerId, { id, at: Number(at) }]),
    ),
    lockedSince: new Map(
      (row.locked ?? []).map(([playerId, kickoff]) => [playerId, new Date(kickoff)]),
    ),
    nextPlacedId: -1,
  };
}

/** Reads a run's state (runStateStatement). */
export async function readRunState(db: Db, context: RunContext): Promise<RunState> {
  const { rows } = await runStateStatement(db, context).execute(db);
  return toRunState(rows[0]!);
}
