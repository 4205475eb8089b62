import {
  DRAFT_MESSAGES,
  formatEasternDayTime,
  takesPartInDraft,
  VAMPIRE_WINDOW_HOURS,
} from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import type { LeagueMemberRow } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { holdsATeamSql } from '../member-rules-sql';

/**
 * What a league's draft means for its activation, in the activation's transaction: a draft
 * under way refuses it; a complete one keeps the waiver order it set (answers true) and opens
 * the vampires' window, when vampires skipped it (decision 059): free agents are theirs alone
 * for VAMPIRE_WINDOW_HOURS from now. A league without a draft activates as before.
 */
export async function draftAtActivation(
  trx: Db,
  leagueId: number,
  activatedAt: Date,
): Promise<{ keepWaiverOrder: boolean }> {
  const draft = await trx
    .selectFrom('drafts')
    .select(['status', 'vampires_draft'])
    .where('league_id', '=', leagueId)
    .forUpdate()
    .executeTakeFirst();
  if (!draft || draft.status === 'not_started') return { keepWaiverOrder: false };
  if (draft.status !== 'complete') throw badRequest(DRAFT_MESSAGES.draftRunningNoActivation);
  const members = await trx
    .selectFrom('league_members')
    .select('is_vamp')
    .where('league_id', '=', leagueId)
    .where(holdsATeamSql('league_members'))
    .execute();
  if (members.some((member) => !takesPartInDraft(member, draft.vampires_draft))) {
    await trx
      .updateTable('drafts')
      .set({
        vampire_window_ends_at: new Date(activatedAt.getTime() + VAMPIRE_WINDOW_HOURS * 3_600_000),
      })
      .where('league_id', '=', leagueId)
      .execute();
  }
  return { keepWaiverOrder: true };
}

/**
 * The vampires' window after the draft (decision 059): until it ends, a team that drafted may not
 * add a free agent; the vampires who skipped the draft may. Refuses the add, or does nothing.
 */
export async function refuseAddInVampireWindow(
  trx: Db,
  member: Pick<LeagueMemberRow, 'league_id' | 'is_vamp'>,
  now: Date,
): Promise<void> {
  const draft = await trx
    .selectFrom('drafts')
    .select(['vampire_window_ends_at', 'vampires_draft'])
    .where('league_id', '=', member.league_id)
    .executeTakeFirst();
  const ends = draft?.vampire_window_ends_at ? new Date(draft.vampire_window_ends_at) : null;
  if (!draft || !ends || now >= ends) return;
  if (!takesPartInDraft(member, draft.vampires_draft)) return;
  throw conflict(DRAFT_MESSAGES.draftVampireWindow(formatEasternDayTime(ends)));
}

/**
 * While a league's draft is under way its rosters are the draft's: a commissioner's add would take
 * a player the draft may already have given to another team (the picks land on the rosters when
 * it completes). The draft's row is read FOR SHARE, so an add waits for a pick or a start in
 * progress and sees its outcome.
 */
export async function refuseAddDuringDraft(trx: Db, leagueId: number): Promise<void> {
  const draft = await trx
    .selectFrom('drafts')
    .select('status')
    .where('league_id', '=', leagueId)
    .forShare()
    .executeTakeFirst();
  if (draft?.status === 'running' || draft?.status === 'paused')
    throw conflict(DRAFT_MESSAGES.draftUnderWayNoAdds);
}
