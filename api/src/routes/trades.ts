import { tradeOfferSchema, tradePendingCountSchema } from '@fangtasy/shared/contract';
import { MESSAGES, type TradeOffer } from '@fangtasy/shared/domain';
import {
  tradeAcceptBodySchema,
  tradeCounterBodySchema,
  tradeProposalBodySchema,
} from '@fangtasy/shared/validation';
import { z } from 'zod';
import type { App } from '../app';
import type { Db } from '../db/connect';
import { acceptTrade, declineTrade, withdrawTrade } from '../services/trades/answer-trade';
import { counterTrade, proposeTrade } from '../services/trades/propose-trade';
import { approveTrade, vetoTrade } from '../services/trades/review-trade';
import { pendingTradeCount, tradeById, tradesOfLeague } from '../services/trades/trade-views';
import { pathId } from './path-ids';

const offerParams = z.object({ id: pathId('id') });

/** Trades between members (docs/decisions/018-trades.md): offers, answers, reviews. */
export async function tradeRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;

  app.get(
    '/trades/getTradesByLeagueId/:league_id',
    {
      config: {
        access: { kind: 'league-member', league: 'params.league_id' },
        cachedRead: { leagueIdIn: 'params' },
      },
      schema: {
        tags: ['trades'],
        summary:
          'The trades you may see: your own, those under a review of yours, executed ones (scope=open|closed, newest first)',
        params: z.object({ league_id: pathId('league_id') }),
        querystring: z.object({
          scope: z.enum(['open', 'closed'], { error: MESSAGES.tradeScopeInvalid }).default('open'),
        }),
        response: { 200: z.array(tradeOfferSchema) },
      },
    },
    async (request) =>
      tradesOfLeague(
        db,
        request.params.league_id,
        request.userId,
        request.query.scope,
        clock.now(),
      ),
  );

  app.get(
    '/trades/getTradeById/:id',
    {
      config: { access: { kind: 'trade-viewer', offer: 'params.id' } },
      schema: {
        tags: ['trades'],
        summary: 'One trade offer, if you may see it',
        params: offerParams,
        response: { 200: tradeOfferSchema },
      },
    },
    async (request) => tradeById(db, request.params.id, request.userId, clock.now()),
  );

  app.get(
    '/trades/getPendingCount/:league_id',
    {
      config: {
        access: { kind: 'league-member', league: 'params.league_id' },
        cachedRead: { leagueIdIn: 'params' },
      },
      schema: {
        tags: ['trades'],
        summary: 'What waits for you: offers to answer, trades to review, open bite rights',
        params: z.object({ league_id: pathId('league_id') }),
        response: { 200: tradePendingCountSchema },
      },
    },
    async (request) => pendingTradeCount(db, request.params.league_id, request.userId, clock.now()),
  );

  app.post(
    '/trades/propose',
    {
      config: { access: { kind: 'own-member', member: 'body.league_member_id' } },
      schema: {
        tags: ['trades'],
        summary: 'Offer players for players to another team (either side may be empty)',
        body: tradeProposalBodySchema,
        response: { 200: tradeOfferSchema },
      },
    },
    async (request) => proposeTrade(db, request.userId, request.body, clock.now()),
  );

  app.post(
    '/trades/accept/:id',
    {
      config: { access: { kind: 'trade-viewer', offer: 'params.id' } },
      schema: {
        tags: ['trades'],
        summary:
          'Accept an offer made to your team (naming drops if needed): executes now, or goes to review',
        params: offerParams,
        body: tradeAcceptBodySchema,
        response: { 200: tradeOfferSchema },
      },
    },
    async (request) =>
      acceptTrade(db, request.userId, request.params.id, request.body.drop_player_ids, clock.now()),
  );

  /** A change of one offer by one of its teams or reviewers, with no body: answers the offer. */
  const offerChange = (
    path: string,
    summary: string,
    change: (db: Db, userId: number, offerId: number, now: Date) => Promise<TradeOffer>,
  ) =>
    app.post(
      path,
      {
        config: { access: { kind: 'trade-viewer', offer: 'params.id' } },
        schema: {
          tags: ['trades'],
          summary,
          params: offerParams,
          response: { 200: tradeOfferSchema },
        },
      },
      async (request) => change(db, request.userId, request.params.id, clock.now()),
    );

  offerChange('/trades/decline/:id', 'Decline an offer made to your team', declineTrade);
  offerChange(
    '/trades/withdraw/:id',
    'Withdraw an offer your team made, before it is answered',
    withdrawTrade,
  );
  offerChange(
    '/trades/approve/:id',
    'Commissioner review: let an accepted trade execute now',
    approveTrade,
  );
  offerChange(
    '/trades/veto/:id',
    "Veto a trade under review: the commissioner's veto, or your vote in a league vote",
    vetoTrade,
  );

  app.post(
    '/trades/counter/:id',
    {
      config: { access: { kind: 'trade-viewer', offer: 'params.id' } },
      schema: {
        tags: ['trades'],
        summary: 'Answer an offer made to your team with one of your own (the first closes)',
        params: offerParams,
        body: tradeCounterBodySchema,
        response: { 200: tradeOfferSchema },
      },
    },
    async (request) =>
      counterTrade(db, request.userId, request.params.id, request.body, clock.now()),
  );
}
