import { z } from 'zod';
import { tradeOfferSchema, tradePendingCountSchema } from '../contract/trades';
import { MESSAGES } from '../domain/messages';
import {
  tradeAcceptBodySchema,
  tradeCounterBodySchema,
  tradeProposalBodySchema,
} from '../validation/trade-offer';
import { declareRoutes } from './declare';
import { leagueIdParams, idParams } from './path-ids';

const tags = ['trades'];
const offer = { 200: tradeOfferSchema };

/** Trades between members (docs/decisions/018-trades.md): offers, answers, reviews. */
export const tradeRoutes = declareRoutes({
  'GET /trades/getTradesByLeagueId/:league_id': {
    tags,
    summary:
      'The trades you may see: your own, those under a review of yours, executed ones (scope=open|closed, newest first)',
    params: leagueIdParams,
    querystring: z.object({
      scope: z.enum(['open', 'closed'], { error: MESSAGES.tradeScopeInvalid }).default('open'),
    }),
    response: { 200: z.array(tradeOfferSchema) },
  },
  'GET /trades/getTradeById/:id': {
    tags,
    summary: 'One trade offer, if you may see it',
    params: idParams,
    response: offer,
  },
  'GET /trades/getPendingCount/:league_id': {
    tags,
    summary: 'What waits for you: offers to answer, trades to review, open bite rights',
    params: leagueIdParams,
    response: { 200: tradePendingCountSchema },
  },
  'POST /trades/propose': {
    tags,
    summary: 'Offer players for players to another team (either side may be empty)',
    body: tradeProposalBodySchema,
    response: offer,
  },
  'POST /trades/accept/:id': {
    tags,
    summary:
      'Accept an offer made to your team (naming drops if needed): executes now, or goes to review',
    params: idParams,
    body: tradeAcceptBodySchema,
    response: offer,
  },
  'POST /trades/decline/:id': {
    tags,
    summary: 'Decline an offer made to your team',
    params: idParams,
    response: offer,
  },
  'POST /trades/withdraw/:id': {
    tags,
    summary: 'Withdraw an offer your team made, before it is answered',
    params: idParams,
    response: offer,
  },
  'POST /trades/approve/:id': {
    tags,
    summary: 'Commissioner review: let an accepted trade execute now',
    params: idParams,
    response: offer,
  },
  'POST /trades/veto/:id': {
    tags,
    summary: "Veto a trade under review: the commissioner's veto, or your vote in a league vote",
    params: idParams,
    response: offer,
  },
  'POST /trades/counter/:id': {
    tags,
    summary: 'Answer an offer made to your team with one of your own (the first closes)',
    params: idParams,
    body: tradeCounterBodySchema,
    response: offer,
  },
});
