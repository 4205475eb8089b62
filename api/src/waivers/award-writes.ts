import { sql } from 'kysely';
import { PREPARED } from '../db/connect';
import { waiversUntil } from '../services/roster-context';
import type { Candidate, RunMember, RunRosterEntry } from './award-snapshot';
import type { RunContext } from './run-context';
import type { StepWrites } from './take-step';
import { markStep, stepHolds, type StepGuard } from './step-transaction';

/** An award's roster move: the drop (if any) leaves, the player lands on BENCH. */
export interface RosterMove {
  candidate: Candidate;
  member: RunMember;
  drop: RunRosterEntry | null;
}

/**
 * The writes of one step, in one statement, made only while the read versions are those the
 * run's state stands at and every step sent before it in its round trip applied (`guard`): had
 * anything of the league or the NFL data committed since the state was read (or kept in step
 * with the run's own awards), nothing is written, and the run reads the league again and
 * decides the step again. It runs after the step has taken every member's lock
 * (lockMembersStatement), so nothing it decides on can change until it commits. Applied, it
 * leaves the step's mark for the next step of the trip.
 *
 * What it writes was worked out on the state (takeStep in run-state.ts), which while the
 * versions hold is the league as it stands: the claims closed and those moved up their owners'
 * lists, the log rows in order, the members' budgets and places, and an award's roster move.
 * The rows travel as JSON, so the statement's text is the same however many there are, and
 * each table is written by one part. (The run's counters are counted from its log when it is
 * done: run-done.ts.)
 */
export function stepWritesStatement(
  context: RunContext,
  guard: StepGuard,
  writes: StepWrites,
  move: RosterMove | null,
) {
  const { league, now } = context;
  const rosterWrites = move ? rosterMoveParts(context, move) : [];
  const memberWrites =
    writes.members.length === 0
      ? []
      : [
          sql`members_written as (
            update league_members as m
            set remaining_faab_budget = w.budget, waiver_order = w.place
            from json_to_recordset(${JSON.stringify(writes.members)}::json)
              as w(id int, budget int, place int)
            where m.id = w.id and m.league_id = ${league.id} and exists (select 1 from guard)
          )`,
        ];
  const log = writes.log.map((row, ord) => ({ ...row, ord }));
  const parts = [
    sql`guard as (select 1 as ok where ${stepHolds(league.id, guard)})`,
    sql`claims_written as (
      update waiver_claims as wc
      set is_active = case when w.status is null then wc.is_active else 0 end,
        status = coalesce(w.status, wc.status),
        result_reason = case when w.status is null then wc.result_reason else w.reason end,
        processed_at = case when w.status is null then wc.processed_at else ${now}::timestamptz end,
        waiver_run_id = case when w.status is null then wc.waiver_run_id
          else ${context.run.id}::int end,
        league_member_priority = coalesce(w.place, wc.league_member_priority)
      from json_to_recordset(${JSON.stringify(writes.claims)}::json)
        as w(id int, status text, reason text, place int)
      where wc.id = w.id and wc.league_id = ${league.id} and wc.is_active = 1
        and exists (select 1 from guard)
    )`,
    sql`logged as (
      insert into league_transactions
        (league_id, league_member_id, kind, player_id, bid, reason, waiver_claim_id, created_at)
      select ${league.id}, l.member, l.kind, l.player, l.bid, l.reason, l.claim, ${now}::timestamptz
      from json_to_recordset(${JSON.stringify(log)}::json)
        as l(member int, kind text, player int, bid int, reason text, claim int, ord int)
      where exists (select 1 from guard)
      order by l.ord
    )`,
    ...rosterWrites,
    ...memberWrites,
  ];
  return sql<{ applied: boolean }>`${PREPARED}
    with ${sql.join(parts, sql`, `)}
    select case when exists (select 1 from guard) then ${markStep(guard.chain)} else false end
      as applied`;
}

/**
 * An award's roster move: the drop goes onto waivers (for the league's waiver period from the
 * run's instant), and the player lands on BENCH, on his latest record in the league if he has
 * one, else on a new one.
 */
function rosterMoveParts(context: RunContext, { candidate, member, drop }: RosterMove) {
  const { league, now } = context;
  const { claim, previousRecord } = candidate;
  const parts = [];
  if (drop) {
    parts.push(sql`dropped as (
      update rostered_players
      set is_rostered = 0, roster_position = 'BENCH', dropped_at = ${now}::timestamptz,
        waivers_until = ${waiversUntil(now, context.waiversLength)}::timestamptz,
        updated_at = ${now}::timestamptz
      where id = ${drop.id} and exists (select 1 from guard)
    )`);
  }
  parts.push(
    previousRecord === null
      ? sql`placed as (
          insert into rostered_players (league_id, league_member_id, player_id, roster_position,
            is_rostered, created_at, updated_at)
          select ${league.id}, ${member.id}, ${claim.player_id}, 'BENCH', 1,
            ${now}::timestamptz, ${now}::timestamptz
          where exists (select 1 from guard)
        )`
      : sql`placed as (
          update rostered_players
          set league_member_id = ${member.id}, roster_position = 'BENCH', is_rostered = 1,
            dropped_at = null, waivers_until = null, updated_at = ${now}::timestamptz
          where id = ${previousRecord} and is_rostered = 0
            and exists (select 1 from guard)
        )`,
  );
  return parts;
}
