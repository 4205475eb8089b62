import {
  mayChangeWhileLocked,
  planMoveOnRoster,
  slotKindOf,
  storedPositionFor,
  type FilledSlot,
  type MyTeamPlayer,
  type RosterRules,
} from '@fangtasy/shared';

/** One POST /rostered_players/move: which of the member's players goes to which stored slot. */
export interface MoveCall {
  rostered_player_id: number;
  target_slot: string;
}

/**
 * The call moving `mover` into `targetCode`, or null when the server would refuse it: an illegal
 * slot, the roster size, or the lineup lock on anyone the move displaces (the page judges by the
 * same rules so it never offers a move the server turns down).
 */
function legalCall(
  rules: RosterRules,
  players: readonly MyTeamPlayer[],
  mover: MyTeamPlayer,
  targetCode: string,
): MoveCall | null {
  const plan = planMoveOnRoster(rules, players, mover, targetCode);
  if (!plan.ok) return null;
  const byId = new Map(players.map((player) => [player.id, player]));
  const locked = plan.changes.some((step) => {
    const player = byId.get(step.id);
    return player?.is_locked === true && !mayChangeWhileLocked(player, step.roster_position);
  });
  return locked ? null : { rostered_player_id: mover.id, target_slot: targetCode };
}

/**
 * The call that puts `mover` onto the `target` row the way rules §4 says ("Roster move"),
 * or null when that move is not allowed now. The server keeps the bench as one pool (every bench
 * player is stored as BENCH), so a starter dropped onto a bench player swaps with him by sending
 * the bench player into the starter's slot; when he can't play there, the starter just goes to
 * BENCH and both stay on the bench.
 */
export function moveCallFor(
  rules: RosterRules,
  players: readonly MyTeamPlayer[],
  mover: MyTeamPlayer,
  target: FilledSlot<MyTeamPlayer>,
): MoveCall | null {
  const occupant = target.player;
  // A locked player's row is never a target, not even on the bench where he would stay put:
  // clicking him shows his information instead.
  if (occupant?.id === mover.id || occupant?.is_locked) return null;
  if (occupant && target.slot.kind === 'BENCH' && slotKindOf(mover.roster_position) !== 'BENCH') {
    const swap = legalCall(rules, players, occupant, mover.roster_position.toUpperCase());
    if (swap) return swap;
  }
  return legalCall(rules, players, mover, storedPositionFor(target.slot));
}

/** Every row the selected player may be moved onto now, by slot code, with the call that does it. */
export function moveTargets(
  rules: RosterRules,
  players: readonly MyTeamPlayer[],
  rows: readonly FilledSlot<MyTeamPlayer>[],
  mover: MyTeamPlayer,
): Map<string, MoveCall> {
  const targets = new Map<string, MoveCall>();
  for (const row of rows) {
    const call = moveCallFor(rules, players, mover, row);
    if (call) targets.set(row.slot.code, call);
  }
  return targets;
}

/**
 * Whether a player can be picked for a move at all: a locked player only when injured, since IR
 * is the one place the lineup lock still lets him go (rules §4.14).
 */
export const isSelectable = (player: MyTeamPlayer): boolean =>
  !player.is_locked || player.is_injured === 1;
