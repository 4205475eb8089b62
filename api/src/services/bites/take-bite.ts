import { MESSAGES, type BiteRight } from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import { badRequest, conflict, forbidden } from '../../errors';
import { applyExchange, exchangeRefusal, openExchange } from '../roster-exchange';
import { biteOptions } from './bite-options';
import { biteRightSeenBy, lockBiteRight, type BiteRightRow } from './bite-right-rows';
import { biteRightView } from './bite-views';
import { inTransaction } from '../in-transaction';

export interface BiteChoice {
  player_id: number;
  swap_player_id?: number | null | undefined;
  drop_player_id?: number | null | undefined;
}

/** The right, refused unless the caller is its vampire. */
async function vampireRight(db: Db, userId: number, rightId: number) {
  const { right, me } = await biteRightSeenBy(db, rightId, userId);
  if (me.id !== right.vampire_member_id) throw forbidden(MESSAGES.biteOnlyVampire);
  return right;
}

/** A right still usable: open, and its deadline not yet reached by the league clock. */
function requireOpen(right: BiteRightRow, now: Date): void {
  if (right.status !== 'open') throw conflict(MESSAGES.biteNotOpen);
  if (right.deadline_at.getTime() <= now.getTime()) throw conflict(MESSAGES.biteDeadlinePassed);
}

/** How the log announces the bite: the result that earned it, and the lineup it exposed. */
function biteAnnouncement(right: BiteRightRow): string {
  const score = (value: number) => Number(value).toFixed(2);
  const won = `Won week ${right.week}, ${score(right.vampire_score)} to ${score(right.victim_score)}.`;
  return right.exposed ? `${won} Exposed lineup: ${right.exposure.join(' ')}` : won;
}

/**
 * POST /bites/take/{id} (docs/decisions/019-the-vampire-bite.md): the vampire takes one of the
 * players its right opens, as a forced trade — no acceptance, no review. Under the same-position
 * swap it names a starter of its own of that week of the same position, and the two change
 * places; without a swap it may name a drop. Decided under the right's lock and both rosters'
 * locks: a right is used once, a locked player never moves, and both rosters keep their rules.
 * The log announces the bite to the whole league.
 */
export async function takeBite(
  db: Db,
  userId: number,
  rightId: number,
  choice: BiteChoice,
  now: Date,
): Promise<BiteRight> {
  await vampireRight(db, userId, rightId);
  const swapId = choice.swap_player_id ?? null;
  const dropId = choice.drop_player_id ?? null;
  const right = await inTransaction(db, async (trx) => {
    const locked = await lockBiteRight(trx, rightId);
    requireOpen(locked, now);
    if (locked.swap_rule === 'none' && swapId !== null) throw badRequest(MESSAGES.biteNoSwap);
    if (locked.swap_rule === 'same_position' && swapId === null)
      throw badRequest(MESSAGES.biteSwapRequired);
    const exchange = await openExchange(trx, now, [
      { memberId: locked.victim_member_id, sends: [choice.player_id], drops: [] },
      {
        memberId: locked.vampire_member_id,
        sends: swapId === null ? [] : [swapId],
        drops: dropId === null ? [] : [dropId],
      },
    ]);
    const [victim, vampire] = exchange.sides;
    const options = await biteOptions(
      trx,
      locked,
      victim.change.league,
      { victim: victim.change.roster, vampire: vampire.change.roster },
      vampire.change.rules,
      now,
    );
    const target = options.targets.find((candidate) => candidate.player_id === choice.player_id);
    if (!target)
      throw victim.change.roster.some((entry) => entry.player_id === choice.player_id)
        ? badRequest(MESSAGES.biteTargetNotAllowed)
        : conflict(MESSAGES.biteTargetGone);
    if (swapId !== null && !target.swap_options.some((swap) => swap.player_id === swapId))
      throw badRequest(MESSAGES.biteSwapNotAllowed);
    if (dropId !== null && !options.dropOptions.some((drop) => drop.player_id === dropId))
      throw badRequest(MESSAGES.biteDropNotOwn);
    const placement = swapId === null ? 'bench' : 'change_places';
    const refusal = await exchangeRefusal(exchange, placement);
    if (refusal?.kind === 'limits')
      throw refusal.memberId === locked.vampire_member_id && dropId === null
        ? badRequest(MESSAGES.biteDropNeeded)
        : conflict(MESSAGES.biteRosterOver);
    if (refusal) throw conflict(refusal.message);
    const announcement = biteAnnouncement(locked);
    await applyExchange(exchange, placement, ({ receiverId }) =>
      receiverId === locked.vampire_member_id
        ? { kind: 'bite', bite_right_id: locked.id, reason: announcement }
        : { kind: 'bite_swap', bite_right_id: locked.id, reason: announcement },
    );
    await trx
      .updateTable('bite_rights')
      .set({
        status: 'taken',
        taken_player_id: choice.player_id,
        swap_player_id: swapId,
        decided_at: now,
      })
      .where('id', '=', locked.id)
      .execute();
    return locked;
  });
  return biteRightView(db, right.id, right.league_id, now);
}

/** POST /bites/pass/{id}: the vampire lets its right go before the deadline. */
export async function passBite(
  db: Db,
  userId: number,
  rightId: number,
  now: Date,
): Promise<BiteRight> {
  const right = await vampireRight(db, userId, rightId);
  await inTransaction(db, async (trx) => {
    requireOpen(await lockBiteRight(trx, rightId), now);
    await trx
      .updateTable('bite_rights')
      .set({ status: 'waived', decided_at: now })
      .where('id', '=', rightId)
      .execute();
  });
  return biteRightView(db, right.id, right.league_id, now);
}
