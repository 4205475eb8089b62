import {
  MESSAGES,
  buildSlotLayout,
  canPlayInSlot,
  findFirstFreeSlot,
  formatEasternDayTime,
  holdsATeam,
  isAtPositionMaximum,
  isBeforeWaiverDay,
  isRosterFull,
  slotKindOf,
  waiverDayStart,
} from '@fangtasy/shared/domain';
import {
  loadMembership,
  requireCommissioner,
  requireLeagueMember,
  requireOwnMember,
} from '../auth/access';
import type { Db } from '../db/connect';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { hasClaimInDueRun } from './waiver-due/claim-in-due-run';
import { playerStateFor } from './player-state';
import { applyMove, dropEntry, placePlayer, withRosterConflicts } from './roster-changes';
import {
  loadPlayer,
  openOwnRosterChange,
  openRosterChange,
  waiverRulesForLeague,
  type PlayerFacts,
  type RosterChange,
  type RosterEntry,
} from './roster-context';
import { recordTransactions } from './transactions';
import { refuseAddDuringDraft, refuseAddInVampireWindow } from './drafts/draft-activation';

/** What an add answers: the player's rostered row and the member whose roster changed. */
export interface RosterAddResult {
  rosteredPlayerId: number;
  memberId: number;
  playerName: string;
}

/** The player's state in the change's league, judged inside the change's transaction. */
async function stateOf(change: RosterChange, player: PlayerFacts) {
  const states = await playerStateFor(
    change.trx,
    { id: change.league.id, season: change.league.season },
    [player.id],
    change.now,
    change.week?.week ?? null,
  );
  return states.get(player.id) ?? { kind: 'free_agent' as const };
}

/**
 * A member's own add of a free agent (rules §4.10): only in an
 * active league and from the waiver day on; never a rostered, locked or on-waivers player; a full
 * roster needs a drop, which happens first in the same transaction; the per-position maximum
 * holds. The player lands on BENCH, and the log gets the drop and the add.
 */
export async function directAddIn(
  change: RosterChange,
  player: PlayerFacts,
  dropId: number | null,
): Promise<RosterEntry> {
  const { trx, league, rules, week, now } = change;
  if (!league.is_active) throw conflict(MESSAGES.leagueNotActive);
  // After a draft vampires skipped, free agents are theirs alone for a while (decision 059).
  await refuseAddInVampireWindow(trx, change.member, now);
  const waiver = await waiverRulesForLeague(trx, league.id);
  if (week && isBeforeWaiverDay(week, waiver.waiver_day, now)) {
    throw conflict(
      MESSAGES.beforeWaiverDay(formatEasternDayTime(waiverDayStart(week, waiver.waiver_day))),
    );
  }
  const state = await stateOf(change, player);
  if (state.kind === 'rostered') throw conflict(MESSAGES.playerNoLongerAvailable);
  if (state.kind === 'locked') throw conflict(MESSAGES.playerLocked);
  if (state.kind === 'on_waivers')
    throw conflict(MESSAGES.onWaiversUntil(formatEasternDayTime(state.until)));
  // The claims on him made before the deadline go first (decisions 004).
  if (await hasClaimInDueRun(trx, league.id, { playerId: player.id }, now))
    throw conflict(MESSAGES.playerInWaiverRun);

  const drop = dropId === null ? null : change.roster.find((entry) => entry.id === dropId);
  if (drop === undefined) throw badRequest(MESSAGES.invalidPlayerOrMember);
  const afterDrop = drop ? change.roster.filter((entry) => entry.id !== drop.id) : change.roster;
  if (isRosterFull(rules, afterDrop)) throw badRequest(MESSAGES.dropRequired);
  if (isAtPositionMaximum(rules, afterDrop, player.position))
    throw badRequest(MESSAGES.noRosterSlot);

  if (drop) await dropEntry(change, drop);
  const entry = await placePlayer(change, player, 'BENCH', MESSAGES.playerNoLongerAvailable);
  await recordTransactions(
    trx,
    [
      {
        league_id: league.id,
        league_member_id: change.member.id,
        kind: 'add',
        player_id: player.id,
      },
    ],
    now,
  );
  return entry;
}

