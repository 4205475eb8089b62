import { AUCTION_MIN_BID, draftDeadline, nextNominator } from '@fangtasy/shared/domain';
import type { Db } from '../../../db/connect';
import type { DraftRow } from '../../../db/schema';
import { autopickChoice, rankedCandidates } from '../autopick';
import { completeDraft } from '../complete-draft';
import type { DraftBoard } from '../draft-engine';
import { takeSlot } from '../draft-rosters';
import { auctionPurses, canBid } from './auction-purses';

/** When a write at `now` on a clock running to `deadline` counts as made: never after it. */
const writeTime = (now: Date, deadline: Date): Date => (now < deadline ? now : deadline);

/** The nomination clock (the draft's pick clock) from `at`. */
const nominationClockFrom = (row: DraftRow, at: Date): Date =>
  draftDeadline(at, row.pick_seconds * 1000, row.overnight_pause);

/** The bid clock's deadline for a bid made at `at`. */
export const bidClockFrom = (row: DraftRow, at: Date): Date =>
  draftDeadline(at, row.bid_seconds * 1000, row.overnight_pause);

/** Where a lot falls on the board: lots go round the teams like a linear draft's picks. */
export const lotSlot = (lot: number, teamCount: number) => ({
  round: Math.floor((lot - 1) / teamCount) + 1,
  pickInRound: ((lot - 1) % teamCount) + 1,
});

/** Puts a player on the block with an opening bid by his nominator; the bid clock starts. */
export async function openLot(
  trx: Db,
  row: DraftRow,
  lot: { playerId: number; memberId: number; amount: number; at: Date },
): Promise<DraftRow> {
  await trx
    .insertInto('draft_bids')
    .values({
      league_id: row.league_id,
      lot: row.current_overall ?? 0,
      amount: lot.amount,
      league_member_id: lot.memberId,
      player_id: lot.playerId,
      at: lot.at,
    })
    .execute();
  return trx
    .updateTable('drafts')
    .set({
      lot_player_id: lot.playerId,
      lot_nominated_by: lot.memberId,
      high_bid: lot.amount,
      high_bidder_id: lot.memberId,
      deadline: bidClockFrom(row, lot.at),
    })
    .where('league_id', '=', row.league_id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Sells the player on the block to the high bidder at `at` (the bid clock's end): his pick is
 * written at the lot's number (the primary key sells a lot once, the player's unique key wins a
 * player once), his purse pays (its check keeps it at 0 or above), the next team that can bid
 * nominates on a fresh nomination clock — or, when no team can, the draft completes.
 */
async function sellLot(trx: Db, row: DraftRow, board: DraftBoard, at: Date): Promise<DraftRow> {
  const lot = row.current_overall ?? 0;
  const buyer = row.high_bidder_id ?? 0;
  const price = row.high_bid ?? 0;
  const player = await trx
    .selectFrom('players')
    .select(['id', 'position'])
    .where('id', '=', row.lot_player_id ?? 0)
    .executeTakeFirstOrThrow();
  const slot = lotSlot(lot, board.teams.drafters.length);
  await trx
    .insertInto('draft_picks')
    .values({
      league_id: row.league_id,
      overall: lot,
      round: slot.round,
      pick_in_round: slot.pickInRound,
      league_member_id: buyer,
      player_id: player.id,
      made_by: board.teams.autopick.has(buyer) ? 'autopick' : 'member',
      made_at: at,
      price,
    })
    .execute();
  await trx
    .updateTable('draft_teams')
    .set((eb) => ({ budget_left: eb('budget_left', '-', price) }))
    .where('league_id', '=', row.league_id)
    .where('league_member_id', '=', buyer)
    .execute();
  const roster = board.rosters.get(buyer);
  if (roster) takeSlot(roster, player);

  const purses = await auctionPurses(trx, row.league_id);
  const nominator = nextNominator(board.teams.drafters, row.nominator_id, (id) =>
    canBid(board.rosters.get(id), purses.get(id) ?? 0),
  );
  const cleared = {
    lot_player_id: null,
    lot_nominated_by: null,
    high_bid: null,
    high_bidder_id: null,
  };
  if (nominator === null) {
    const closed = await trx
      .updateTable('drafts')
      .set(cleared)
      .where('league_id', '=', row.league_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return completeDraft(trx, closed, board.teams, at);
  }
  return trx
    .updateTable('drafts')
    .set({
      ...cleared,
      current_overall: lot + 1,
      nominator_id: nominator,
      deadline: nominationClockFrom(row, at),
    })
    .where('league_id', '=', row.league_id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Passes the nomination to the next team that can bid (or completes the draft). */
async function passNomination(trx: Db, row: DraftRow, board: DraftBoard, at: Date) {
  const purses = await auctionPurses(trx, row.league_id);
  const nominator = nextNominator(board.teams.drafters, row.nominator_id, (id) =>
    canBid(board.rosters.get(id), purses.get(id) ?? 0),
  );
  if (nominator === null || nominator === row.nominator_id)
    return completeDraft(trx, row, board.teams, at);
  return trx
    .updateTable('drafts')
    .set({ nominator_id: nominator, deadline: nominationClockFrom(row, at) })
    .where('league_id', '=', row.league_id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Settles an auction under the draft's lock (docs/decisions/065, as decision 058 settles a pick
 * order): a lot whose bid clock has run out is sold to the high bidder at that instant, exactly
 * once, whoever crosses the deadline first — a bid, a nomination, a command or the clocks job;
 * a nominator whose clock has run out, or who is on autopick, nominates by autopick (his queue,
 * then the rankings, within his rule set) at the minimum bid, at the clock's end. Teams on
 * autopick make no other bid. Stops at the first thing a member must still do, or at the end.
 */
export async function settleAuction(
  trx: Db,
  start: DraftRow,
  board: DraftBoard,
  now: Date,
): Promise<DraftRow> {
  let row = start;
  // Passing the nomination round the whole order without a lot opened means nobody can go on.
  let passes = 0;
  let ranking: ReturnType<typeof rankedCandidates> | undefined;
  const rankingOnce = () => (ranking ??= rankedCandidates(trx, { leagueId: start.league_id, now }));
  while (row.status === 'running' && row.deadline !== null) {
    const deadline = new Date(row.deadline);
    const at = writeTime(now, deadline);
    if (row.lot_player_id !== null) {
      if (now < deadline) break;
      row = await sellLot(trx, row, board, deadline);
      continue;
    }
    const nominator = row.nominator_id;
    const purses = await auctionPurses(trx, row.league_id);
    const roster = nominator === null ? undefined : board.rosters.get(nominator);
    if (nominator === null || !roster || !canBid(roster, purses.get(nominator) ?? 0)) {
      row = await passNomination(trx, row, board, at);
      continue;
    }
    if (!board.teams.autopick.has(nominator) && now < deadline) break;
    const choice = await autopickChoice(trx, {
      leagueId: row.league_id,
      roster,
      ranking: rankingOnce,
    });
    if (choice === null) {
      passes += 1;
      row =
        passes > board.teams.drafters.length
          ? await completeDraft(trx, row, board.teams, at)
          : await passNomination(trx, row, board, at);
      continue;
    }
    row = await openLot(trx, row, {
      playerId: choice,
      memberId: nominator,
      amount: AUCTION_MIN_BID,
      at,
    });
  }
  return row;
}
