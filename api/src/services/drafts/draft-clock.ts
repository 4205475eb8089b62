import { DRAFT_MESSAGES, draftClockMs, draftDeadline } from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import type { DraftRow } from '../../db/schema';
import { ApiError, conflict } from '../../errors';
import { inTransaction } from '../in-transaction';
import { clockFrom, settleDraft } from './draft-engine';
import { lockDraft } from './draft-rows';

/** A command's refusal, or what its log line names (the pick it took back). */
type Outcome = ApiError | { overall?: number; player_id?: number };
type Command = (trx: Db, row: DraftRow, now: Date) => Promise<Outcome>;

/**
 * A commissioner's command on the draft's clock, under its lock and after the picks that are due
 * (a pick whose clock ran out before the command is the autopick's), logged as a draft event.
 * A refusal is answered after the due picks are kept.
 */
async function clockCommand(
  db: Db,
  leagueId: number,
  commissionerId: number,
  now: Date,
  kind: 'pause' | 'resume' | 'undo',
  command: Command,
): Promise<void> {
  const refusal = await inTransaction(db, async (trx) => {
    const locked = await lockDraft(trx, leagueId);
    if (locked.status === 'not_started') return conflict(DRAFT_MESSAGES.draftNotStarted);
    const row = await settleDraft(trx, locked, now);
    if (row.status === 'complete') return conflict(DRAFT_MESSAGES.draftComplete);
    if (row.mode === 'offline' && kind !== 'undo')
      return conflict(DRAFT_MESSAGES.draftOfflineNoClock);
    const outcome = await command(trx, row, now);
    if (outcome instanceof ApiError) return outcome;
    await trx
      .insertInto('draft_events')
      .values({ league_id: leagueId, kind, by_member_id: commissionerId, at: now, ...outcome })
      .execute();
    return null;
  });
  if (refusal) throw refusal;
}

/** Pauses the clock, keeping the clock time the pick on it had left. */
export const pauseDraft = (db: Db, leagueId: number, commissionerId: number, now: Date) =>
  clockCommand(db, leagueId, commissionerId, now, 'pause', async (trx, row) => {
    if (row.status !== 'running' || row.deadline === null)
      return conflict(DRAFT_MESSAGES.draftNotRunning);
    await trx
      .updateTable('drafts')
      .set({
        status: 'paused',
        remaining_ms: Math.round(draftClockMs(now, new Date(row.deadline), row.overnight_pause)),
        deadline: null,
      })
      .where('league_id', '=', leagueId)
      .execute();
    return {};
  });

/** Restarts the clock with the time it had left (stretched over the night when it pauses then). */
export const resumeDraft = (db: Db, leagueId: number, commissionerId: number, now: Date) =>
  clockCommand(db, leagueId, commissionerId, now, 'resume', async (trx, row) => {
    if (row.status !== 'paused') return conflict(DRAFT_MESSAGES.draftNotPaused);
    const resumed = await trx
      .updateTable('drafts')
      .set({
        status: 'running',
        deadline: draftDeadline(now, row.remaining_ms ?? 0, row.overnight_pause),
        remaining_ms: null,
      })
      .where('league_id', '=', leagueId)
      .returningAll()
      .executeTakeFirstOrThrow();
    // A team on autopick, or a clock resumed with no time left, is picked for at once.
    await settleDraft(trx, resumed, now);
    return {};
  });

/**
 * Takes back the last pick: its team is on the clock again with a whole pick clock (a paused
 * draft stays paused, so the commissioner can pick for a team on autopick before it runs).
 */
export const undoLastPick = (db: Db, leagueId: number, commissionerId: number, now: Date) =>
  clockCommand(db, leagueId, commissionerId, now, 'undo', async (trx, row) => {
    // A sale moved a purse and the nominations on from it: taking it back is not offered.
    if (row.type === 'auction') return conflict(DRAFT_MESSAGES.auctionNoUndo);
    const last = await trx
      .selectFrom('draft_picks')
      .select(['overall', 'player_id'])
      .where('league_id', '=', leagueId)
      .orderBy('overall', 'desc')
      .executeTakeFirst();
    if (!last) return conflict(DRAFT_MESSAGES.draftNoPicks);
    await trx
      .deleteFrom('draft_picks')
      .where('league_id', '=', leagueId)
      .where('overall', '=', last.overall)
      .execute();
    const paused = row.status === 'paused';
    await trx
      .updateTable('drafts')
      .set({
        current_overall: last.overall,
        deadline: paused ? null : clockFrom(row, now),
        remaining_ms: paused ? row.pick_seconds * 1000 : null,
      })
      .where('league_id', '=', leagueId)
      .execute();
    return { overall: last.overall, player_id: last.player_id };
  });
