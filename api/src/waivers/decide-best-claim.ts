import {
  MESSAGES,
  holdsATeam,
  isAtPositionMaximum,
  isRosterFull,
  rosterTypeOf,
  type RosterRules,
} from '@fangtasy/shared/domain';
import { sql, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, LeagueMemberRow } from '../db/schema';
import { lockedPlayers } from '../services/lineup-lock';
import { playerStateFor } from '../services/player-state';
import { dropEntry, placePlayer } from '../services/roster-changes';
import {
  rosterEntries,
  type PlayerFacts,
  type RosterChange,
  type RosterEntry,
} from '../services/roster-context';
import { closeClaimRanks } from '../services/waiver-claims';
import { coveredClaims } from '../services/waiver-due/claim-coverage';
import type { RunContext } from './run-context';

/** The outcome of one step of a run: the claim decided, and how. */
export type ClaimDecision = {
  leagueId: number;
  claimId: number;
  memberId: number;
  playerId: number;
} & ({ outcome: 'won'; bid: number } | { outcome: 'failed'; reason: string });

interface ClaimToDecide {
  id: number;
  league_member_id: number;
  player_id: number;
  faab_claim_amount: number;
  rostered_player_to_drop: number | null;
  player: PlayerFacts;
}

/**
 * Locks every member row of the league, in id order. An award moves budgets and the waiver order,
 * and every roster change or claim edit takes its member's lock first, so while a run decides one
 * claim nothing it reads can shift under it; one order everywhere keeps runs free of deadlocks.
 */
