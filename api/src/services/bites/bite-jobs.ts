import { MESSAGES } from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import type { ScheduledJob } from '../../scheduler/jobs';

/** Open bite rights past their deadline lapse (at the deadline), in one statement. */
export async function lapseBiteRights(db: Db, now: Date): Promise<number> {
  const lapsed = await db
    .updateTable('bite_rights')
    .set((eb) => ({
      status: 'lapsed',
      decided_at: eb.ref('deadline_at'),
      reason: MESSAGES.biteLapsedReason,
    }))
    .where('status', '=', 'open')
    .where('deadline_at', '<=', now)
    .executeTakeFirst();
  return Number(lapsed.numUpdatedRows);
}

/** The scheduler's bite job: a right not used by its deadline lapses. */
export const biteRightsJob: ScheduledJob = {
  name: 'bite rights',
  async run({ db, clock, log }) {
    const lapsed = await lapseBiteRights(db, clock.now());
    if (lapsed > 0) log.info({ lapsed }, 'bite rights lapsed');
  },
};
