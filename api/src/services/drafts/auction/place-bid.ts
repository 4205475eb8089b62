import { DRAFT_MESSAGES } from '@fangtasy/shared/domain';
import type { Db } from '../../../db/connect';
import type { LeagueMemberRow } from '../../../db/schema';
import { badRequest, conflict, forbidden } from '../../../errors';
import { slotFor } from '../draft-rosters';
import { bidClockFrom } from './auction-engine';
import { staleLot, underAuctionLock } from './auction-lock';
import { auctionPurses, maxBidOf } from './auction-purses';

/**
 * A bid (POST /drafts/bid) on the player on the block, by a team that drafts: above the high
 * bid, at most the team's max bid (its budget less 1 for each other empty slot), for a player
 * its rule set has room for. It restarts the bid clock. Under the draft's lock, a bid at or
 * after the bid clock's end finds the lot sold (by this very write) and is refused with 409;
 * of two bids at once, the second judged sees the first's high bid.
 */
export async function placeBid(
  db: Db,
  caller: LeagueMemberRow,
  input: { leagueId: number; lot: number; amount: number },
  now: Date,
) {
  await underAuctionLock(db, input.leagueId, now, async ({ trx, row, board }) => {
    if (row.current_overall !== input.lot) return staleLot(trx, input.leagueId, input.lot);
    if (row.lot_player_id === null) return conflict(DRAFT_MESSAGES.auctionNoLotOpen(input.lot));
    if (row.status !== 'running') return conflict(DRAFT_MESSAGES.draftNotRunning);
    if (!board.teams.drafters.includes(caller.id))
      return forbidden(DRAFT_MESSAGES.draftNotADrafter);
    if (row.high_bidder_id === caller.id) return conflict(DRAFT_MESSAGES.auctionAlreadyHighBidder);

    const roster = board.rosters.get(caller.id);
    const maxBid = maxBidOf(roster, (await auctionPurses(trx, input.leagueId)).get(caller.id) ?? 0);
    if (!roster || maxBid < 1) return badRequest(DRAFT_MESSAGES.auctionRosterFull);
    const player = await trx
      .selectFrom('players')
      .select(['id', 'player_name', 'position'])
      .where('id', '=', row.lot_player_id)
      .executeTakeFirstOrThrow();
    if (slotFor(roster, player) === null)
      return badRequest(DRAFT_MESSAGES.draftPlayerDoesNotFit(player.player_name));
    const highBid = row.high_bid ?? 0;
    if (input.amount <= highBid) return conflict(DRAFT_MESSAGES.auctionBidTooLow(highBid));
    if (input.amount > maxBid) return badRequest(DRAFT_MESSAGES.auctionBidAboveMax(maxBid));

    await trx
      .insertInto('draft_bids')
      .values({
        league_id: input.leagueId,
        lot: input.lot,
        amount: input.amount,
        league_member_id: caller.id,
        player_id: player.id,
        at: now,
      })
      .execute();
    await trx
      .updateTable('drafts')
      .set({ high_bid: input.amount, high_bidder_id: caller.id, deadline: bidClockFrom(row, now) })
      .where('league_id', '=', input.leagueId)
      .execute();
    return null;
  });
}
