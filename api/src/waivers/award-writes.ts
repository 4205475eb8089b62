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

const DAY_MS = 86_400_000;

/** A claim a step refused before its award (or before the run ran out of claims), with why. */
export interface Refusal {
  claim: ClaimToDecide;
  reason: string;
}

/**
 * The writes of one step, in one statement, made only while the read versions are those the
 * snapshot was read at: had anything of the league or the NFL data committed since (while the
 * snapshot waited for the members' locks), nothing is written and the step is decided again.
 * Each part closes, logs and renumbers what the run's decisions did one statement at a time
 * before: the claims refused first, in the order they were decided, then the award's — claims
 * closed, their log rows, the roster, the budget and waiver order — and the members' claim
 * ranks. (The run's counters are counted from its log when it is done: run-done.ts.)
 */
function guardedWrites(
  context: RunContext,
  snapshot: AwardSnapshot,
  refusals: readonly Refusal[],
  parts: {
    /** CTEs closing claims, each returning id, league_member_id, player_id, faab_claim_amount. */
    closing: {
      name: string;
      statement: RawBuilder<unknown>;
      kind: string;
      reason: string | null;
    }[];
    /** Further CTEs (roster, budget), and the log rows they add besides the closed claims'. */
    also?: RawBuilder<unknown>;
    extraLogs?: RawBuilder<unknown>;
    /** The member the award is for: his list closes ranks with every closed claim's owner's. */
    member: number;
  },
) {
  const { league, now } = context;
  const closedUnion = sql.join(
    [
      sql`select id, league_member_id from refused`,
      ...parts.closing.map((part) => sql`select id, league_member_id from ${sql.ref(part.name)}`),
    ],
    sql` union all `,
  );
  const logRows = sql.join(
    [
      sql`
          select 0 as phase, ord, id as claim, league_member_id as member,
            'waiver_failed'::text as kind, player_id as player, faab_claim_amount as bid, reason
          from refused`,
      ...parts.closing.map(
        (part, index) => sql`
          select ${(index + 1) * 2}::int as phase, 0 as ord, id as claim,
            league_member_id as member, ${part.kind}::text as kind, player_id as player,
            faab_claim_amount as bid, ${part.reason}::text as reason
          from ${sql.ref(part.name)}`,
      ),
      ...(parts.extraLogs ? [parts.extraLogs] : []),
    ],
    sql` union all `,
  );
  // The refused claims travel as two values, so the statement's text is the same however many
  // there are: their ids in the order they were decided, and their reasons in the same order.
  const refusedIds = sql`${`{${refusals.map(({ claim }) => claim.id).join(',')}}`}::int[]`;
  const reasons = JSON.stringify(refusals.map(({ reason }) => reason));
  return sql<{ applied: boolean }>`${PREPARED}
    with guard as (
      select 1 as ok
      where coalesce((select version from read_versions where scope = ${`league:${league.id}`}), 0)
          = ${snapshot.leagueVersion}
        and coalesce((select version from read_versions where scope = 'nfl'), 0)
          = ${snapshot.nflVersion}
    ),
    refused as (
      update waiver_claims as wc
      set is_active = 0, status = 'failed',
        result_reason = ${reasons}::jsonb ->> (array_position(${refusedIds}, wc.id) - 1),
        processed_at = ${now}::timestamptz, waiver_run_id = ${context.run.id}
      where wc.id = any(${refusedIds}) and wc.is_active = 1 and exists (select 1 from guard)
      returning wc.id, wc.league_member_id, wc.player_id, wc.faab_claim_amount,
        wc.result_reason as reason, array_position(${refusedIds}, wc.id) as ord
    ),
    ${
      parts.closing.length > 0
        ? sql`${sql.join(
            parts.closing.map((part) => sql`${sql.ref(part.name)} as (${part.statement})`),
            sql`, `,
          )},`
        : sql``
    }
    ${parts.also ? sql`${parts.also},` : sql``}
    closed as (${closedUnion}),
    logged as (
      insert into league_transactions
        (league_id, league_member_id, kind, player_id, bid, reason, waiver_claim_id, created_at)
      select ${league.id}, member, kind, player, bid, reason, claim, ${now}::timestamptz
      from (${logRows}) rows
      order by phase, ord, claim
    ),
    -- Decided claims leave their owners' priority lists, which close ranks.
    ranked as (
      select id, row_number() over (
        partition by league_member_id
        order by league_member_priority asc nulls last, created_at, id
      )::int as place
      from waiver_claims
      where is_active = 1 and league_id = ${league.id}
        and league_member_id in (select ${parts.member}::int union select league_member_id from closed)
        and id not in (select id from closed)
    ),
    renumbered as (
      update waiver_claims as wc
      set league_member_priority = ranked.place
      from ranked
      where wc.id = ranked.id and wc.league_id = ${league.id} and wc.is_active = 1
        and wc.league_member_priority is distinct from ranked.place
        and exists (select 1 from guard)
    )
    select exists (select 1 from guard) as applied`;
}

/** Closes claims as `status` in this run (only pending ones, only while the guard holds). */
const closeClaims = (
  context: RunContext,
  status: 'won' | 'failed',
  reason: string | null,
  which: RawBuilder<unknown>,
) => sql`
  update waiver_claims
  set is_active = 0, status = ${status}, result_reason = ${reason},
    processed_at = ${context.now}::timestamptz, waiver_run_id = ${context.run.id}
  where ${which} and exists (select 1 from guard)
  returning id, league_member_id, player_id, faab_claim_amount`;

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
        statement: closeClaims(
          context,
          'failed',
          MESSAGES.claimDropPlayerGone,
          drop
            ? sql`is_active = 1 and league_member_id = ${member.id}
                and rostered_player_to_drop = ${drop.id} and id <> ${claim.id}
                and id not in (select id from refused)`
            : sql`false`,
        ),
        kind: 'waiver_failed',
        reason: MESSAGES.claimDropPlayerGone,
      },
      {
        name: 'won',
        statement: closeClaims(context, 'won', null, sql`id = ${claim.id}`),
        kind: 'waiver_won',
        reason: null,
      },
      {
        name: 'failed_by_player',
        statement: closeClaims(
          context,
          'failed',
          MESSAGES.playerAlreadyClaimed,
          sql`is_active = 1 and league_id = ${league.id} and player_id = ${claim.player_id}
            and id <> ${claim.id} and id not in (select id from failed_by_drop)
            and id not in (select id from refused)`,
        ),
        kind: 'waiver_failed',
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
