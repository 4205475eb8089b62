import { MESSAGES } from '@fangtasy/shared/domain';
import { sql, type RawBuilder } from 'kysely';
import { PREPARED } from '../db/connect';
import type {
  AwardSnapshot,
  Candidate,
  ClaimToDecide,
  RunMember,
  RunRosterEntry,
} from './award-snapshot';
import type { RunContext } from './run-context';
import { versionsHold } from './step-transaction';

const DAY_MS = 86_400_000;

/** A claim a step refused before its award (or before the run ran out of claims), with why. */
export interface Refusal {
  claim: ClaimToDecide;
  reason: string;
}

/** The log's kind for a claim closed as `status`. */
const logKindOf = (status: Closing['status']) =>
  status === 'won' ? 'waiver_won' : 'waiver_failed';

/** A part of an award's closing: a CTE name, the claims it chooses, and how it closes them. */
interface Closing {
  name: string;
  /** A condition on waiver_claims (as wc) choosing the claims to close. */
  which: RawBuilder<unknown>;
  status: 'won' | 'failed';
  reason: string | null;
}

/**
 * The writes of one step, in one statement, made only while the read versions are those the
 * run's state stands at: had anything of the league or the NFL data committed since the state
 * was read (or kept in step with the run's own awards), nothing is written, and the run reads
 * the league again and decides the step again. It runs after the step has taken every member's
 * lock (lockMembersStatement), so nothing it decides on can change until it commits.
 * The claims the step closes are chosen first, read-only: those refused, in the order they were
 * decided, then the award's (`closing`, each part leaving out the claims an earlier one chose).
 * One update closes them and closes the ranks of their owners' (and the winner's) pending
 * claims, one insert logs them, and the roster, budget and waiver order are written beside
 * (`also`). One update of the claims, not one per part: each data-modifying part costs the
 * statement a start of its own (the table's indexes, constraints and triggers), which
 * outweighed the few rows each writes. (The run's counters are counted from its log when it is
 * done: run-done.ts.)
 */
function guardedWrites(
  context: RunContext,
  snapshot: AwardSnapshot,
  refusals: readonly Refusal[],
  parts: {
    closing: Closing[];
    /** Further CTEs (roster, budget), and the log rows they add besides the closed claims'. */
    also?: RawBuilder<unknown>;
    extraLogs?: RawBuilder<unknown>;
    /** The member the award is for: his list closes ranks with every closed claim's owner's. */
    member: number;
  },
) {
  const { league, now } = context;
  const claimColumns = sql`wc.id, wc.league_member_id, wc.player_id, wc.faab_claim_amount`;
  const closedUnion = sql.join(
    [
      sql`select * from refused`,
      ...parts.closing.map((part) => sql`select * from ${sql.ref(part.name)}`),
    ],
    sql` union all `,
  );
  const logRows = sql.join(
    [
      sql`
          select phase, ord, id as claim, league_member_id as member, kind,
            player_id as player, faab_claim_amount as bid, reason
          from closed`,
      ...(parts.extraLogs ? [parts.extraLogs] : []),
    ],
    sql` union all `,
  );
  const closingParts = parts.closing.map(
    (part, index) => sql`${sql.ref(part.name)} as (
      select ${claimColumns}, ${part.status}::text as status, ${part.reason}::text as reason,
        ${sql.lit(logKindOf(part.status))}::text as kind, ${sql.lit((index + 1) * 2)} as phase, 0 as ord
      from waiver_claims wc
      where ${part.which}
        and wc.id not in (select id from refused)
        ${sql.join(
          parts.closing
            .slice(0, index)
            .map((earlier) => sql`and wc.id not in (select id from ${sql.ref(earlier.name)})`),
          sql` `,
        )}
    ),`,
  );
  // The refused claims travel as two values, so the statement's text is the same however many
  // there are: their ids in the order they were decided, and their reasons in the same order.
  const refusedIds = sql`${`{${refusals.map(({ claim }) => claim.id).join(',')}}`}::int[]`;
  const reasons = JSON.stringify(refusals.map(({ reason }) => reason));
  return sql<{ applied: boolean }>`${PREPARED}
    with guard as (
      select 1 as ok where ${versionsHold(league.id, snapshot)}
    ),
    refused as (
      select ${claimColumns}, 'failed'::text as status,
        ${reasons}::jsonb ->> (r.ord::int - 1) as reason, ${sql.lit(logKindOf('failed'))}::text as kind,
        0 as phase, r.ord::int as ord
      from unnest(${refusedIds}) with ordinality as r (id, ord)
      join waiver_claims wc on wc.id = r.id and wc.is_active = 1
    ),
    ${sql.join(closingParts, sql` `)}
    closed as (${closedUnion}),
    ${parts.also ? sql`${parts.also},` : sql``}
    -- Decided claims leave their owners' priority lists, which close ranks.
    ranked as (
      select id, league_member_priority as priority, row_number() over (
        partition by league_member_id
        order by league_member_priority asc nulls last, created_at, id
      )::int as place
      from waiver_claims
      where is_active = 1 and league_id = ${league.id}
        and league_member_id in (select ${parts.member}::int union select league_member_id from closed)
        and id not in (select id from closed)
    ),
    changes as (
      select id, status, reason, null::int as place, true as closes from closed
      union all
      select id, null, null, place, false from ranked where priority is distinct from place
    ),
    claims_written as (
      update waiver_claims as wc
      set is_active = case when c.closes then 0 else wc.is_active end,
        status = case when c.closes then c.status else wc.status end,
        result_reason = case when c.closes then c.reason else wc.result_reason end,
        processed_at = case when c.closes then ${now}::timestamptz else wc.processed_at end,
        waiver_run_id = case when c.closes then ${context.run.id}::int else wc.waiver_run_id end,
        league_member_priority = case when c.closes then wc.league_member_priority else c.place end
      from changes c
      -- The ids as an array too, so the claims are found by their key, not by a scan.
      where wc.id = c.id and wc.id = any(array(select id from changes))
        and exists (select 1 from guard)
    ),
    logged as (
      insert into league_transactions
        (league_id, league_member_id, kind, player_id, bid, reason, waiver_claim_id, created_at)
      select ${league.id}, member, kind, player, bid, reason, claim, ${now}::timestamptz
      from (${logRows}) rows
      where exists (select 1 from guard)
      order by phase, ord, claim
    )
    select exists (select 1 from guard) as applied`;
}

