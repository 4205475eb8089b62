import {
  MESSAGES,
  isAtPositionMaximum,
  isRosterFull,
  type ClaimStatus,
  type Flag,
  type WaiverClaim,
} from '@fangtasy/shared/domain';
import { sql, type RawBuilder } from 'kysely';
import { requireLeagueMember, requireOwnMember } from '../auth/access';
import type { Db } from '../db/connect';
import type { WaiverClaimRow } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { hasClaimInDueRun } from './waiver-due/claim-in-due-run';
import { playerStateFor } from './player-state';
import {
  loadPlayer,
  lockMemberRoster,
  openRosterChange,
  type PlayerFacts,
  type RosterChange,
} from './roster-context';

/** A claim as its owner sees it, with the names the claims table shows. */
export interface WaiverClaimView extends WaiverClaim {
  player_name: string;
  drop_player_name: string | null;
  position: string;
  team: string;
  processed_at: string | null;
}

export interface WaiverClaimBody {
  league_id: number;
  league_member_id: number;
  player_id: number;
  faab_claim_amount: number;
  rostered_player_to_drop?: number | null | undefined;
  priority?: number | null | undefined;
}

function claimViews(db: Db) {
  return db
    .selectFrom('waiver_claims as wc')
    .innerJoin('players as p', 'p.id', 'wc.player_id')
    .leftJoin('rostered_players as drp', 'drp.id', 'wc.rostered_player_to_drop')
    .leftJoin('players as dp', 'dp.id', 'drp.player_id')
    .select([
      'wc.id',
      'wc.league_id',
      'wc.league_member_id',
      'wc.player_id',
      'wc.faab_claim_amount',
      'wc.rostered_player_to_drop',
      'wc.is_active',
      'wc.league_member_priority',
      'wc.status',
      'wc.result_reason',
      'wc.created_at',
      'wc.processed_at',
      'p.player_name',
      'p.position',
      'p.team',
      'dp.player_name as drop_player_name',
    ]);
}

type ClaimViewRow = Awaited<ReturnType<ReturnType<typeof claimViews>['execute']>>[number];

const toView = (row: ClaimViewRow): WaiverClaimView => ({
  ...row,
  is_active: row.is_active as Flag,
  status: row.status as ClaimStatus,
  created_at: row.created_at.toISOString(),
  processed_at: row.processed_at ? row.processed_at.toISOString() : null,
});

/**
 * A member's claims for their owner (rules §2.10): pending ones by
 * league_member_priority with missing priority last; with `active` false, the closed ones (won,
 * failed with their reason, cancelled), newest first.
 */
export async function claimsOfMember(
  db: Db,
  userId: number,
  memberId: number,
  active: boolean,
): Promise<WaiverClaimView[]> {
  await requireOwnMember(db, memberId, userId);
  let query = claimViews(db)
    .where('wc.league_member_id', '=', memberId)
    .where('wc.is_active', '=', active ? 1 : 0);
  query = active
    ? query
        .orderBy(sql`wc.league_member_priority asc nulls last`)
        .orderBy('wc.created_at')
        .orderBy('wc.id')
    : query.orderBy(sql`wc.processed_at desc nulls last`).orderBy('wc.id', 'desc');
  return (await query.execute()).map(toView);
}

async function claimView(db: Db, claimId: number): Promise<WaiverClaimView> {
  const row = await claimViews(db).where('wc.id', '=', claimId).executeTakeFirstOrThrow();
  return toView(row);
}

/**
 * The claim form's rules checked on the server (rules §5.6), in
 * the order the form walks through them: budget, roster rules, drop player, duplicate, then the
 * player's availability, the lineup lock and the per-position maximum.
 */
