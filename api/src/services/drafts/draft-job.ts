import type { Db } from '../../db/connect';
import type { ScheduledJob } from '../../scheduler/jobs';
import { inTransaction } from '../in-transaction';
import { settleDraft } from './draft-engine';
import { lockDraft } from './draft-rows';

/**
 * Makes the picks whose clock ran out when nobody wrote to the draft: each running draft past its
 * deadline settled under its own lock, so several api processes running this at once — or a
 * member's pick arriving at the same instant — make each pick once.
 */
export async function settleDueDrafts(db: Db, now: Date): Promise<number> {
  const due = await db
    .selectFrom('drafts')
    .select('league_id')
    .where('status', '=', 'running')
    .where('deadline', '<=', now)
    .orderBy('deadline')
    .execute();
  for (const { league_id: leagueId } of due) {
    await inTransaction(db, async (trx) => settleDraft(trx, await lockDraft(trx, leagueId), now));
    // PGlite answers without waiting on I/O: let timers and requests in between drafts.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return due.length;
}

export const draftClockJob: ScheduledJob = {
  name: 'draft clocks',
  run: async ({ db, clock }) => {
    await settleDueDrafts(db, clock.now());
  },
};