/**
 * The commissioner's add to any team (rules §5.10): never a rostered or locked
 * player (waivers don't bind the commissioner); `slot` null takes the first free slot the
 * position allows under the member's own rule set, else the named slot must be free and legal.
 */
async function commissionerAddIn(
  change: RosterChange,
  player: PlayerFacts,
  slot: string | null,
): Promise<RosterEntry> {
  const { trx, league, rules, roster, now } = change;
  await refuseAddDuringDraft(trx, league.id);
  const state = await stateOf(change, player);
  if (state.kind === 'rostered') throw conflict(MESSAGES.playerAlreadyRostered);
  if (state.kind === 'locked') throw conflict(MESSAGES.playerLocked);

  let target: string;
  if (slot === null) {
    const free = findFirstFreeSlot(rules, roster, player);
    if (free === null) throw badRequest(MESSAGES.noRosterSlot);
    target = free;
  } else {
    const kind = slotKindOf(slot);
    if (isAtPositionMaximum(rules, roster, player.position))
      throw badRequest(MESSAGES.noRosterSlot);
    // IR is the one place a full roster still has room (rules §5.10).
    if (kind !== 'IR' && isRosterFull(rules, roster)) throw badRequest(MESSAGES.noRosterSlot);
    if (kind === null || !canPlayInSlot(player, kind)) throw badRequest(MESSAGES.invalidMove);
    target = kind === 'BENCH' ? 'BENCH' : slot.toUpperCase();
    const exists =
      kind === 'BENCH' || buildSlotLayout(rules).some((candidate) => candidate.code === target);
    const taken =
      kind !== 'BENCH' && roster.some((entry) => entry.roster_position.toUpperCase() === target);
    if (!exists || taken) throw badRequest(MESSAGES.invalidMove);
  }
  const entry = await placePlayer(change, player, target, MESSAGES.playerAlreadyRostered);
  await recordTransactions(
    trx,
    [
      {
        league_id: league.id,
        league_member_id: change.member.id,
        kind: 'commish_add',
        player_id: player.id,
      },
    ],
    now,
  );
  return entry;
}

export interface AddFromWaiversRequest {
  userId: number;
  memberId: number;
  playerId: number;
  dropId: number | null;
}

/** POST /rostered_players/addFromWaivers: a direct add to the caller's own team. */
export async function addFromWaivers(
  db: Db,
  request: AddFromWaiversRequest,
  now: Date,
): Promise<RosterAddResult> {
  await requireOwnMember(db, request.memberId, request.userId);
  return withRosterConflicts(
    db.transaction().execute(async (trx) => {
      const change = await openRosterChange(trx, request.memberId, now);
      const player = await loadPlayer(trx, request.playerId);
      const entry = await directAddIn(change, player, request.dropId);
      return {
        rosteredPlayerId: entry.id,
        memberId: request.memberId,
        playerName: player.player_name,
      };
    }),
  );
}

/** POST /rostered_players/addToTeam: the commissioner puts a player on a member's team. */
export async function addToTeam(
  db: Db,
  request: { userId: number; memberId: number; playerId: number },
  now: Date,
): Promise<RosterAddResult> {
  const member = await loadMembership(db, request.memberId);
  await requireCommissioner(db, member.league_id, request.userId);
  if (!holdsATeam(member)) throw badRequest(MESSAGES.invalidPlayerOrMember);
  return withRosterConflicts(
    db.transaction().execute(async (trx) => {
      const change = await openRosterChange(trx, member.id, now);
      const player = await loadPlayer(trx, request.playerId);
      const entry = await commissionerAddIn(change, player, null);
      return { rosteredPlayerId: entry.id, memberId: member.id, playerName: player.player_name };
    }),
    MESSAGES.playerAlreadyRostered,
  );
}

export interface RosteredPlayerBody {
  league_member_id: number;
  player_id: number;
  roster_position: string;
  is_rostered: 0 | 1;
}

/**
 * POST /rostered_players/create: the spec's generic call, held to the same rules as the named
 * ones. The commissioner adds to any team at the named slot; a member adds to their own team as
 * a direct add, then the player moves to the named slot.
 */
