import { DRAFT_MESSAGES, type DraftMode, type DraftModeAnswer } from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import { conflict } from '../../errors';
import { inTransaction } from '../in-transaction';
import { lockLeague } from '../league-lock';
import { lockDraft, readDraft } from './draft-rows';

/** How the league's picks are made (GET /drafts/getMode): live unless set offline. */
export async function draftMode(db: Db, leagueId: number): Promise<DraftModeAnswer> {
  const row = await readDraft(db, leagueId);
  return { league_id: leagueId, mode: row?.mode ?? 'live' };
}

/**
 * The commissioner chooses a live or an offline draft (PUT /drafts/setMode, decision 066): like
 * every setting, only while the league is inactive and its draft has not started.
 */
export async function setDraftMode(db: Db, leagueId: number, mode: DraftMode): Promise<void> {
  await inTransaction(db, async (trx) => {
    const league = await lockLeague(trx, leagueId);
    if (league.is_active) throw conflict(DRAFT_MESSAGES.draftLeagueActive);
    const draft = await lockDraft(trx, leagueId);
    if (draft.status !== 'not_started') throw conflict(DRAFT_MESSAGES.draftSettingsLocked);
    await trx.updateTable('drafts').set({ mode }).where('league_id', '=', leagueId).execute();
  });
}
