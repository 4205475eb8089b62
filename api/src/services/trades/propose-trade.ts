import { MESSAGES, holdsATeam, type TradeOffer } from '@fangtasy/shared/domain';
import { TRADE_PENDING_OFFERS_MAX } from '@fangtasy/shared/validation';
import { requireOwnMember } from '../../auth/access';
import type { Db } from '../../db/connect';
import type { LeagueMemberRow } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../errors';
import { tradeRulesOf } from '../league-rules';
import { exchangeRefusal, openExchange } from '../roster-exchange';
import type { RosterChange } from '../roster-context';
import { closeOffer, lockOffer, requireAnswerable } from './trade-offer-rows';
import { offerSeenBy, tradeViewFor } from './trade-views';
import { requireTradingOpen } from './trade-window';
import { inTransaction } from '../in-transaction';

const HOUR_MS = 3_600_000;

/** The players of an offer from its maker's side: what he sends, asks for, and drops. */
export interface TradeSides {
  send_player_ids: readonly number[];
  receive_player_ids: readonly number[];
  drop_player_ids: readonly number[];
}

/** Refuses a player the offer says a team has, when that team does not have him. */
async function requireOnRoster(
  trx: Db,
  change: RosterChange,
  playerIds: readonly number[],
): Promise<void> {
  const missing = playerIds.filter(
    (playerId) => !change.roster.some((entry) => entry.player_id === playerId),
  );
  if (missing.length === 0) return;
  const player = await trx
    .selectFrom('players')
    .select('player_name')
    .where('id', '=', missing[0]!)
    .executeTakeFirst();
  throw badRequest(
    MESSAGES.tradePlayerNotOnRoster(
      player?.player_name ?? 'That player',
      change.member.team_name ?? 'Unknown',
    ),
  );
}

/**
 * Writes an offer from `from` to `to` inside the caller's transaction (docs/decisions/018-trades.md):
 * both teams in the league, trading open, every player on the roster the offer says, nobody
 * locked by his game, the maker's own roster within its rules after the trade and his drops (the
 * other team names its drops when it accepts), and no more than TRADE_PENDING_OFFERS_MAX offers
 * of the maker waiting. Answers the new offer's id.
 */
async function writeOffer(
  trx: Db,
  from: LeagueMemberRow,
  toMemberId: number,
  sides: TradeSides,
  now: Date,
  counterOf: number | null,
): Promise<number> {
  const to = await trx
    .selectFrom('league_members')
    .selectAll()
    .where('id', '=', toMemberId)
    .executeTakeFirst();
  if (!to || to.league_id !== from.league_id || !holdsATeam(to))
    throw badRequest(MESSAGES.tradeTeamNotInLeague);
  const exchange = await openExchange(trx, now, [
    { memberId: from.id, sends: sides.send_player_ids, drops: sides.drop_player_ids },
    { memberId: to.id, sends: sides.receive_player_ids, drops: [] },
  ]);
  const [mine, theirs] = exchange.sides;
  const rules = await tradeRulesOf(trx, from.league_id);
  await requireTradingOpen(trx, mine.change.league, rules.trade_deadline_week, now);
  await requireOnRoster(trx, mine.change, [...sides.send_player_ids, ...sides.drop_player_ids]);
  await requireOnRoster(trx, theirs.change, sides.receive_player_ids);
  const refusal = await exchangeRefusal(exchange, 'bench');
  if (refusal?.kind === 'locked') throw conflict(refusal.message);
  if (refusal?.kind === 'limits' && refusal.memberId === from.id)
    throw badRequest(MESSAGES.tradeDropsNeeded(from.team_name ?? 'Your team'));

  const waiting = await trx
    .selectFrom('trade_offers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('proposer_member_id', '=', from.id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  if (Number(waiting.n) >= TRADE_PENDING_OFFERS_MAX)
    throw conflict(MESSAGES.tradeTooManyPending(TRADE_PENDING_OFFERS_MAX));

  const offer = await trx
    .insertInto('trade_offers')
    .values({
      league_id: from.league_id,
      proposer_member_id: from.id,
      recipient_member_id: to.id,
      status: 'pending',
      counter_of: counterOf,
      created_at: now,
      expires_at: new Date(now.getTime() + rules.offer_expiry_hours * HOUR_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const named = [
    ...sides.send_player_ids.map((id) => ({ id, member: from.id, action: 'send' as const })),
    ...sides.receive_player_ids.map((id) => ({ id, member: to.id, action: 'send' as const })),
    ...sides.drop_player_ids.map((id) => ({ id, member: from.id, action: 'drop' as const })),
  ];
  await trx
    .insertInto('trade_offer_players')
    .values(
      named.map((player) => ({
        trade_offer_id: offer.id,
        league_id: from.league_id,
        player_id: player.id,
        league_member_id: player.member,
        action: player.action,
      })),
    )
    .execute();
  return offer.id;
}

/** POST /trades/propose: an offer from the caller's own team to another team of its league. */
export async function proposeTrade(
  db: Db,
  userId: number,
  body: TradeSides & { league_id: number; league_member_id: number; to_league_member_id: number },
  now: Date,
): Promise<TradeOffer> {
  const from = await requireOwnMember(db, body.league_member_id, userId);
  if (from.league_id !== body.league_id) throw badRequest(MESSAGES.invalidPlayerOrMember);
  const offerId = await inTransaction(db, (trx) =>
    writeOffer(trx, from, body.to_league_member_id, body, now, null),
  );
  return tradeViewFor(db, offerId, from, now);
}

/**
 * POST /trades/counter/{id}: the recipient answers a pending offer with one of its own, back to
 * the proposer; the first offer closes as countered in the same transaction.
 */
export async function counterTrade(
  db: Db,
  userId: number,
  offerId: number,
  sides: TradeSides,
  now: Date,
): Promise<TradeOffer> {
  const { offer, me } = await offerSeenBy(db, offerId, userId);
  if (me.id !== offer.recipient_member_id) throw forbidden(MESSAGES.tradeOnlyRecipient);
  const counterId = await inTransaction(db, async (trx) => {
    const locked = await lockOffer(trx, offerId);
    requireAnswerable(locked, now);
    const id = await writeOffer(trx, me, locked.proposer_member_id, sides, now, locked.id);
    await closeOffer(trx, locked.id, 'countered', now, MESSAGES.tradeCounteredReason);
    return id;
  });
  return tradeViewFor(db, counterId, me, now);
}
