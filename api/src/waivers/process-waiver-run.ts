import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { decideBestClaim, type ClaimDecision } from './decide-best-claim';
import type { WaiverRunRow } from './due-runs';
import { openRunContext } from './run-context';

/** Test seams: called inside each decision's transaction, before it commits. */
export interface RunHooks {
  /** Throwing here rolls the decision back, as a process killed mid-award would. */
  afterDecision?: (decision: ClaimDecision) => void | Promise<void>;
}

export interface RunOutcome {
  run: WaiverRunRow;
  decisions: ClaimDecision[];
}

/**
 * Carries out one recorded run (decisions.md, "Waiver processing"): marks it running, then
 * decides its best pending claim, one per transaction, until none is left, and marks it done in
 * the transaction that finds nothing more to decide. Each award commits with its log row, so a
 * run cut off anywhere is resumed by running it again: what was decided stays decided, and the
 * rest is decided against the state those decisions left — the same end as one unbroken run.
 * The caller holds the league's run lock; answers null when the run was already done.
 */
export async function processWaiverRun(
  db: Db,
  run: WaiverRunRow,
  now: Date,
  hooks: RunHooks = {},
): Promise<RunOutcome | null> {
  const started = await db
    .updateTable('waiver_runs')
    .set({ status: 'running', started_at: sql<Date>`coalesce(started_at, ${now}::timestamptz)` })
    .where('id', '=', run.id)
    .where('status', '<>', 'done')
    .returningAll()
    .executeTakeFirst();
  if (!started) return null;
  const context = await openRunContext(db, started, now);
  const decisions: ClaimDecision[] = [];
  for (;;) {
    const decision = await db.transaction().execute(async (trx) => {
      const next = await decideBestClaim(trx, context);
      if (next) {
        await hooks.afterDecision?.(next);
        return next;
      }
      await trx
        .updateTable('waiver_runs')
        .set({ status: 'done', finished_at: now })
        .where('id', '=', run.id)
        .execute();
      return null;
    });
    if (!decision) break;
    decisions.push(decision);
    // PGlite answers without waiting on I/O, so a run of many awards would never hand the
    // event loop back: between awards, timers and the api's requests get their turn.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const finished = await db
    .selectFrom('waiver_runs')
    .selectAll()
    .where('id', '=', run.id)
    .executeTakeFirstOrThrow();
  return { run: finished, decisions };
}