async function checkClaim(
  change: RosterChange,
  player: PlayerFacts,
  body: WaiverClaimBody,
  editingId: number | null,
): Promise<void> {
  const { trx, member, rules, roster } = change;
  const budget = member.remaining_faab_budget ?? 0;
  if (body.faab_claim_amount > budget) throw badRequest(MESSAGES.faabOverBudget(budget));
  if (!Number.isFinite(rules.max_roster_size)) throw badRequest(MESSAGES.invalidRosterRules);
  const dropId = body.rostered_player_to_drop ?? null;
  const drop = dropId === null ? null : roster.find((entry) => entry.id === dropId);
  if (drop === undefined) throw badRequest(MESSAGES.invalidPlayerOrMember);
  const afterDrop = drop ? roster.filter((entry) => entry.id !== drop.id) : roster;
  if (isRosterFull(rules, afterDrop)) throw badRequest(MESSAGES.dropRequired);

  const duplicate = await trx
    .selectFrom('waiver_claims')
    .select('id')
    .where('league_member_id', '=', member.id)
    .where('is_active', '=', 1)
    .where('player_id', '=', player.id)
    .where((eb) =>
      dropId === null
        ? eb('rostered_player_to_drop', 'is', null)
        : eb('rostered_player_to_drop', '=', dropId),
    )
    .$if(editingId !== null, (qb) => qb.where('id', '<>', editingId ?? 0))
    .executeTakeFirst();
  if (duplicate) throw badRequest(MESSAGES.duplicateClaim);

  const states = await playerStateFor(
    trx,
    { id: change.league.id, season: change.league.season },
    [player.id],
    change.now,
    change.week?.week ?? null,
  );
  const state = states.get(player.id);
  if (state?.kind === 'rostered') throw conflict(MESSAGES.playerNoLongerAvailable);
  if (state?.kind === 'locked') throw conflict(MESSAGES.playerLocked);
  if (isAtPositionMaximum(rules, afterDrop, player.position))
    throw badRequest(MESSAGES.noRosterSlot);
}

