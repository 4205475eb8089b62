import { sql } from 'kysely';
import { PREPARED, type Db } from '../db/connect';
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

/** A rostered player as a step judges a roster by: what counts toward its size and limits. */
export interface RunRosterEntry {
  id: number;
  league_member_id: number;
  player_id: number;
  position: string;
  roster_position: string;
}

/** A pending claim of the run, with what judging it reads besides its member and roster. */
export interface Candidate {
  claim: ClaimToDecide;
  /** The member rostering the claimed player, if any. */
  rosteredBy: number | null;
  /** The claimed player's latest record off a roster in the league: placing him re-uses it. */
  previousRecord: number | null;
}

/**
 * Everything one step of a run decides on, read in one statement that takes every member's
 * lock: the read versions it was read at (the step writes only while they hold), the run's best
 * pending claims in order (at most CANDIDATES), their members and rosters, where their players
 * stand in the league and who of their players and drops is locked.
 */
export interface AwardSnapshot {
  leagueVersion: number;
  nflVersion: number;
  /** The best pending claims, best first: a prefix of the run's order. */
  candidates: Candidate[];
  /** Whether every member has a place in the waiver order of his own (see nextStep). */
  distinctOrder: boolean;
  /** The candidates' members, as locked, by id. */
  members: Map<number, RunMember>;
  /** The candidates' members' rosters, by member. */
  rosters: Map<number, RunRosterEntry[]>;
  /** Kickoffs of the lock week's started games of the candidates' players and drops, by player. */
  lockedSince: Map<number, Date>;
}

/** What judging one claim reads: its own slice of the snapshot. */
export interface ClaimView {
  rosteredBy: number | null;
  lockedSince: Map<number, Date>;
  roster: RunRosterEntry[];
}

export interface SnapshotRow {
  league_version: number | string | null;
  nfl_version: number | string | null;
  distinct_order: boolean | null;
  members: RunMember[] | null;
  candidates:
    (ClaimToDecide & { rostered_by: number | null; previous_record: number | null })[] | null;
  /** [id, league_member_id, player_id, position, roster_position] in id order. */
  rosters: [number, number, number, string, string][] | null;
  locked: [number, string][] | null;
}

/**
 * How many of the best pending claims a snapshot reads. A step decides them in order against
 * the same locked state until one is won (nextStep), so a claim failed just before an award
 * closes in the award's step rather than in a step of its own. Two catch nearly all of them
 * (a refusal seldom follows another); each more costs every step a roster read.
 */
export const CANDIDATES = 2;

/**
 * Locks every member row of the league, in id order, and reads the step's snapshot in the same
 * statement. An award moves budgets and the waiver order, and every roster change or claim edit
 * takes its member's lock first, so nothing a step decides on can change until it commits.
 * The statement's snapshot is taken before it waits for those locks, so what committed while it
 * waited shows only in the read versions, which the step's writes check (award-writes.ts).
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
              select c.player_id from candidates c
              union all
              select rp.player_id from rostered_players rp join candidates c
                on rp.id = c.rostered_player_to_drop
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
    -- The best pending claims (decisions.md): highest bid, then the member's better place in the
    -- rolling waiver order, then the member's own priority, then the oldest claim.
    candidates as materialized (
      select wc.id, wc.league_member_id, wc.player_id, wc.faab_claim_amount,
        wc.rostered_player_to_drop, p.player_name, p.position, p.team, p.is_injured,
        row_number() over (
          order by wc.faab_claim_amount desc, m.waiver_order asc nulls last,
            wc.league_member_priority asc nulls last, wc.created_at, wc.id
        ) as place
      from waiver_claims wc
      join locked_members m on m.id = wc.league_member_id
      join players p on p.id = wc.player_id
      where wc.league_id = ${league.id} and wc.is_active = 1 and wc.id in (${covered})
      order by place
      limit ${sql.lit(CANDIDATES)}
    )
    select
      coalesce((select version from read_versions where scope = ${`league:${league.id}`}), 0)
        as league_version,
      coalesce((select version from read_versions where scope = 'nfl'), 0) as nfl_version,
      (select count(*) = count(distinct waiver_order) from locked_members) as distinct_order,
      (select json_agg(to_json(m)) from locked_members m
        where m.id in (select league_member_id from candidates)) as members,
      (select json_agg(json_build_object('id', c.id, 'league_member_id', c.league_member_id,
          'player_id', c.player_id, 'faab_claim_amount', c.faab_claim_amount,
          'rostered_player_to_drop', c.rostered_player_to_drop, 'player_name', c.player_name,
          'position', c.position, 'team', c.team, 'is_injured', c.is_injured,
          'rostered_by', (select max(rp.league_member_id) from rostered_players rp
            where rp.league_id = ${league.id} and rp.player_id = c.player_id
              and rp.is_rostered = 1),
          'previous_record', (select rp.id from rostered_players rp
            where rp.league_id = ${league.id} and rp.player_id = c.player_id
              and rp.is_rostered = 0
            order by rp.updated_at desc, rp.id desc
            limit 1)) order by c.place)
        from candidates c) as candidates,
      (select json_agg(json_build_array(rp.id, rp.league_member_id, rp.player_id, p.position,
          rp.roster_position) order by rp.id)
        from rostered_players rp
        join players p on p.id = rp.player_id
        where rp.league_member_id in (select league_member_id from candidates)
          and rp.is_rostered = 1) as rosters,
      ${locked} as locked`;
}

/** The snapshot as the statement answered it. */
export function toAwardSnapshot(row: SnapshotRow): AwardSnapshot {
  const rosters = new Map<number, RunRosterEntry[]>();
  for (const [id, memberId, playerId, position, rosterPosition] of row.rosters ?? []) {
    const entry = {
      id,
      league_member_id: memberId,
      player_id: playerId,
      position,
      roster_position: rosterPosition,
    };
    const roster = rosters.get(memberId);
    if (roster) roster.push(entry);
    else rosters.set(memberId, [entry]);
  }
  return {
    leagueVersion: Number(row.league_version ?? 0),
    nflVersion: Number(row.nfl_version ?? 0),
    candidates: (row.candidates ?? []).map(({ rostered_by, previous_record, ...claim }) => ({
      claim,
      rosteredBy: rostered_by,
      previousRecord: previous_record,
    })),
    distinctOrder: row.distinct_order === true,
    members: new Map((row.members ?? []).map((member) => [member.id, member])),
    rosters,
    lockedSince: new Map(
      (row.locked ?? []).map(([playerId, kickoff]) => [playerId, new Date(kickoff)]),
    ),
  };
}

/** What judging a candidate reads: its player's state, the locks, its member's roster. */
export const claimView = (snapshot: AwardSnapshot, candidate: Candidate): ClaimView => ({
  rosteredBy: candidate.rosteredBy,
  lockedSince: snapshot.lockedSince,
  roster: snapshot.rosters.get(candidate.claim.league_member_id) ?? [],
});

/** Reads a step's snapshot (see awardSnapshotStatement). */
export async function readAwardSnapshot(trx: Db, context: RunContext): Promise<AwardSnapshot> {
  const { rows } = await awardSnapshotStatement(trx, context).execute(trx);
  return toAwardSnapshot(rows[0]!);
}
