import {
  MESSAGES,
  type TradeOffer,
  type TradePendingCount,
  type TradeReviewMode,
  type TradeStatus,
} from '@fangtasy/shared/domain';
import { TRADE_LIST_MAX } from '@fangtasy/shared/validation';
import { sql, type ExpressionBuilder } from 'kysely';
import { findOwnMembership, requireLeagueMember } from '../../auth/access';
import type { Db } from '../../db/connect';
import type { Database, LeagueMemberRow } from '../../db/schema';
import { notFound } from '../../errors';
import { tradeRulesOf, type TradeRulesRecord } from '../league-rules';
import { loadLeague } from '../roster-context';
import { offerPlayers, reviewHasEnded, type TradeOfferRow } from './trade-offer-rows';
import { isTradingOpen } from './trade-window';

type Viewer = Pick<LeagueMemberRow, 'id' | 'role' | 'league_id'>;
type OffersScope = ExpressionBuilder<Database & { o: Database['trade_offers'] }, 'o'>;

/**
 * Who sees an offer (docs/decisions/018-trades.md): its two teams always; every member once it
 * went to a league vote or executed; the commissioner once it went to his review. Nobody else
 * sees another member's pending offers.
 */
const visibleTo = (viewer: Viewer) => (eb: OffersScope) =>
  eb.or([
    eb('o.proposer_member_id', '=', viewer.id),
    eb('o.recipient_member_id', '=', viewer.id),
    eb('o.status', '=', 'executed'),
    eb('o.review_mode', '=', 'league_vote'),
    ...(viewer.role === 'commish' ? [eb('o.review_mode', '=', 'commissioner')] : []),
  ]);

function offerRows(db: Db, leagueId: number, viewer: Viewer) {
  return db
    .selectFrom('trade_offers as o')
    .innerJoin('league_members as pm', 'pm.id', 'o.proposer_member_id')
    .innerJoin('league_members as rm', 'rm.id', 'o.recipient_member_id')
    .selectAll('o')
    .select(['pm.team_name as proposer_team_name', 'rm.team_name as recipient_team_name'])
    .where('o.league_id', '=', leagueId)
    .where(visibleTo(viewer));
}

type OfferViewRow = Awaited<ReturnType<ReturnType<typeof offerRows>['execute']>>[number];

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A pending offer past its expiry reads as expired before the scheduler has closed it. */
const isExpiredNow = (row: OfferViewRow, now: Date) =>
  row.status === 'pending' && row.expires_at.getTime() <= now.getTime();

/** The offers as the viewer reads them, with players, votes and what he may do, in four queries. */
async function buildViews(
  db: Db,
  rows: readonly OfferViewRow[],
  viewer: Viewer,
  rules: TradeRulesRecord,
  tradingOpen: boolean,
  now: Date,
): Promise<TradeOffer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const players = await offerPlayers(db, ids);
  const votes = await db
    .selectFrom('trade_votes')
    .select([
      'trade_offer_id',
      (eb) => eb.fn.countAll<number>().as('votes'),
      sql<boolean>`bool_or(league_member_id = ${viewer.id})`.as('mine'),
    ])
    .where('trade_offer_id', 'in', ids)
    .groupBy('trade_offer_id')
    .execute();
  const counters = await db
    .selectFrom('trade_offers')
    .select(['id', 'counter_of'])
    .where('counter_of', 'in', ids)
    .execute();
  return rows.map((row) => {
    const expired = isExpiredNow(row, now);
    const status: TradeStatus = expired ? 'expired' : row.status;
    const vote = votes.find((candidate) => candidate.trade_offer_id === row.id);
    const isParty = viewer.id === row.proposer_member_id || viewer.id === row.recipient_member_id;
    const pending = status === 'pending';
    const recipient = pending && viewer.id === row.recipient_member_id;
    // After the review's end nothing is left to review: the trade only waits to execute.
    const reviewing = status === 'in_review' && !isParty && !reviewHasEnded(row, now);
    const commissionerReview =
      reviewing && row.review_mode === 'commissioner' && viewer.role === 'commish';
    return {
      id: row.id,
      league_id: row.league_id,
      status,
      proposer_member_id: row.proposer_member_id,
      proposer_team_name: row.proposer_team_name,
      recipient_member_id: row.recipient_member_id,
      recipient_team_name: row.recipient_team_name,
      players: players
        .filter((player) => player.trade_offer_id === row.id)
        .map(({ trade_offer_id: _offer, ...player }) => player),
      counter_of: row.counter_of,
      countered_by: counters.find((counter) => counter.counter_of === row.id)?.id ?? null,
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
      accepted_at: iso(row.accepted_at),
      review_mode: row.review_mode,
      review_ends_at: iso(row.review_ends_at),
      veto_votes: Number(vote?.votes ?? 0),
      veto_votes_needed: row.review_mode === 'league_vote' ? rules.veto_votes : null,
      decided_at: expired ? row.expires_at.toISOString() : iso(row.decided_at),
      reason: expired ? MESSAGES.tradeExpiredReason : row.reason,
      actions: {
        accept: recipient && tradingOpen,
        decline: recipient,
        counter: recipient && tradingOpen,
        withdraw: pending && viewer.id === row.proposer_member_id,
        approve: commissionerReview,
        veto: commissionerReview || (reviewing && row.review_mode === 'league_vote' && !vote?.mine),
      },
    };
  });
}

