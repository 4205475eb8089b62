import type { RawBuilder } from 'kysely';
import type { Db } from '../db/connect';
import { stepWritesStatement } from './award-writes';
import { nextStep, type ClaimDecision, type NextStep } from './decide-best-claim';
import type { WaiverRunRow } from './due-runs';
import { runDoneStatement } from './run-done';
import { startRun, type RunContext, type RunWeeks } from './run-context';
import { stepView, type RunState } from './run-state';
import { takeStep } from './take-step';
import { readRunState } from './run-state-read';
import { runStepTransactions, stepApplied, tripChains, versionsHold } from './step-transaction';

/** Test seams. */
export interface RunHooks {
  /**
   * Called for each decision of a step before the step's transaction runs: throwing here ends
   * the run with nothing of the step written, as a process killed mid-award would.
   */
  afterDecision?: (decision: ClaimDecision) => void | Promise<void>;
  /**
   * Reads the league again before every step instead of keeping the run's state in step with
   * its awards: the differential test's reference (what the kept state must always equal).
   */
  readStateEachStep?: boolean;
}

/** What the runs of one tick share: the week at its instant, read once per season. */
export interface RunTick extends RunHooks {
  weeks?: RunWeeks;
}

/**
 * Steps sent to PostgreSQL in one round trip. Each is still one award in a transaction of its
 * own against the league as it stands, and applies only if the steps before it did; the
 * bound keeps what a change around the run wastes small.
 */
const STEPS_PER_TRIP = 16;

export interface RunOutcome {
  run: WaiverRunRow;
  decisions: ClaimDecision[];
}

/**
 * Carries out one recorded run (rules §4.16): marks it running, then
 * decides its best pending claims, one award per transaction, until none is left, and marks it
 * done. The league is read once (run-state-read.ts) and kept in step with each award the run
 * commits (run-state.ts), so a step is only its transaction: every member's lock and the
 * step's writes, which apply only while the league's read versions are those the state stands
 * at. When something changed around the run, nothing is written and the league is read again.
 * Each award commits with its log row, so a run cut off anywhere is resumed by running it
 * again: what was decided stays decided, and the rest is decided against the state those
 * decisions left — the same end as one unbroken run. The caller holds the league's run lock;
 * answers null when the run was already done.
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
  const done = (row: WaiverRunRow): RunOutcome => ({
    run: {
      ...row,
      due_at: new Date(row.due_at),
      started_at: row.started_at && new Date(row.started_at),
      finished_at: row.finished_at && new Date(row.finished_at),
    },
    decisions,
  });
  let state = await readRunState(db, context);
  for (;;) {
    const next = nextStep(context, stepView(state));
    if (!next) {
      const [answer] = await runStepTransactions(db, context.league.id, [
        [runDoneStatement(context, versionsHold(context.league.id, state))],
      ]);
      const finished = answer?.[0];
      if (finished?.[0]) return done(finished[0] as WaiverRunRow);
      state = await readRunState(db, context);
      continue;
    }
    const trip = await planTrip(context, state, next, hooks);
    const answers =
      trip.steps.length === 0
        ? []
        : await runStepTransactions(
            db,
            context.league.id,
            trip.steps.map((step) => step.statements),
          );
    let allApplied = true;
    for (const [index, step] of trip.steps.entries()) {
      const [written, finished] = answers[index]!;
      if ((written?.[0] as { applied?: boolean } | undefined)?.applied !== true) {
        allApplied = false;
        break;
      }
      decisions.push(...step.decisions);
      if (finished?.[0]) return done(finished[0] as WaiverRunRow);
    }
    if (trip.stopped) throw trip.stopped.error;
    if (!allApplied || hooks.readStateEachStep) state = await readRunState(db, context);
  }
}

/** Steps decided ahead, to travel in one round trip; `stopped` when a hook threw deciding. */
interface Trip {
  steps: { decisions: ClaimDecision[]; statements: RawBuilder<unknown>[] }[];
  stopped: { error: unknown } | null;
}

/**
 * Decides the run's next steps on its state, from `first`, each on the state the ones before it
 * leave (the state moves on with them; a step not applied makes the run read it again anyway),
 * until the run has nothing left to decide or the trip is full. The step that leaves nothing to
 * decide also marks the run done, in its own transaction.
 */
async function planTrip(
  context: RunContext,
  state: RunState,
  first: NextStep,
  hooks: RunHooks,
): Promise<Trip> {
  const trip: Trip = { steps: [], stopped: null };
  const chainOf = tripChains();
  for (let next: NextStep | null = first; next;) {
    try {
      for (const decision of next.decisions) await hooks.afterDecision?.(decision);
    } catch (error) {
      // What was decided before stands, as in a process killed here: it is sent first.
      trip.stopped = { error };
      break;
    }
    const guard = {
      versions: { leagueVersion: state.leagueVersion, nflVersion: state.nflVersion },
      chain: chainOf(trip.steps.length),
    };
    const writes = takeStep(state, context, next);
    const following = hooks.readStateEachStep ? null : nextStep(context, stepView(state));
    const last = !hooks.readStateEachStep && following === null;
    trip.steps.push({
      decisions: next.decisions,
      statements: [
        stepWritesStatement(context, guard, writes, next.award),
        ...(last ? [runDoneStatement(context, stepApplied(guard.chain))] : []),
      ],
    });
    // A transaction raises each of its scopes' versions once (migration 014).
    state.leagueVersion += 1;
    if (hooks.readStateEachStep || trip.steps.length === STEPS_PER_TRIP) break;
    next = following;
  }
  return trip;
}
