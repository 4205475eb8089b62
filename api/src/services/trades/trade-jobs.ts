import { MESSAGES } from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import type { ScheduledJob } from '../../scheduler/jobs';
import { lockOffer, reviewHasEnded } from './trade-offer-rows';
import { isExecutingTrade } from './execute-trade';
import { settleReviewedOffer } from './review-trade';
import { inTransaction } from '../in-transaction';

/** Pending offers past their expiry close as expired (at their expiry), in one statement. */
export async function expireTradeOffers(db: Db, now: Date): Promise<number> {
  const expired = await db
    .updateTable('trade_offers')
    .set((eb) => ({
      status: 'expired',
      decided_at: eb.ref('expires_at'),
      reason: MESSAGES.tradeExpiredReason,
    }))
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(expired.numUpdatedRows);
}

/**
 * Executes every trade whose review has ended unvetoed, each in its own transaction under its
 * offer's lock, so several api processes running this at once execute each trade once. A trade
 * held up by a locked player waits for a later tick; one that can no longer go through fails
 * with its reason.
 */
export async function executeReviewedTrades(
  db: Db,
  now: Date,
  leagueId?: number,
): Promise<{ executed: number; failed: number }> {
  const due = await db
    .selectFrom('trade_offers')
    .select('id')
    .where('status', '=', 'in_review')
    .where('review_ends_at', '<=', now)
    .$if(leagueId !== undefined, (qb) => qb.where('league_id', '=', leagueId ?? 0))
    .orderBy('review_ends_at')
    .orderBy('id')
    .execute();
  const outcome = { executed: 0, failed: 0 };
  for (const { id } of due) {
    const result = await inTransaction(db, async (trx) => {
      const offer = await lockOffer(trx, id);
      // Another process got here first, or a veto did.
      if (offer.status !== 'in_review' || !reviewHasEnded(offer, now)) return 'skipped';
      let waiting = false;
      const failure = await settleReviewedOffer(trx, offer, now, () => {
        waiting = true;
      });
      return failure ? 'failed' : waiting ? 'skipped' : 'executed';
    });
    if (result !== 'skipped') outcome[result] += 1;
    // PGlite answers without waiting on I/O: let timers and requests in between trades.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return outcome;
}

/**
 * A review's end is enforced by the write that crosses it (docs/decisions/023): before a change
 * to a member's roster, in its transaction, each of his trades whose review has ended and that
 * still waits is settled as the end settles it — executed, failed with its reason, or left for a
 * locked player — so no change made after the end decides the trade instead.
 */
export async function settleEndedReviewsOf(trx: Db, memberId: number, now: Date): Promise<void> {
  // The roster changes of a trade being executed are that trade's own.
  if (isExecutingTrade(trx)) return;
  const due = await trx
    .selectFrom('trade_offers')
    .select('id')
    .where('status', '=', 'in_review')
    .where('review_ends_at', '<=', now)
    .where((eb) =>
      eb.or([eb('proposer_member_id', '=', memberId), eb('recipient_member_id', '=', memberId)]),
    )
    .orderBy('review_ends_at')
    .orderBy('id')
    .execute();
  for (const { id } of due) {
    const offer = await lockOffer(trx, id);
    if (offer.status !== 'in_review' || !reviewHasEnded(offer, now)) continue;
    await settleReviewedOffer(trx, offer, now, () => undefined);
  }
}

/** The scheduler's trade job: offers expire, reviews that ended execute. */
export const tradesJob: ScheduledJob = {
  name: 'trades',
  async run({ db, clock, log }) {
    const now = clock.now();
    const expired = await expireTradeOffers(db, now);
    const { executed, failed } = await executeReviewedTrades(db, now);
    if (expired + executed + failed > 0)
      log.info({ expired, executed, failed }, 'trade offers expired and reviews settled');
  },
};
