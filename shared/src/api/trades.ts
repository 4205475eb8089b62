import type { TradeOffer, TradePendingCount } from '../contract';
import type {
  TradeAcceptBody,
  TradeCounterBody,
  TradeProposalBody,
} from '../validation/trade-offer';
import { callRoute } from './client';

/**
 * GET /trades/getTradesByLeagueId/{league_id}?scope= — the trades the caller may see: 'open'
 * (waiting for an answer or under review, the default) or 'closed' (the newest first).
 */
export const getTradesByLeagueId = (
  leagueId: number,
  scope: 'open' | 'closed' = 'open',
): Promise<TradeOffer[]> =>
  callRoute('GET /trades/getTradesByLeagueId/:league_id', {
    params: { league_id: leagueId },
    query: { scope },
  });

/** One offer, if the caller may see it. */
export const getTradeById = (id: number): Promise<TradeOffer> =>
  callRoute('GET /trades/getTradeById/:id', { params: { id } });

/** What waits for the caller (the navigation badge). */
export const getPendingTradeCount = (leagueId: number): Promise<TradePendingCount> =>
  callRoute('GET /trades/getPendingCount/:league_id', { params: { league_id: leagueId } });

/** An offer from the caller's team; answers the offer. */
export const proposeTrade = (body: TradeProposalBody): Promise<TradeOffer> =>
  callRoute('POST /trades/propose', { body });

/** The recipient accepts (naming drops if needed); executed or in review. */
export const acceptTrade = (id: number, body: TradeAcceptBody = {}): Promise<TradeOffer> =>
  callRoute('POST /trades/accept/:id', { params: { id }, body });

/** The recipient declines. */
export const declineTrade = (id: number): Promise<TradeOffer> =>
  callRoute('POST /trades/decline/:id', { params: { id } });

/** The proposer takes a pending offer back. */
export const withdrawTrade = (id: number): Promise<TradeOffer> =>
  callRoute('POST /trades/withdraw/:id', { params: { id } });

/** The recipient answers with an offer of its own; answers the new offer. */
export const counterTrade = (id: number, body: TradeCounterBody): Promise<TradeOffer> =>
  callRoute('POST /trades/counter/:id', { params: { id }, body });

/** The commissioner lets a trade under review execute now. */
export const approveTrade = (id: number): Promise<TradeOffer> =>
  callRoute('POST /trades/approve/:id', { params: { id } });

/** The commissioner's veto, or a member's veto vote under a league vote. */
export const vetoTrade = (id: number): Promise<TradeOffer> =>
  callRoute('POST /trades/veto/:id', { params: { id } });