export async function createRosteredPlayer(
  db: Db,
  userId: number,
  body: RosteredPlayerBody,
  now: Date,
): Promise<RosterAddResult> {
  if (body.is_rostered !== 1) throw badRequest(MESSAGES.invalidPlayerOrLeague);
  const member = await loadMembership(db, body.league_member_id);
  const caller = await requireLeagueMember(db, member.league_id, userId);
  const asCommissioner = caller.role === 'commish';
  if (!asCommissioner && member.user_id !== userId) throw forbidden(MESSAGES.userNotMember);
  if (!holdsATeam(member)) throw badRequest(MESSAGES.invalidPlayerOrMember);
  return withRosterConflicts(
    db.transaction().execute(async (trx) => {
      const change = await openRosterChange(trx, member.id, now);
      const player = await loadPlayer(trx, body.player_id);
      let entry: RosterEntry;
      if (asCommissioner) {
        entry = await commissionerAddIn(change, player, body.roster_position);
      } else {
        entry = await directAddIn(change, player, null);
        if (slotKindOf(body.roster_position) !== 'BENCH')
          await applyMove(change, entry, body.roster_position);
      }
      return { rosteredPlayerId: entry.id, memberId: member.id, playerName: player.player_name };
    }),
    asCommissioner ? MESSAGES.playerAlreadyRostered : MESSAGES.playerNoLongerAvailable,
  );
}

export type RosteredPlayerUpdateOutcome = RosterAddResult & {
  kind: 'moved' | 'dropped' | 'added' | 'unchanged';
};

/**
 * PUT /rostered_players/update/{id}: the spec's generic call, routed through the same rules. On a
 * rostered player it moves (or, with is_rostered 0, drops) the caller's own player; on a dropped
 * player's record, is_rostered 1 is the caller's direct add of that player.
 */
export async function updateRosteredPlayer(
  db: Db,
  userId: number,
  id: number,
  body: RosteredPlayerBody,
  now: Date,
): Promise<RosteredPlayerUpdateOutcome> {
  const row = await db
    .selectFrom('rostered_players as rp')
    .innerJoin('players as p', 'p.id', 'rp.player_id')
    .select([
      'rp.league_id',
      'rp.league_member_id',
      'rp.player_id',
      'rp.is_rostered',
      'p.player_name',
    ])
    .where('rp.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(MESSAGES.playerNotFound);
  if (body.player_id !== row.player_id) throw badRequest(MESSAGES.invalidPlayerOrLeague);
  const result = {
    rosteredPlayerId: id,
    memberId: row.league_member_id,
    playerName: row.player_name,
  };

  if (row.is_rostered === 1) {
    await requireOwnMember(db, row.league_member_id, userId);
    // A player changes teams only by a drop and an add, never by rewriting his row.
    if (body.league_member_id !== row.league_member_id)
      throw badRequest(MESSAGES.invalidPlayerOrLeague);
    return db.transaction().execute(async (trx) => {
      const change = await openOwnRosterChange(trx, row.league_member_id, now);
      const entry = change.roster.find((candidate) => candidate.id === id);
      if (!entry) throw notFound(MESSAGES.playerNotFound);
      if (body.is_rostered === 0) {
        await dropEntry(change, entry);
        return { ...result, kind: 'dropped' as const };
      }
      await applyMove(change, entry, body.roster_position);
      return { ...result, kind: 'moved' as const };
    });
  }

  if (body.is_rostered === 0) {
    await requireLeagueMember(db, row.league_id, userId);
    return { ...result, kind: 'unchanged' };
  }
  const member = await requireOwnMember(db, body.league_member_id, userId);
  if (member.league_id !== row.league_id) throw badRequest(MESSAGES.invalidPlayerOrLeague);
  return withRosterConflicts(
    db.transaction().execute(async (trx) => {
      const change = await openRosterChange(trx, member.id, now);
      const player = await loadPlayer(trx, row.player_id);
      const entry = await directAddIn(change, player, null);
      if (slotKindOf(body.roster_position) !== 'BENCH')
        await applyMove(change, entry, body.roster_position);
      return {
        rosteredPlayerId: entry.id,
        memberId: member.id,
        playerName: player.player_name,
        kind: 'added' as const,
      };
    }),
  );
}
