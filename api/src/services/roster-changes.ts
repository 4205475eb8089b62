import { MESSAGES, planMoveOnRoster } from '@fangtasy/shared/domain';
import { requireOwnMember } from '../auth/access';
import type { Db } from '../db/connect';
import { PG_ERROR, badRequest, conflict, forbidden, notFound, pgErrorCode } from '../errors';
import {
  openOwnRosterChange,
  refuseLockedChanges,
  waiverRulesForLeague,
  waiversUntil,
  type PlayerFacts,
  type RosterChange,
  type RosterEntry,
} from './roster-context';
import { recordTransactions } from './transactions';
import { cancelClaimsDropping } from './waiver-claims';

/**
 * Runs a roster change and answers the database's last word in the league's terms: the partial
 * unique index `rostered_players_once_per_league` decides a race for one player (the loser's
 * insert waits for the winner's commit, then fails).
 */
export async function withRosterConflicts<T>(
  work: Promise<T>,
  rosteredMessage: string = MESSAGES.playerNoLongerAvailable,
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const constraint = (error as { constraint?: unknown }).constraint;
    if (
      pgErrorCode(error) === PG_ERROR.uniqueViolation &&
      constraint === 'rostered_players_once_per_league'
    ) {
      throw conflict(rosteredMessage);
    }
    throw error;
  }
}

/**
 * Moves one of the change's players into `targetSlot` (rules §4.5): the slot
 * must exist in the member's own layout and accept the player; an occupant swaps into the mover's
 * slot when he may play there, else goes to BENCH. No step may push the non-IR count past
 * max_roster_size, nor move a locked player (but to IR when injured).
 */
export async function applyMove(
  change: RosterChange,
  mover: RosterEntry,
  targetSlot: string,
): Promise<void> {
  const plan = planMoveOnRoster(change.rules, change.roster, mover, targetSlot);
  if (!plan.ok) throw badRequest(MESSAGES.invalidMove);
  if (plan.changes.length === 0) return;
  const byId = new Map(change.roster.map((entry) => [entry.id, entry]));
  await refuseLockedChanges(
    change,
    plan.changes.map((step) => {
      const entry = byId.get(step.id)!;
      return { player_id: entry.player_id, is_injured: entry.is_injured, to: step.roster_position };
    }),
  );
  for (const step of plan.changes) {
    await change.trx
      .updateTable('rostered_players')
      .set({ roster_position: step.roster_position, updated_at: change.now })
      .where('id', '=', step.id)
      .execute();
  }
  change.roster = change.roster.map((entry) => {
    const step = plan.changes.find((candidate) => candidate.id === entry.id);
    return step ? { ...entry, roster_position: step.roster_position } : entry;
  });
}

/**
 * Drops a player: off the roster at BENCH, on waivers for the league's waiver length
 * (rules §4.15), logged as a 'drop'; pending claims that named him as their drop close. A
 * locked player can't be dropped.
 */
export async function dropEntry(change: RosterChange, entry: RosterEntry): Promise<void> {
  await refuseLockedChanges(change, [
    { player_id: entry.player_id, is_injured: entry.is_injured, to: 'DROP' },
  ]);
  const waivers_length =
    change.waiversLength ??
    (await waiverRulesForLeague(change.trx, change.league.id)).waivers_length;
  await change.trx
    .updateTable('rostered_players')
    .set({
      is_rostered: 0,
      roster_position: 'BENCH',
      dropped_at: change.now,
      waivers_until: waiversUntil(change.now, waivers_length),
      updated_at: change.now,
    })
    .where('id', '=', entry.id)
    .execute();
  await cancelClaimsDropping(change.trx, entry.id, change.now);
  await recordTransactions(
    change.trx,
    [
      {
        league_id: change.league.id,
        league_member_id: change.member.id,
        kind: 'drop',
        player_id: entry.player_id,
      },
    ],
    change.now,
  );
  change.roster = change.roster.filter((candidate) => candidate.id !== entry.id);
}

/**
 * Puts a player on the member's roster at `slot` (rules §4.10: the player's
 * existing record in the league is re-used when there is one, else one is created). The caller
 * has checked the rules; the database still refuses a player rostered twice in a league.
 */
