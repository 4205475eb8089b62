import type { TradeOffer } from '@fangtasy/shared/domain';
import type { App } from '../app';
import type { Db } from '../db/connect';
import { acceptTrade, declineTrade, withdrawTrade } from '../services/trades/answer-trade';
import { counterTrade, proposeTrade } from '../services/trades/propose-trade';
import { approveTrade, vetoTrade } from '../services/trades/review-trade';
import { pendingTradeCount, tradeById, tradesOfLeague } from '../services/trades/trade-views';
import { declared } from './declared';

/** Trades between members (docs/decisions/018-trades.md): offers, answers, reviews. */
export async function tradeRoutes(app: App): Promise<void> {
  const { db, clock } = app.ctx;

  app.route({
    ...declared('GET /trades/getTradesByLeagueId/:league_id'),
    config: {
      access: { kind: 'league-member', league: 'params.league_id' },
      cachedRead: { leagueIdIn: 'params' },
    },
    handler: async (request) =>
      tradesOfLeague(
        db,
        request.params.league_id,
        request.userId,
        request.query.scope,
        clock.now(),
      ),
  });

  app.route({
    ...declared('GET /trades/getTradeById/:id'),
    config: { access: { kind: 'trade-viewer', offer: 'params.id' } },
    handler: async (request) => tradeById(db, request.params.id, request.userId, clock.now()),
  });

  app.route({
    ...declared('GET /trades/getPendingCount/:league_id'),
    config: {
      access: { kind: 'league-member', league: 'params.league_id' },
      cachedRead: { leagueIdIn: 'params' },
    },
    handler: async (request) =>
      pendingTradeCount(db, request.params.league_id, request.userId, clock.now()),
  });

  app.route({
    ...declared('POST /trades/propose'),
    config: { access: { kind: 'own-member', member: 'body.league_member_id' } },
    handler: async (request) => proposeTrade(db, request.userId, request.body, clock.now()),
  });

  app.route({
    ...declared('POST /trades/accept/:id'),
    config: { access: { kind: 'trade-viewer', offer: 'params.id' } },
    handler: async (request) =>
      acceptTrade(db, request.userId, request.params.id, request.body.drop_player_ids, clock.now()),
  });

  /** A change of one offer by one of its teams or reviewers, with no body: answers the offer. */
  const offerChange = (
    key:
      | 'POST /trades/decline/:id'
      | 'POST /trades/withdraw/:id'
      | 'POST /trades/approve/:id'
      | 'POST /trades/veto/:id',
    change: (db: Db, userId: number, offerId: number, now: Date) => Promise<TradeOffer>,
  ) =>
    app.route({
      ...declared(key),
      config: { access: { kind: 'trade-viewer', offer: 'params.id' } },
      handler: async (request) => change(db, request.userId, request.params.id, clock.now()),
    });

  offerChange('POST /trades/decline/:id', declineTrade);
  offerChange('POST /trades/withdraw/:id', withdrawTrade);
  offerChange('POST /trades/approve/:id', approveTrade);
  offerChange('POST /trades/veto/:id', vetoTrade);

  app.route({
    ...declared('POST /trades/counter/:id'),
    config: { access: { kind: 'trade-viewer', offer: 'params.id' } },
    handler: async (request) =>
      counterTrade(db, request.userId, request.params.id, request.body, clock.now()),
  });
}
