import { AUCTION_MIN_BID, DRAFT_MESSAGES } from '@fangtasy/shared/domain';
import type { Db } from '../../../db/connect';
import type { LeagueMemberRow } from '../../../db/schema';
import { ApiError, badRequest, conflict, forbidden } from '../../../errors';
import { choosablePlayer, logPickFor } from '../choose-player';
import { openLot } from './auction-engine';
import { staleLot, underAuctionLock } from './auction-lock';
import { auctionPurses, maxBidOf } from './auction-purses';

/**
 * A nomination (POST /drafts/nominate): the team whose turn it is, or the commissioner for it,
 * puts a player on the block with an opening bid — at least the minimum bid, at most the
 * nominator's max bid — and the bid clock starts. `lot` names the nomination the caller meant,
 * so a second click, or one after the clock nominated by autopick, is refused with 409.
 */
export async function nominate(
  db: Db,
  caller: LeagueMemberRow,
  input: { leagueId: number; lot: number; playerId: number; amount: number },
  now: Date,
) {
  await underAuctionLock(db, input.leagueId, now, async ({ trx, row, board }) => {
    if (row.lot_player_id !== null) {
      return row.current_overall === input.lot
        ? conflict(DRAFT_MESSAGES.auctionLotOpen(input.lot))
        : staleLot(trx, input.leagueId, input.lot);
    }
    if (row.current_overall !== input.lot) return staleLot(trx, input.leagueId, input.lot);
    if (row.status !== 'running') return conflict(DRAFT_MESSAGES.draftNotRunning);
    const nominator = row.nominator_id ?? 0;
    if (caller.id !== nominator && caller.role !== 'commish')
      return forbidden(DRAFT_MESSAGES.auctionNotYourNomination);

    const roster = board.rosters.get(nominator);
    const player = await choosablePlayer(trx, {
      leagueId: input.leagueId,
      playerId: input.playerId,
      roster,
    });
    if (player instanceof ApiError) return player;
    const maxBid = maxBidOf(roster, (await auctionPurses(trx, input.leagueId)).get(nominator) ?? 0);
    if (input.amount < AUCTION_MIN_BID) return badRequest(DRAFT_MESSAGES.auctionBidInvalid);
    if (input.amount > maxBid) return badRequest(DRAFT_MESSAGES.auctionBidAboveMax(maxBid));

    await openLot(trx, row, {
      playerId: player.id,
      memberId: nominator,
      amount: input.amount,
      at: now,
    });
    if (caller.id !== nominator) {
      const event = { leagueId: input.leagueId, by: caller.id, overall: input.lot };
      await logPickFor(trx, { ...event, playerId: player.id, at: now });
    }
    return null;
  });
}