export async function placePlayer(
  change: RosterChange,
  player: PlayerFacts,
  slot: string,
  rosteredMessage: string,
): Promise<RosterEntry> {
  const { trx, league, member, now } = change;
  const previous = await trx
    .selectFrom('rostered_players')
    .select('id')
    .where('league_id', '=', league.id)
    .where('player_id', '=', player.id)
    .where('is_rostered', '=', 0)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  let id: number;
  if (previous) {
    // A racing add of the same player re-checks is_rostered after the winner commits: no row.
    const updated = await trx
      .updateTable('rostered_players')
      .set({
        league_member_id: member.id,
        roster_position: slot,
        is_rostered: 1,
        dropped_at: null,
        waivers_until: null,
        updated_at: now,
      })
      .where('id', '=', previous.id)
      .where('is_rostered', '=', 0)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw conflict(rosteredMessage);
    id = updated.id;
  } else {
    const inserted = await trx
      .insertInto('rostered_players')
      .values({
        league_id: league.id,
        league_member_id: member.id,
        player_id: player.id,
        roster_position: slot,
        is_rostered: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = inserted.id;
  }
  const entry: RosterEntry = {
    id,
    league_id: league.id,
    league_member_id: member.id,
    player_id: player.id,
    player_name: player.player_name,
    position: player.position,
    team: player.team,
    is_injured: player.is_injured,
    roster_position: slot,
  };
  change.roster = [...change.roster, entry];
  return entry;
}

/** The player's rostered row on the member's roster, or the refusal a caller deserves. */
export async function ownRosteredRow(
  db: Db,
  rosteredPlayerId: number,
  userId: number,
): Promise<{ league_member_id: number }> {
  const row = await db
    .selectFrom('rostered_players')
    .select(['league_member_id'])
    .where('id', '=', rosteredPlayerId)
    .where('is_rostered', '=', 1)
    .executeTakeFirst();
  if (!row) throw notFound(MESSAGES.playerNotFound);
  await requireOwnMember(db, row.league_member_id, userId);
  return row;
}

function entryOf(change: RosterChange, rosteredPlayerId: number): RosterEntry {
  const entry = change.roster.find((candidate) => candidate.id === rosteredPlayerId);
  // Gone between the ownership check and the roster lock: dropped by a racing request.
  if (!entry) throw notFound(MESSAGES.playerNotFound);
  return entry;
}

export interface MoveRequest {
  userId: number;
  memberId: number;
  rosteredPlayerId: number;
  targetSlot: string;
}

/** POST /rostered_players/move: one of the caller's own players into a slot of their layout. */
export async function moveRosteredPlayer(db: Db, request: MoveRequest, now: Date): Promise<number> {
  await requireOwnMember(db, request.memberId, request.userId);
  const row = await db
    .selectFrom('rostered_players')
    .select(['league_member_id', 'is_rostered'])
    .where('id', '=', request.rosteredPlayerId)
    .executeTakeFirst();
  if (!row || row.is_rostered !== 1) throw notFound(MESSAGES.playerNotFound);
  if (row.league_member_id !== request.memberId) throw forbidden(MESSAGES.userNotMember);
  await db.transaction().execute(async (trx) => {
    const change = await openOwnRosterChange(trx, request.memberId, now);
    await applyMove(change, entryOf(change, request.rosteredPlayerId), request.targetSlot);
  });
  return request.memberId;
}

/** POST /rostered_players/bench: the caller's own player to BENCH, still rostered. */
export async function benchRosteredPlayer(
  db: Db,
  userId: number,
  rosteredPlayerId: number,
  now: Date,
): Promise<number> {
  const { league_member_id } = await ownRosteredRow(db, rosteredPlayerId, userId);
  await db.transaction().execute(async (trx) => {
    const change = await openOwnRosterChange(trx, league_member_id, now);
    await applyMove(change, entryOf(change, rosteredPlayerId), 'BENCH');
  });
  return league_member_id;
}

/** POST /rostered_players/drop: the caller's own player off the roster and onto waivers. */
export async function dropRosteredPlayer(
  db: Db,
  userId: number,
  rosteredPlayerId: number,
  now: Date,
): Promise<number> {
  const { league_member_id } = await ownRosteredRow(db, rosteredPlayerId, userId);
  await db.transaction().execute(async (trx) => {
    const change = await openOwnRosterChange(trx, league_member_id, now);
    await dropEntry(change, entryOf(change, rosteredPlayerId));
  });
  return league_member_id;
}
