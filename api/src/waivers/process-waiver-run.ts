import type { Db } from '../db/connect';
import { decideBestClaim, LEAGUE_MOVED, type ClaimDecision } from './decide-best-claim';
import type { WaiverRunRow } from './due-runs';
import { startRun, type RunWeeks } from './run-context';

/** Test seams: called inside each decision's transaction, before it commits. */
export interface RunHooks {
  /** Throwing here rolls the decision back, as a process killed mid-award would. */
  afterDecision?: (decision: ClaimDecision) => void | Promise<void>;
}

/** What the runs of one tick share: the week at its instant, read once per season. */
export interface RunTick extends RunHooks {
  weeks?: RunWeeks;
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
  hooks: RunTick = {},
): Promise<RunOutcome | null> {
  const context = await startRun(db, run, now, hooks.weeks);
  if (!context) return null;
  const decisions: ClaimDecision[] = [];
  let finished: WaiverRunRow | null = null;
  for (;;) {
    const decision = await db.transaction().execute(async (trx) => {
      const next = await decideBestClaim(trx, context);
      if (next === LEAGUE_MOVED) return next;
      if (next) {
        await hooks.afterDecision?.(next);
        return next;
      }
      finished = await trx
        .updateTable('waiver_runs')
        .set({ status: 'done', finished_at: now })
        .where('id', '=', run.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return null;
    });
    if (!decision) break;
    if (decision !== LEAGUE_MOVED) decisions.push(decision);
    // PGlite answers without waiting on I/O, so a run of many awards would never hand the
    // event loop back: between awards, timers and the api's requests get their turn.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { run: finished!, decisions };
}
