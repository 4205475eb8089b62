import type { TradeOffer, TradePendingCount } from '../contract';
import type {
  TradeAcceptBody,
  TradeCounterBody,
  TradeProposalBody,
} from '../validation/trade-offer';
import { getData, segment, send } from './client';

/**
 * GET /trades/getTradesByLeagueId/{league_id}?scope= — the trades the caller may see: 'open'
 * (waiting for an answer or under review, the default) or 'closed' (the newest first).
 */
export const getTradesByLeagueId = (
  leagueId: number,
  scope: 'open' | 'closed' = 'open',
): Promise<TradeOffer[]> =>
  getData<TradeOffer[]>(`/trades/getTradesByLeagueId/${segment(leagueId)}`, {
    params: { scope },
  });

/** GET /trades/getTradeById/{id} — one offer, if the caller may see it. */
export const getTradeById = (id: number): Promise<TradeOffer> =>
  getData<TradeOffer>(`/trades/getTradeById/${segment(id)}`);

/** GET /trades/getPendingCount/{league_id} — what waits for the caller (the navigation badge). */
export const getPendingTradeCount = (leagueId: number): Promise<TradePendingCount> =>
  getData<TradePendingCount>(`/trades/getPendingCount/${segment(leagueId)}`);

/** POST /trades/propose — an offer from the caller's team; answers the offer. */
export const proposeTrade = (body: TradeProposalBody): Promise<TradeOffer> =>
  send<TradeOffer>('post', '/trades/propose', body);

/** POST /trades/accept/{id} — the recipient accepts (naming drops if needed); executed or in review. */
export const acceptTrade = (id: number, body: TradeAcceptBody = {}): Promise<TradeOffer> =>
  send<TradeOffer>('post', `/trades/accept/${segment(id)}`, body);

/** POST /trades/decline/{id} — the recipient declines. */
export const declineTrade = (id: number): Promise<TradeOffer> =>
  send<TradeOffer>('post', `/trades/decline/${segment(id)}`);

/** POST /trades/withdraw/{id} — the proposer takes a pending offer back. */
export const withdrawTrade = (id: number): Promise<TradeOffer> =>
  send<TradeOffer>('post', `/trades/withdraw/${segment(id)}`);

/** POST /trades/counter/{id} — the recipient answers with an offer of its own; answers the new offer. */
export const counterTrade = (id: number, body: TradeCounterBody): Promise<TradeOffer> =>
  send<TradeOffer>('post', `/trades/counter/${segment(id)}`, body);

/** POST /trades/approve/{id} — the commissioner lets a trade under review execute now. */
export const approveTrade = (id: number): Promise<TradeOffer> =>
  send<TradeOffer>('post', `/trades/approve/${segment(id)}`);

/** POST /trades/veto/{id} — the commissioner's veto, or a member's veto vote under a league vote. */
export const vetoTrade = (id: number): Promise<TradeOffer> =>
  send<TradeOffer>('post', `/trades/veto/${segment(id)}`);