function lockLeagueMembers(trx: Db, leagueId: number): Promise<LeagueMemberRow[]> {
  return trx
    .selectFrom('league_members')
    .selectAll()
    .where('league_id', '=', leagueId)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

/**
 * The best pending claim of the run (decisions.md): highest bid, then the member's better place
 * in the rolling waiver order, then the member's own priority, then the oldest claim.
 */
async function bestCoveredClaim(trx: Db, context: RunContext): Promise<ClaimToDecide | null> {
  const row = await coveredClaims(trx, context.run)
    .innerJoin('league_members as m', 'm.id', 'wc.league_member_id')
    .innerJoin('players as p', 'p.id', 'wc.player_id')
    .select([
      'wc.id',
      'wc.league_member_id',
      'wc.player_id',
      'wc.faab_claim_amount',
      'wc.rostered_player_to_drop',
      'p.player_name',
      'p.position',
      'p.team',
      'p.is_injured',
    ])
    .orderBy('wc.faab_claim_amount', 'desc')
    .orderBy(sql`m.waiver_order asc nulls last`)
    .orderBy(sql`wc.league_member_priority asc nulls last`)
    .orderBy('wc.created_at')
    .orderBy('wc.id')
    .limit(1)
    .forUpdate(['wc'])
    .executeTakeFirst();
  if (!row) return null;
  const { player_name, position, team, is_injured, ...claim } = row;
  return { ...claim, player: { id: row.player_id, player_name, position, team, is_injured } };
}

type Judgement = { refusal: string } | { rules: RosterRules; drop: RosterEntry | null };

/**
 * Checks a claim against the league as it stands at this award (decisions.md): the player still
 * free and not locked, the bid within the remaining budget, the drop player still on the roster
 * (and free to leave it), and a legal place after the drop — roster size without IR and the
 * per-position maximum. The first failing check is the claim's reason.
 */
async function judgeClaim(
  trx: Db,
  context: RunContext,
  claim: ClaimToDecide,
  member: LeagueMemberRow,
  roster: RosterEntry[],
): Promise<Judgement> {
  const { league, lockWeek, now } = context;
  const states = await playerStateFor(
    trx,
    { id: league.id, season: league.season },
    [claim.player_id],
    now,
    lockWeek?.week ?? null,
  );
  const state = states.get(claim.player_id);
  if (state?.kind === 'rostered') return { refusal: MESSAGES.playerNoLongerAvailable };
  if (state?.kind === 'locked') return { refusal: MESSAGES.playerLocked };
  const rules = context.rulesByType.get(rosterTypeOf(member)) ?? null;
  if (!holdsATeam(member)) return { refusal: MESSAGES.invalidPlayerOrMember };
  if (!rules) return { refusal: MESSAGES.invalidRosterRules };
  const budget = member.remaining_faab_budget ?? 0;
  if (claim.faab_claim_amount > budget) return { refusal: MESSAGES.faabOverBudget(budget) };

  const dropId = claim.rostered_player_to_drop;
  const drop = dropId === null ? null : roster.find((entry) => entry.id === dropId);
  if (drop === undefined) return { refusal: MESSAGES.claimDropPlayerGone };
  if (drop && lockWeek) {
    const locked = await lockedPlayers(trx, [drop.player_id], league.season, lockWeek.week, now);
    if (locked.has(drop.player_id)) return { refusal: MESSAGES.claimDropPlayerLocked };
  }
  const afterDrop = drop ? roster.filter((entry) => entry.id !== drop.id) : roster;
  if (isRosterFull(rules, afterDrop)) return { refusal: MESSAGES.claimRosterFull };
  if (isAtPositionMaximum(rules, afterDrop, claim.player.position))
    return { refusal: MESSAGES.noRosterSlot };
  return { rules, drop };
}

type ClaimsUpdate = UpdateQueryBuilder<Database, 'waiver_claims', 'waiver_claims', UpdateResult>;

/**
 * Carries out `deciding` (an update that closes claims as won or failed) and writes each decided
 * claim's log row for its owner in the same statement; answers the owners, one per claim.
 */
async function decideAndLog(
  trx: Db,
  context: RunContext,
  deciding: ClaimsUpdate,
  kind: 'waiver_won' | 'waiver_failed',
  reason: string | null,
): Promise<number[]> {
  const logged = await trx
    .with('decided', () =>
      deciding.returning(['id', 'league_member_id', 'player_id', 'faab_claim_amount']),
    )
    .insertInto('league_transactions')
    .columns([
      'league_id',
      'league_member_id',
      'kind',
      'player_id',
      'bid',
      'reason',
      'waiver_claim_id',
      'created_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('decided')
        .select([
          sql.lit(context.league.id).as('league_id'),
          'decided.league_member_id',
          sql<string>`${kind}`.as('kind'),
          'decided.player_id',
          'decided.faab_claim_amount',
          sql<string | null>`${reason}`.as('reason'),
          'decided.id',
          sql<Date>`${context.now}::timestamptz`.as('created_at'),
        ]),
    )
    .returning('league_member_id')
    .execute();
  return logged.map((row) => row.league_member_id);
}

/**
 * Closes the pending claims `which` picks as failed with a reason, in this run, and logs each for
 * its owner; answers the owners whose claims closed.
 */
async function failClaims(
  trx: Db,
  context: RunContext,
  reason: string,
  which:
    | { ids: readonly number[] }
    | { memberId: number; dropId: number; except: number }
    | { playerId: number },
): Promise<number[]> {
  if ('ids' in which && which.ids.length === 0) return [];
  let closing = trx
    .updateTable('waiver_claims')
    .set({
      is_active: 0,
      status: 'failed',
      result_reason: reason,
      processed_at: context.now,
      waiver_run_id: context.run.id,
    })
    .where('is_active', '=', 1);
  if ('ids' in which) closing = closing.where('id', 'in', [...which.ids]);
  else if ('dropId' in which)
    closing = closing
      .where('league_member_id', '=', which.memberId)
      .where('rostered_player_to_drop', '=', which.dropId)
      .where('id', '<>', which.except);
  else
    closing = closing
      .where('league_id', '=', context.league.id)
      .where('player_id', '=', which.playerId);
  return decideAndLog(trx, context, closing, 'waiver_failed', reason);
}

/**
 * Debits the winner's bid and sends the winner to the end of the rolling waiver order, everyone
 * behind moving up one — one statement over the league's members.
 */
async function debitAndRotate(trx: Db, member: LeagueMemberRow, bid: number): Promise<void> {
  const lastPlace = sql<number>`(select coalesce(max(waiver_order), 0) from league_members where league_id = ${member.league_id})`;
  const place = member.waiver_order;
  await trx
    .updateTable('league_members')
    .set({
      remaining_faab_budget: sql<number>`case when id = ${member.id} then remaining_faab_budget - ${bid} else remaining_faab_budget end`,
      waiver_order:
        place === null
          ? sql<number>`case when id = ${member.id} then ${lastPlace} + 1 else waiver_order end`
          : sql<number>`case when id = ${member.id} then ${lastPlace} else waiver_order - 1 end`,
    })
    .where('league_id', '=', member.league_id)
    .where((eb) =>
      place === null
        ? eb('id', '=', member.id)
        : eb.or([eb('id', '=', member.id), eb('waiver_order', '>', place)]),
    )
    .execute();
}

/**
 * A won claim (decisions.md): the member's other claims naming the same drop fail (that player
 * is gone), the drop goes onto waivers, the player lands on BENCH, the bid is debited, the member
 * goes to the end of the waiver order, and every other claim on the player closes as
 * 'Player already claimed'. Answers the owners of the claims it closed.
 */
async function award(
  trx: Db,
  context: RunContext,
  claim: ClaimToDecide,
  change: RosterChange,
  drop: RosterEntry | null,
): Promise<number[]> {
  const { now } = context;
  const owners: number[] = [];
  if (drop) {
    owners.push(
      ...(await failClaims(trx, context, MESSAGES.claimDropPlayerGone, {
        memberId: claim.league_member_id,
        dropId: drop.id,
        except: claim.id,
      })),
    );
    await dropEntry(change, drop);
  }
  await placePlayer(change, claim.player, 'BENCH', MESSAGES.playerNoLongerAvailable);
  await debitAndRotate(trx, change.member, claim.faab_claim_amount);
  await decideAndLog(
    trx,
    context,
    trx
      .updateTable('waiver_claims')
      .set({
        is_active: 0,
        status: 'won',
        result_reason: null,
        processed_at: now,
        waiver_run_id: context.run.id,
      })
      .where('id', '=', claim.id),
    'waiver_won',
    null,
  );
  owners.push(
    ...(await failClaims(trx, context, MESSAGES.playerAlreadyClaimed, {
      playerId: claim.player_id,
    })),
  );
  return owners;
}

/**
 * One step of a run, inside the caller's transaction: decides the run's best pending claim
 * against the league as it stands now — awards it or closes it with its reason — and answers
 * null when the run has no claim left. The log row written with the decision carries the claim's
 * id under the unique index `league_transactions_claim_once`, so no claim is ever decided twice.
 */
export async function decideBestClaim(trx: Db, context: RunContext): Promise<ClaimDecision | null> {
  const members = await lockLeagueMembers(trx, context.league.id);
  const claim = await bestCoveredClaim(trx, context);
  if (!claim) return null;
  const member = members.find((candidate) => candidate.id === claim.league_member_id);
  if (!member) throw new Error(`claim ${claim.id} names a member outside its league`);
  const roster = await rosterEntries(trx, { memberId: member.id }).forUpdate('rp').execute();
  const judgement = await judgeClaim(trx, context, claim, member, roster);

  const base = {
    leagueId: context.league.id,
    claimId: claim.id,
    memberId: member.id,
    playerId: claim.player_id,
  };
  let decision: ClaimDecision;
  let closedOwners: number[];
  if ('refusal' in judgement) {
    closedOwners = await failClaims(trx, context, judgement.refusal, { ids: [claim.id] });
    decision = { ...base, outcome: 'failed', reason: judgement.refusal };
  } else {
    // Without a kicked-off game this week no one can be locked: the change skips the lock lookups.
    const change: RosterChange = {
      trx,
      league: context.league,
      member,
      rules: judgement.rules,
      roster,
      week: context.lockWeek,
      now: context.now,
      waiversLength: context.waiversLength,
    };
    closedOwners = await award(trx, context, claim, change, judgement.drop);
    decision = { ...base, outcome: 'won', bid: claim.faab_claim_amount };
  }

  // Decided claims leave their owners' priority lists, which close ranks; the run's counters
  // move in the same statement.
  const counters = trx
    .updateTable('waiver_runs')
    .set({
      awarded: sql<number>`awarded + ${decision.outcome === 'won' ? 1 : 0}`,
      failed: sql<number>`failed + ${closedOwners.length}`,
    })
    .where('id', '=', context.run.id);
  await closeClaimRanks(trx, [...new Set([member.id, ...closedOwners])], sql`${counters}`);
  return decision;
}
