import { MESSAGES, type TradeOffer } from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import { badRequest, conflict, forbidden } from '../../errors';
import { tradeRulesOf } from '../league-rules';
import { exchangeRefusal } from '../roster-exchange';
import { loadLeague } from '../roster-context';
import { executeLockedOffer, openTradeExchange } from './execute-trade';
import {
  closeOffer,
  lockOffer,
  offerPlayers,
  requireAnswerable,
  type TradeOfferRow,
} from './trade-offer-rows';
import { offerSeenBy, tradeViewFor } from './trade-views';
import { requireTradingOpen } from './trade-window';
import { inTransaction } from '../in-transaction';

const HOUR_MS = 3_600_000;

/** The offer and the caller's membership, refused unless the caller is the team `side` names. */
async function offerOfParty(
  db: Db,
  userId: number,
  offerId: number,
  side: 'recipient' | 'proposer',
) {
  const { offer, me } = await offerSeenBy(db, offerId, userId);
  const party = side === 'recipient' ? offer.recipient_member_id : offer.proposer_member_id;
  if (me.id !== party)
    throw forbidden(
      side === 'recipient' ? MESSAGES.tradeOnlyRecipient : MESSAGES.tradeOnlyProposer,
    );
  return { offer, me };
}

/** The recipient's drops join the offer: players of his own roster the trade does not move. */
async function addRecipientDrops(
  trx: Db,
  offer: TradeOfferRow,
  dropIds: readonly number[],
  teamName: string,
): Promise<void> {
  if (dropIds.length === 0) return;
  const named = await offerPlayers(trx, [offer.id]);
  if (named.some((player) => dropIds.includes(player.player_id)))
    throw badRequest(MESSAGES.tradeDropIsTraded);
  const own = await trx
    .selectFrom('rostered_players')
    .select('player_id')
    .where('league_member_id', '=', offer.recipient_member_id)
    .where('is_rostered', '=', 1)
    .where('player_id', 'in', [...dropIds])
    .execute();
  if (own.length !== dropIds.length) {
    const missing = dropIds.find((id) => !own.some((row) => row.player_id === id));
    const player = await trx
      .selectFrom('players')
      .select('player_name')
      .where('id', '=', missing ?? 0)
      .executeTakeFirst();
    throw badRequest(
      MESSAGES.tradePlayerNotOnRoster(player?.player_name ?? 'That player', teamName),
    );
  }
  await trx
    .insertInto('trade_offer_players')
    .values(
      dropIds.map((playerId) => ({
        trade_offer_id: offer.id,
        league_id: offer.league_id,
        player_id: playerId,
        league_member_id: offer.recipient_member_id,
        action: 'drop' as const,
      })),
    )
    .execute();
}

/**
 * POST /trades/accept/{id} (docs/decisions/018-trades.md): the recipient accepts a pending offer,
 * naming drops if the trade would overfill his roster. Everything is checked against the rosters
 * as they are now: an offer whose players have left their rosters fails with its reason (the
 * refusal answers 409 after the failure is recorded); a roster over its rules is refused (400 for
 * the recipient's own, who can name drops). Without a review the trade executes at once; else it
 * goes to review, to execute when the review ends (a player locked by his game waits for the
 * week's end then).
 */
export async function acceptTrade(
  db: Db,
  userId: number,
  offerId: number,
  dropIds: readonly number[],
  now: Date,
): Promise<TradeOffer> {
  const { me } = await offerOfParty(db, userId, offerId, 'recipient');
  const failure = await inTransaction(db, async (trx) => {
    const offer = await lockOffer(trx, offerId);
    requireAnswerable(offer, now);
    const league = await loadLeague(trx, offer.league_id);
    const rules = await tradeRulesOf(trx, league.id);
    await requireTradingOpen(trx, league, rules.trade_deadline_week, now);
    await addRecipientDrops(trx, offer, dropIds, me.team_name ?? 'Unknown');
    const exchange = await openTradeExchange(trx, offer, now);
    const refusal = await exchangeRefusal(exchange, 'bench');
    const accepted = { accepted_at: now, review_mode: rules.review_mode };
    if (refusal?.kind === 'stale') {
      await closeOffer(trx, offer.id, 'failed', now, refusal.message, accepted);
      return refusal.message;
    }
    if (refusal?.kind === 'limits')
      throw refusal.memberId === me.id
        ? badRequest(MESSAGES.tradeDropsNeeded(me.team_name ?? 'Your team'))
        : conflict(refusal.message);
    if (rules.review_mode === 'none') {
      if (refusal) throw conflict(refusal.message);
      await executeLockedOffer(trx, offer, now, exchange, accepted);
      return null;
    }
    await trx
      .updateTable('trade_offers')
      .set({
        ...accepted,
        status: 'in_review',
        review_ends_at: new Date(now.getTime() + rules.review_hours * HOUR_MS),
      })
      .where('id', '=', offer.id)
      .execute();
    return null;
  });
  if (failure) throw conflict(failure);
  return tradeViewFor(db, offerId, me, now);
}

/** POST /trades/decline/{id}: the recipient turns a pending offer down. */
export async function declineTrade(
  db: Db,
  userId: number,
  offerId: number,
  now: Date,
): Promise<TradeOffer> {
  const { me } = await offerOfParty(db, userId, offerId, 'recipient');
  await inTransaction(db, async (trx) => {
    const offer = await lockOffer(trx, offerId);
    requireAnswerable(offer, now);
    await closeOffer(trx, offer.id, 'declined', now);
  });
  return tradeViewFor(db, offerId, me, now);
}

/** POST /trades/withdraw/{id}: the proposer takes back an offer not yet answered. */
export async function withdrawTrade(
  db: Db,
  userId: number,
  offerId: number,
  now: Date,
): Promise<TradeOffer> {
  const { me } = await offerOfParty(db, userId, offerId, 'proposer');
  await inTransaction(db, async (trx) => {
    const offer = await lockOffer(trx, offerId);
    requireAnswerable(offer, now);
    await closeOffer(trx, offer.id, 'withdrawn', now);
  });
  return tradeViewFor(db, offerId, me, now);
}
