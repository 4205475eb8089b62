import { MESSAGES, type TradeOffer } from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import type { LeagueMemberRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { tradeRulesOf } from '../league-rules';
import { executeLockedOffer } from './execute-trade';
import { closeOffer, lockOffer, reviewHasEnded, type TradeOfferRow } from './trade-offer-rows';
import { offerSeenBy, tradeViewFor } from './trade-views';
import { inTransaction } from '../in-transaction';

/**
 * Executes a locked offer under review, or records why it cannot: an offer whose players left
 * their rosters, or that would break a roster's rules, fails with the reason; one held up only
 * by a player's lock stays in review (`onLocked` decides whether the caller is told). Answers
 * the failure's reason, or null.
 */
export async function settleReviewedOffer(
  trx: Db,
  offer: TradeOfferRow,
  now: Date,
  onLocked: (message: string) => void,
): Promise<string | null> {
  const refusal = await executeLockedOffer(trx, offer, now);
  if (!refusal) return null;
  if (refusal.kind === 'locked') {
    onLocked(refusal.message);
    return null;
  }
  await closeOffer(trx, offer.id, 'failed', now, refusal.message);
  return refusal.message;
}

const isParty = (offer: TradeOfferRow, member: LeagueMemberRow) =>
  member.id === offer.proposer_member_id || member.id === offer.recipient_member_id;

/**
 * The caller may act on this review: not one of its teams, and its reviewer under the mode. An
 * offer never accepted, or under a review that is not his, is not his to see (404).
 */
async function reviewerOf(db: Db, userId: number, offerId: number) {
  const { offer, me } = await offerSeenBy(db, offerId, userId);
  if (isParty(offer, me)) throw forbidden(MESSAGES.tradeNoOwnReview);
  if (offer.review_mode === null || (offer.review_mode === 'commissioner' && me.role !== 'commish'))
    throw notFound(MESSAGES.tradeNotFound);
  return { offer, me };
}

/** The offer is still under review in the locked row, or the caller is told it is not. */
function requireInReview(offer: TradeOfferRow): void {
  if (offer.status !== 'in_review') throw conflict(MESSAGES.tradeNotInReview);
}

/**
 * POST /trades/approve/{id}: under commissioner review, the commissioner lets the trade execute
 * now rather than at the review's end. A locked player refuses it (409) until his week ends.
 */
export async function approveTrade(
  db: Db,
  userId: number,
  offerId: number,
  now: Date,
): Promise<TradeOffer> {
  const { me } = await reviewerOf(db, userId, offerId);
  const failure = await inTransaction(db, async (trx) => {
    const offer = await lockOffer(trx, offerId);
    requireInReview(offer);
    if (offer.review_mode !== 'commissioner') throw conflict(MESSAGES.tradeNoCommissionerReview);
    return settleReviewedOffer(trx, offer, now, (message) => {
      throw conflict(message);
    });
  });
  if (failure) throw conflict(failure);
  return tradeViewFor(db, offerId, me, now);
}

/**
 * POST /trades/veto/{id}: under commissioner review, the commissioner's veto stops the trade; under
 * a league vote, the caller's veto vote counts once, and the vote that reaches the league's
 * veto_votes stops it.
 */
export async function vetoTrade(
  db: Db,
  userId: number,
  offerId: number,
  now: Date,
): Promise<TradeOffer> {
  const { me } = await reviewerOf(db, userId, offerId);
  const reviewEnded = await inTransaction(db, async (trx) => {
    const offer = await lockOffer(trx, offerId);
    requireInReview(offer);
    if (reviewHasEnded(offer, now)) {
      // The veto crosses the review's end: it settles the trade as the end does (it executes,
      // fails with its reason, or waits for a locked player), and is refused.
      await settleReviewedOffer(trx, offer, now, () => undefined);
      return true;
    }
    if (offer.review_mode === 'commissioner') {
      await closeOffer(trx, offer.id, 'vetoed', now, MESSAGES.tradeVetoedByCommissioner);
      return false;
    }
    const voted = await trx
      .insertInto('trade_votes')
      .values({
        trade_offer_id: offer.id,
        league_id: offer.league_id,
        league_member_id: me.id,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['trade_offer_id', 'league_member_id']).doNothing())
      .returning('league_member_id')
      .executeTakeFirst();
    if (!voted) throw conflict(MESSAGES.tradeAlreadyVetoed);
    const rules = await tradeRulesOf(trx, offer.league_id);
    const votes = await trx
      .selectFrom('trade_votes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('trade_offer_id', '=', offer.id)
      .executeTakeFirstOrThrow();
    if (Number(votes.n) >= rules.veto_votes)
      await closeOffer(trx, offer.id, 'vetoed', now, MESSAGES.tradeVetoedByLeague);
    return false;
  });
  if (reviewEnded) throw conflict(MESSAGES.tradeReviewEnded);
  return tradeViewFor(db, offerId, me, now);
}