/** Claims refused, with nothing won in the step: each closed as failed, logged for its owner. */
export function refusalsStatement(
  context: RunContext,
  snapshot: AwardSnapshot,
  refusals: readonly Refusal[],
) {
  return guardedWrites(context, snapshot, refusals, {
    closing: [],
    member: refusals[0]!.claim.league_member_id,
  });
}

/**
 * A won claim (decisions.md): the member's other claims naming the same drop fail (that player is
 * gone), the drop goes onto waivers (logged as a drop), the player lands on BENCH (his earlier
 * record in the league re-used), the bid is debited and the member goes to the end of the
 * waiver order, everyone behind moving up one; every other claim on the player closes as
 * 'Player already claimed'.
 */
export function awardStatement(
  context: RunContext,
  snapshot: AwardSnapshot,
  refusals: readonly Refusal[],
  candidate: Candidate,
  member: RunMember,
  drop: RunRosterEntry | null,
) {
  const { claim, previousRecord } = candidate;
  const { league, now } = context;
  const lastPlace = sql`(select coalesce(max(waiver_order), 0) from league_members where league_id = ${league.id})`;
  const place = member.waiver_order;
  const dropWrites = drop
    ? sql`
      dropped as (
        update rostered_players
        set is_rostered = 0, roster_position = 'BENCH', dropped_at = ${now}::timestamptz,
          waivers_until = ${new Date(now.getTime() + context.waiversLength * DAY_MS)}::timestamptz,
          updated_at = ${now}::timestamptz
        where id = ${drop.id} and exists (select 1 from guard)
        returning id
      ),`
    : sql``;
  const placed =
    previousRecord === null
      ? sql`
        placed as (
          insert into rostered_players (league_id, league_member_id, player_id, roster_position,
            is_rostered, created_at, updated_at)
          select ${league.id}, ${member.id}, ${claim.player_id}, 'BENCH', 1,
            ${now}::timestamptz, ${now}::timestamptz
          where exists (select 1 from guard)
        )`
      : sql`
        placed as (
          update rostered_players
          set league_member_id = ${member.id}, roster_position = 'BENCH', is_rostered = 1,
            dropped_at = null, waivers_until = null, updated_at = ${now}::timestamptz
          where id = ${previousRecord} and is_rostered = 0
            and exists (select 1 from guard)
        )`;
  const debited = sql`
    debited as (
      update league_members
      set remaining_faab_budget = case when id = ${member.id}
            then remaining_faab_budget - ${claim.faab_claim_amount} else remaining_faab_budget end,
        waiver_order = ${
          place === null
            ? sql`case when id = ${member.id} then ${lastPlace} + 1 else waiver_order end`
            : sql`case when id = ${member.id} then ${lastPlace} else waiver_order - 1 end`
        }
      where league_id = ${league.id}
        and ${place === null ? sql`id = ${member.id}` : sql`(id = ${member.id} or waiver_order > ${place})`}
        and exists (select 1 from guard)
    )`;
  return guardedWrites(context, snapshot, refusals, {
    closing: [
      {
        name: 'failed_by_drop',
        which: drop
          ? sql`wc.is_active = 1 and wc.league_member_id = ${member.id}
              and wc.rostered_player_to_drop = ${drop.id} and wc.id <> ${claim.id}`
          : sql`false`,
        status: 'failed',
        reason: MESSAGES.claimDropPlayerGone,
      },
      {
        name: 'won',
        which: sql`wc.id = ${claim.id}`,
        status: 'won',
        reason: null,
      },
      {
        name: 'failed_by_player',
        which: sql`wc.is_active = 1 and wc.league_id = ${league.id}
          and wc.player_id = ${claim.player_id} and wc.id <> ${claim.id}`,
        status: 'failed',
        reason: MESSAGES.playerAlreadyClaimed,
      },
    ],
    also: sql`${dropWrites} ${placed}, ${debited}`,
    // The drop's own log row, between the claims it failed and the won claim.
    extraLogs: drop
      ? sql`
        select 3, 0, null::int, ${member.id}::int, 'drop'::text, ${drop.player_id}::int,
          null::int, null::text
        where exists (select 1 from dropped)`
      : undefined,
    member: member.id,
  });
}
