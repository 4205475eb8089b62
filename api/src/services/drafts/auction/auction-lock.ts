import { DRAFT_MESSAGES } from '@fangtasy/shared/domain';
import type { Db } from '../../../db/connect';
import type { DraftRow } from '../../../db/schema';
import { conflict, type ApiError } from '../../../errors';
import { inTransaction } from '../../in-transaction';
import { readBoard, settleOnBoard, type DraftBoard } from '../draft-engine';
import { lockDraft } from '../draft-rows';

/** What an auction write sees under the lock, once the due sales and nominations are made. */
export interface SettledAuction {
  trx: Db;
  row: DraftRow;
  board: DraftBoard;
}

/**
 * An auction write (a nomination, a bid) under the draft's lock (decision 058): the lot sold or
 * the nomination made by the clock's end comes first, then `judge` decides the request on what
 * is left. A refusal is answered after the transaction commits, so what the clock did is kept.
 */
export async function underAuctionLock(
  db: Db,
  leagueId: number,
  now: Date,
  judge: (settled: SettledAuction) => Promise<ApiError | null>,
): Promise<void> {
  const refusal = await inTransaction(db, async (trx): Promise<ApiError | null> => {
    const locked = await lockDraft(trx, leagueId);
    if (locked.type !== 'auction') return conflict(DRAFT_MESSAGES.auctionOnlyInAuction);
    if (locked.status === 'not_started') return conflict(DRAFT_MESSAGES.draftNotStarted);
    const board = await readBoard(trx, leagueId);
    const row = await settleOnBoard(trx, locked, board, now);
    if (row.status === 'complete') return conflict(DRAFT_MESSAGES.draftComplete);
    return judge({ trx, row, board });
  });
  if (refusal) throw refusal;
}

/** Why the lot a caller meant is gone: sold (by the bid clock's end), or moved on from. */
export async function staleLot(trx: Db, leagueId: number, lot: number): Promise<ApiError> {
  const sold = await trx
    .selectFrom('draft_picks as dp')
    .innerJoin('players as p', 'p.id', 'dp.player_id')
    .select(['p.player_name', 'dp.price'])
    .where('dp.league_id', '=', leagueId)
    .where('dp.overall', '=', lot)
    .executeTakeFirst();
  return conflict(
    sold && sold.price !== null
      ? DRAFT_MESSAGES.auctionLotSold(lot, sold.player_name, sold.price)
      : DRAFT_MESSAGES.auctionStaleLot(lot),
  );
}