/** Renumbers a member's pending claims 1..n in the given order, in one statement. */
async function renumberClaims(trx: Db, orderedIds: readonly number[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const cases = sql.join(
    orderedIds.map((id, index) => sql`when ${sql.lit(id)} then ${sql.lit(index + 1)}`),
    sql` `,
  );
  await trx
    .updateTable('waiver_claims')
    .set({ league_member_priority: sql<number>`case id ${cases} end` })
    .where('id', 'in', [...orderedIds])
    .execute();
}

async function pendingClaimIds(trx: Db, memberId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('waiver_claims')
    .select('id')
    .where('league_member_id', '=', memberId)
    .where('is_active', '=', 1)
    .orderBy(sql`league_member_priority asc nulls last`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

async function ownMemberOf(db: Db, userId: number, body: WaiverClaimBody) {
  const member = await requireOwnMember(db, body.league_member_id, userId);
  if (member.league_id !== body.league_id) throw badRequest(MESSAGES.invalidPlayerOrMember);
  return member;
}

const openClaimChange = (trx: Db, memberId: number, now: Date) =>
  openRosterChange(trx, memberId, now, () => badRequest(MESSAGES.invalidRosterRules));

/**
 * POST /waiver_claims/create: a pending claim of the caller's own team. The server sets its
 * priority to the member's pending claims count plus 1 (rules §4); the member's roster lock
 * serializes their claims, so two racing claims never share a priority.
 */
export async function createClaim(
  db: Db,
  userId: number,
  body: WaiverClaimBody,
  now: Date,
): Promise<WaiverClaimView> {
  const member = await ownMemberOf(db, userId, body);
  const id = await db.transaction().execute(async (trx) => {
    const change = await openClaimChange(trx, member.id, now);
    if (!change.league.is_active) throw conflict(MESSAGES.leagueNotActive);
    const player = await loadPlayer(trx, body.player_id);
    await checkClaim(change, player, body, null);
    const pending = await pendingClaimIds(trx, member.id);
    const inserted = await trx
      .insertInto('waiver_claims')
      .values({
        league_id: change.league.id,
        league_member_id: member.id,
        player_id: player.id,
        faab_claim_amount: body.faab_claim_amount,
        rostered_player_to_drop: body.rostered_player_to_drop ?? null,
        is_active: 1,
        status: 'pending',
        league_member_priority: pending.length + 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  });
  return claimView(db, id);
}

/** The claim, if the caller owns it (rules §6.8: only the owner edits or deletes a claim). */
export async function ownClaim(db: Db, userId: number, claimId: number): Promise<WaiverClaimRow> {
  const claim = await db
    .selectFrom('waiver_claims')
    .selectAll()
    .where('id', '=', claimId)
    .executeTakeFirst();
  if (!claim) throw notFound(MESSAGES.claimNotFound);
  const membership = await requireLeagueMember(db, claim.league_id, userId);
  if (membership.id !== claim.league_member_id) throw forbidden(MESSAGES.forbidden);
  return claim;
}

/**
 * Locks a claim its owner is about to edit or withdraw: it must still be pending, and not yet
 * handed to a due waiver run, which decides it as it stood at its due instant (decisions 004).
 */
async function lockChangeableClaim(trx: Db, claimId: number, now: Date): Promise<WaiverClaimRow> {
  const claim = await trx
    .selectFrom('waiver_claims')
    .selectAll()
    .where('id', '=', claimId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (claim.is_active !== 1) throw conflict(MESSAGES.claimNotPending);
  if (await hasClaimInDueRun(trx, claim.league_id, { claimId: claim.id }, now))
    throw conflict(MESSAGES.claimInWaiverRun);
  return claim;
}

/**
 * PUT /waiver_claims/update/{id}: the owner edits a pending claim (bid, player, drop) under the
 * same rules as a new one; a `priority` moves it to that place among their pending claims.
 */
export async function updateClaim(
  db: Db,
  userId: number,
  claimId: number,
  body: WaiverClaimBody,
  now: Date,
): Promise<WaiverClaimView> {
  const claim = await ownClaim(db, userId, claimId);
  if (body.league_member_id !== claim.league_member_id || body.league_id !== claim.league_id) {
    throw badRequest(MESSAGES.invalidPlayerOrMember);
  }
  await db.transaction().execute(async (trx) => {
    const change = await openClaimChange(trx, claim.league_member_id, now);
    await lockChangeableClaim(trx, claimId, now);
    const player = await loadPlayer(trx, body.player_id);
    await checkClaim(change, player, body, claimId);
    await trx
      .updateTable('waiver_claims')
      .set({
        player_id: player.id,
        faab_claim_amount: body.faab_claim_amount,
        rostered_player_to_drop: body.rostered_player_to_drop ?? null,
      })
      .where('id', '=', claimId)
      .execute();
    if (body.priority != null) {
      const others = (await pendingClaimIds(trx, claim.league_member_id)).filter(
        (id) => id !== claimId,
      );
      const place = Math.min(body.priority, others.length + 1) - 1;
      await renumberClaims(trx, [...others.slice(0, place), claimId, ...others.slice(place)]);
    }
  });
  return claimView(db, claimId);
}

/**
 * Closes the pending claims that name a player as their drop once he has left the roster: the
 * claim can no longer be carried out as its owner set it, and his record may later be re-used
 * for another team's add. The owner's other claims close ranks.
 */
export async function cancelClaimsDropping(
  trx: Db,
  rosteredPlayerId: number,
  now: Date,
): Promise<void> {
  const closed = await trx
    .updateTable('waiver_claims')
    .set({
      is_active: 0,
      status: 'cancelled',
      result_reason: MESSAGES.claimDropPlayerGone,
      processed_at: now,
    })
    .where('rostered_player_to_drop', '=', rosteredPlayerId)
    .where('is_active', '=', 1)
    .returning('league_member_id')
    .execute();
  await closeClaimRanks(trx, [...new Set(closed.map((row) => row.league_member_id))]);
}

/**
 * Renumbers the pending claims of these members 1..n in their order, in one statement (after
 * claims left their lists). `also` runs in the same statement, ahead of it (a run's counters).
 */
export async function closeClaimRanks(
  trx: Db,
  memberIds: readonly number[],
  also?: RawBuilder<unknown>,
): Promise<void> {
  if (memberIds.length === 0 && !also) return;
  const members = memberIds.length === 0 ? sql`null` : sql.join([...memberIds]);
  await sql`
    ${also ? sql`with also as (${also})` : sql``}
    update waiver_claims as wc
    set league_member_priority = ranked.place
    from (
      select id, row_number() over (
        partition by league_member_id
        order by league_member_priority asc nulls last, created_at, id
      )::int as place
      from waiver_claims
      where is_active = 1 and league_member_id in (${members})
    ) as ranked
    where wc.id = ranked.id and wc.league_member_priority is distinct from ranked.place
  `.execute(trx);
}

/** DELETE /waiver_claims/delete/{id}: the owner withdraws a pending claim; the rest close ranks. */
export async function deleteClaim(
  db: Db,
  userId: number,
  claimId: number,
  now: Date,
): Promise<void> {
  const claim = await ownClaim(db, userId, claimId);
  await db.transaction().execute(async (trx) => {
    await lockMemberRoster(trx, claim.league_member_id);
    await lockChangeableClaim(trx, claimId, now);
    await trx
      .updateTable('waiver_claims')
      .set({ is_active: 0, status: 'cancelled', processed_at: now })
      .where('id', '=', claimId)
      .execute();
    await renumberClaims(trx, await pendingClaimIds(trx, claim.league_member_id));
  });
}
