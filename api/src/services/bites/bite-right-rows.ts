import { MESSAGES } from '@fangtasy/shared/domain';
import type { Selectable } from 'kysely';
import { findOwnMembership } from '../../auth/access';
import type { Db } from '../../db/connect';
import type { BiteRightsTable, LeagueMemberRow } from '../../db/schema';
import { notFound } from '../../errors';

export type BiteRightRow = Selectable<BiteRightsTable>;

/** A bite right as stored, or 404. */
export async function loadBiteRight(db: Db, rightId: number): Promise<BiteRightRow> {
  const right = await db
    .selectFrom('bite_rights')
    .selectAll()
    .where('id', '=', rightId)
    .executeTakeFirst();
  if (!right) throw notFound(MESSAGES.biteNotFound);
  return right;
}

/**
 * A bite right and the caller's membership in its league, which every member sees
 * (docs/decisions/019). Anyone else is answered as for an id that does not exist (404), so an id
 * tells nobody outside the league whether it exists.
 */
export async function biteRightSeenBy(
  db: Db,
  rightId: number,
  userId: number,
): Promise<{ right: BiteRightRow; me: LeagueMemberRow }> {
  const right = await loadBiteRight(db, rightId);
  const me = await findOwnMembership(db, right.league_id, userId);
  if (!me) throw notFound(MESSAGES.biteNotFound);
  return { right, me };
}

/**
 * Locks a bite right's row for the rest of the transaction: a bite, a pass and the deadline's
 * lapse each take it first, so a right is used once however many requests and processes race.
 */
export async function lockBiteRight(trx: Db, rightId: number): Promise<BiteRightRow> {
  const right = await trx
    .selectFrom('bite_rights')
    .selectAll()
    .where('id', '=', rightId)
    .forUpdate()
    .executeTakeFirst();
  if (!right) throw notFound(MESSAGES.biteNotFound);
  return right;
}
