import type { Db } from '../db/connect';
import { runPipeline, runsPipelines } from '../db/pipelines';
import { awardSnapshotStatement, toAwardSnapshot, type SnapshotRow } from './award-snapshot';
import { decideBestClaims, LEAGUE_MOVED, nextStep, type ClaimDecision } from './decide-best-claim';
import type { WaiverRunRow } from './due-runs';
import { markRunDone, runDoneStatement } from './run-done';
import { startRun, type RunContext, type RunWeeks } from './run-context';

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
  if (runsPipelines(db)) return awardInPipeline(db, context, hooks);
  const decisions: ClaimDecision[] = [];
  let finished: WaiverRunRow | null = null;
  for (;;) {
    const step = await db.transaction().execute(async (trx) => {
      const next = await decideBestClaims(trx, context, hooks.afterDecision);
      if (next) return next;
      finished = await markRunDone(trx, context);
      return null;
    });
    if (!step) break;
    if (step !== LEAGUE_MOVED) decisions.push(...step);
    // PGlite answers without waiting on I/O, so a run of many awards would never hand the
    // event loop back: between awards, timers and the api's requests get their turn.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { run: finished!, decisions };
}

/**
 * The same run on PostgreSQL, one round trip an award: the message that writes an award and
 * commits it also begins the next award's transaction and reads its snapshot (db/pipelines.ts).
 * Each award's transaction is still its snapshot, under every member's lock, and its writes.
 */
async function awardInPipeline(db: Db, context: RunContext, hooks: RunHooks): Promise<RunOutcome> {
  const decisions: ClaimDecision[] = [];
  const snapshotOf = (rows: unknown[] | undefined) => toAwardSnapshot((rows as SnapshotRow[])[0]!);
  // The snapshot's text and values stay the same for the whole run.
  const snapshot = awardSnapshotStatement(db, context).compile(db);
  const snapshotStatement = () => snapshot;
  let [read] = await runPipeline(db, ['BEGIN', snapshotStatement()]);
  for (;;) {
    const next = nextStep(context, snapshotOf(read));
    if (!next) {
      const [done] = await runPipeline(db, [runDoneStatement(context).compile(db), 'COMMIT']);
      const finished = (done as WaiverRunRow[])[0]!;
      return {
        run: { ...finished, due_at: new Date(finished.due_at) },
        decisions,
      };
    }
    try {
      for (const decision of next.decisions) await hooks.afterDecision?.(decision);
    } catch (error) {
      await runPipeline(db, ['ROLLBACK']);
      throw error;
    }
    const [written, following] = await runPipeline(db, [
      next.write.compile(db),
      'COMMIT',
      'BEGIN',
      snapshotStatement(),
    ]);
    if ((written as { applied: boolean }[])[0]?.applied === true) decisions.push(...next.decisions);
    read = following;
  }
}
