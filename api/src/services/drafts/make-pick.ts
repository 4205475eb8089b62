import { DRAFT_MESSAGES } from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import type { LeagueMemberRow } from '../../db/schema';
import { ApiError, conflict, forbidden } from '../../errors';
import { inTransaction } from '../in-transaction';
import { choosablePlayer, logPickFor } from './choose-player';
import { advance, readBoard, settleOnBoard, writePick } from './draft-engine';
import { lockDraft, slotAt } from './draft-rows';

/** Why a pick at `overall` is no longer on the clock: the autopick took it, or someone did. */
async function stalePick(trx: Db, leagueId: number, overall: number): Promise<ApiError> {
  const made = await trx
    .selectFrom('draft_picks')
    .select('made_by')
    .where('league_id', '=', leagueId)
    .where('overall', '=', overall)
    .executeTakeFirst();
  return conflict(
    made?.made_by === 'autopick'
      ? DRAFT_MESSAGES.draftClockExpired(overall)
      : DRAFT_MESSAGES.draftStalePick(overall),
  );
}

/**
 * A pick (POST /drafts/makePick): by the member on the clock, or by the commissioner for him.
 * Under the draft's lock, the picks that are due are made first — a pick whose clock ran out is
 * the autopick's, made by this very write, which then answers 409 for it (and that autopick is
 * kept). `overall` names the pick the caller meant, so a second click or a second device, or a
 * page that missed a pick, is refused with 409 instead of picking for the next team.
 */
export async function makePick(
  db: Db,
  caller: LeagueMemberRow,
  input: { leagueId: number; overall: number; playerId: number },
  now: Date,
): Promise<void> {
  const refusal = await inTransaction(db, async (trx): Promise<ApiError | null> => {
    const locked = await lockDraft(trx, input.leagueId);
    if (locked.type === 'auction') return conflict(DRAFT_MESSAGES.auctionNoPicks);
    if (locked.status === 'not_started') return conflict(DRAFT_MESSAGES.draftNotStarted);
    const board = await readBoard(trx, input.leagueId);
    const row = await settleOnBoard(trx, locked, board, now);
    if (row.current_overall !== input.overall) {
      if (row.status === 'complete' && input.overall > (row.team_count ?? 0) * (row.rounds ?? 0))
        return conflict(DRAFT_MESSAGES.draftComplete);
      return stalePick(trx, input.leagueId, input.overall);
    }
    if (row.status !== 'running') return conflict(DRAFT_MESSAGES.draftNotRunning);

    const { memberId } = slotAt(row, board.teams.drafters, input.overall);
    const isCommissioner = caller.role === 'commish';
    if (row.mode === 'offline' && !isCommissioner)
      return forbidden(DRAFT_MESSAGES.draftOfflineCommissionerOnly);
    if (caller.id !== memberId && !isCommissioner)
      return forbidden(DRAFT_MESSAGES.draftNotYourTurn);

    const player = await choosablePlayer(trx, {
      leagueId: input.leagueId,
      playerId: input.playerId,
      roster: board.rosters.get(memberId),
    });
    if (player instanceof ApiError) return player;

    const madeBy = caller.id === memberId ? 'member' : 'commissioner';
    await writePick(trx, row, board, { memberId, player, madeBy, at: now });
    if (madeBy === 'commissioner') {
      const event = { leagueId: input.leagueId, by: caller.id, overall: input.overall };
      await logPickFor(trx, { ...event, playerId: player.id, at: now });
    }
    const moved = await advance(trx, row, board, now);
    await settleOnBoard(trx, moved, board, now);
    return null;
  });
  if (refusal) throw refusal;
}
