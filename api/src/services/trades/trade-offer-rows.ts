import { MESSAGES, type TradeReviewMode } from '@fangtasy/shared/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect';
import type { TradeOffersTable } from '../../db/schema';
import { conflict, notFound } from '../../errors';

export type TradeOfferRow = Selectable<TradeOffersTable>;

/**
 * Locks an offer's row for the rest of the transaction. Every answer, review and execution of an
 * offer takes it first, so two of them (two accepts from two api processes, an accept and a
 * withdrawal, a veto and the review's end) are decided one after the other, each on the status
 * the other left: an offer executes once.
 */
export async function lockOffer(trx: Db, offerId: number): Promise<TradeOfferRow> {
  const offer = await trx
    .selectFrom('trade_offers')
    .selectAll()
    .where('id', '=', offerId)
    .forUpdate()
    .executeTakeFirst();
  if (!offer) throw notFound(MESSAGES.tradeNotFound);
  return offer;
}

/** A pending offer the recipient may still answer: refused once decided, or once it has expired. */
export function requireAnswerable(offer: TradeOfferRow, now: Date): void {
  if (offer.status !== 'pending') throw conflict(MESSAGES.tradeNotPending);
  if (offer.expires_at.getTime() <= now.getTime()) throw conflict(MESSAGES.tradeExpired);
}

/** Whether a review's end has come by the league clock: from then on only execution is left. */
export const reviewHasEnded = (offer: Pick<TradeOfferRow, 'review_ends_at'>, now: Date): boolean =>
  offer.review_ends_at !== null && offer.review_ends_at.getTime() <= now.getTime();

/** The players an offer names (sent and dropped), in the order they were named. */
export function offerPlayers(db: Db, offerIds: readonly number[]) {
  return db
    .selectFrom('trade_offer_players as op')
    .innerJoin('players as p', 'p.id', 'op.player_id')
    .select([
      'op.trade_offer_id',
      'op.player_id',
      'op.league_member_id',
      'op.action',
      'p.player_name',
      'p.position',
      'p.team',
    ])
    .where('op.trade_offer_id', 'in', offerIds.length > 0 ? [...offerIds] : [0])
    .orderBy('op.trade_offer_id')
    .orderBy('op.action', 'desc')
    .orderBy('p.player_name')
    .execute();
}

/** Closes an open offer for good, with its status and the reason its parties read. */
export async function closeOffer(
  trx: Db,
  offerId: number,
  status: 'declined' | 'withdrawn' | 'countered' | 'vetoed' | 'failed',
  now: Date,
  reason: string | null = null,
  acceptance: { accepted_at: Date; review_mode: TradeReviewMode } | null = null,
): Promise<void> {
  await trx
    .updateTable('trade_offers')
    .set({ ...acceptance, status, decided_at: now, reason })
    .where('id', '=', offerId)
    .execute();
}