async function viewsOf(
  db: Db,
  viewer: Viewer,
  narrow: (query: ReturnType<typeof offerRows>) => ReturnType<typeof offerRows>,
  now: Date,
): Promise<TradeOffer[]> {
  const league = await loadLeague(db, viewer.league_id);
  const rules = await tradeRulesOf(db, league.id);
  const rows = await narrow(offerRows(db, league.id, viewer)).execute();
  const open = await isTradingOpen(db, league, rules.trade_deadline_week, now);
  return buildViews(db, rows, viewer, rules, open, now);
}

/**
 * GET /trades/getTradesByLeagueId: the trades the caller may see — 'open' ones (waiting for an
 * answer, under review) or 'closed' ones — the newest first.
 */
export async function tradesOfLeague(
  db: Db,
  leagueId: number,
  userId: number,
  scope: 'open' | 'closed',
  now: Date,
): Promise<TradeOffer[]> {
  const viewer = await requireLeagueMember(db, leagueId, userId);
  const isOpen = (eb: OffersScope) =>
    eb.or([
      eb.and([eb('o.status', '=', 'pending'), eb('o.expires_at', '>', now)]),
      eb('o.status', '=', 'in_review'),
    ]);
  return viewsOf(
    db,
    viewer,
    (query) =>
      query
        .where((eb) => (scope === 'open' ? isOpen(eb) : eb.not(isOpen(eb))))
        .orderBy('o.created_at', 'desc')
        .orderBy('o.id', 'desc')
        .limit(TRADE_LIST_MAX),
    now,
  );
}

/** One offer as `viewer` reads it; 404 when it is not his to see. */
export async function tradeViewFor(
  db: Db,
  offerId: number,
  viewer: Viewer,
  now: Date,
): Promise<TradeOffer> {
  const [view] = await viewsOf(db, viewer, (query) => query.where('o.id', '=', offerId), now);
  if (!view) throw notFound(MESSAGES.tradeNotFound);
  return view;
}

/**
 * An offer and the caller's membership, when the caller may see the offer (`visibleTo`). Anyone
 * else — another league's member, a member who may not see another's pending offer — is answered
 * as for an id that does not exist (404), so an id tells nobody whether it exists. Who may act on
 * an offer he sees is each action's own check (403 with its reason).
 */
export async function offerSeenBy(
  db: Db,
  offerId: number,
  userId: number,
): Promise<{ offer: TradeOfferRow; me: LeagueMemberRow }> {
  const found = await db
    .selectFrom('trade_offers')
    .select('league_id')
    .where('id', '=', offerId)
    .executeTakeFirst();
  const me = found ? await findOwnMembership(db, found.league_id, userId) : null;
  const offer = me
    ? await db
        .selectFrom('trade_offers as o')
        .selectAll('o')
        .where('o.id', '=', offerId)
        .where(visibleTo(me))
        .executeTakeFirst()
    : undefined;
  if (!me || !offer) throw notFound(MESSAGES.tradeNotFound);
  return { offer, me };
}

/** GET /trades/getTradeById: one offer, for a member of its league who may see it. */
export async function tradeById(
  db: Db,
  offerId: number,
  userId: number,
  now: Date,
): Promise<TradeOffer> {
  const { me } = await offerSeenBy(db, offerId, userId);
  return tradeViewFor(db, offerId, me, now);
}

/**
 * GET /trades/getPendingCount: what waits for the caller — offers to answer, trades to review
 * (his approval as commissioner, or his vote) and his open bite rights — in one query.
 */
export async function pendingTradeCount(
  db: Db,
  leagueId: number,
  userId: number,
  now: Date,
): Promise<TradePendingCount> {
  const viewer = await requireLeagueMember(db, leagueId, userId);
  const reviewModes: TradeReviewMode[] =
    viewer.role === 'commish' ? ['commissioner', 'league_vote'] : ['league_vote'];
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('trade_offers')
        .select((count) => count.fn.countAll<number>().as('n'))
        .where('league_id', '=', leagueId)
        .where('status', '=', 'pending')
        .where('recipient_member_id', '=', viewer.id)
        .where('expires_at', '>', now)
        .as('offers_to_answer'),
      eb
        .selectFrom('trade_offers as o')
        .select((count) => count.fn.countAll<number>().as('n'))
        .where('o.league_id', '=', leagueId)
        .where('o.status', '=', 'in_review')
        .where('o.proposer_member_id', '<>', viewer.id)
        .where('o.recipient_member_id', '<>', viewer.id)
        .where('o.review_mode', 'in', reviewModes)
        .where('o.review_ends_at', '>', now)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('trade_votes as v')
                .select('v.trade_offer_id')
                .whereRef('v.trade_offer_id', '=', 'o.id')
                .where('v.league_member_id', '=', viewer.id),
            ),
          ),
        )
        .as('trades_to_review'),
      eb
        .selectFrom('bite_rights')
        .select((count) => count.fn.countAll<number>().as('n'))
        .where('league_id', '=', leagueId)
        .where('status', '=', 'open')
        .where('vampire_member_id', '=', viewer.id)
        .where('deadline_at', '>', now)
        .as('bite_rights'),
    ])
    .executeTakeFirstOrThrow();
  const offers = Number(row.offers_to_answer ?? 0);
  const reviews = Number(row.trades_to_review ?? 0);
  const bites = Number(row.bite_rights ?? 0);
  return {
    count: offers + reviews + bites,
    offers_to_answer: offers,
    trades_to_review: reviews,
    bite_rights: bites,
  };
}
