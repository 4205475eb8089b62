import type { TradeReviewMode } from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import {
  applyExchange,
  exchangeRefusal,
  openExchange,
  type ExchangeRefusal,
  type OpenExchange,
} from '../roster-exchange';
import { offerPlayers, type TradeOfferRow } from './trade-offer-rows';

/**
 * Locks both teams' rosters for an offer and finds its players there: each team sends its
 * 'send' players to the other and drops its 'drop' players, as the offer names them now.
 */
export async function openTradeExchange(
  trx: Db,
  offer: TradeOfferRow,
  now: Date,
): Promise<OpenExchange> {
  const players = await offerPlayers(trx, [offer.id]);
  const sideOf = (memberId: number) => {
    const own = players.filter((player) => player.league_member_id === memberId);
    return {
      memberId,
      sends: own.filter((player) => player.action === 'send').map((player) => player.player_id),
      drops: own.filter((player) => player.action === 'drop').map((player) => player.player_id),
    };
  };
  return openExchange(trx, now, [
    sideOf(offer.proposer_member_id),
    sideOf(offer.recipient_member_id),
  ]);
}

/** Transactions executing an offer now: its own roster changes must not settle it again. */
const executing = new WeakSet<Db>();

/** Whether `trx` is executing an offer (its exchange's roster changes skip settling reviews). */
export const isExecutingTrade = (trx: Db): boolean => executing.has(trx);

/**
 * Executes an offer whose row the caller has locked (docs/decisions/018-trades.md): every player
 * moves, the drops go onto waivers, the log records each player received, and the offer becomes
 * executed — in the caller's transaction, so all of it commits or none. Answers why it cannot go
 * through now (nothing changed then), or null once executed.
 */
export async function executeLockedOffer(
  trx: Db,
  offer: TradeOfferRow,
  now: Date,
  opened?: OpenExchange,
  acceptance: { accepted_at: Date; review_mode: TradeReviewMode } | null = null,
): Promise<ExchangeRefusal | null> {
  if (executing.has(trx)) return executeOffer(trx, offer, now, opened, acceptance);
  executing.add(trx);
  try {
    return await executeOffer(trx, offer, now, opened, acceptance);
  } finally {
    executing.delete(trx);
  }
}

async function executeOffer(
  trx: Db,
  offer: TradeOfferRow,
  now: Date,
  opened: OpenExchange | undefined,
  acceptance: { accepted_at: Date; review_mode: TradeReviewMode } | null,
): Promise<ExchangeRefusal | null> {
  const exchange = opened ?? (await openTradeExchange(trx, offer, now));
  const refusal = await exchangeRefusal(exchange, 'bench');
  if (refusal) return refusal;
  await applyExchange(exchange, 'bench', () => ({ kind: 'trade', trade_offer_id: offer.id }));
  await trx
    .updateTable('trade_offers')
    .set({ ...acceptance, status: 'executed', decided_at: now })
    .where('id', '=', offer.id)
    .execute();
  return null;
}
