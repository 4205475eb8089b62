import { randomUUID } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import { PREPARED, type Db } from '../db/connect';
import { runPipeline, runsPipelines, type PipelineStep } from '../db/pipelines';

/** The read versions a run's state stands at (run-state.ts). */
export interface Versions {
  leagueVersion: number;
  nflVersion: number;
}

/**
 * Where a step stands among the steps sent with it in one round trip (runStepTransactions):
 * each step is decided on the state the steps before it leave, so it may apply only if they
 * all did. An applied step leaves `mark` on its connection; the next requires it (`after`).
 * The read versions alone would not tell: a step refused because someone else's transaction
 * raised the league's version once leaves it exactly where the next step expects it.
 */
export interface StepChain {
  /** The mark the step before must have left; null for a trip's first step. */
  after: string | null;
  mark: string;
}

/** What a step's writes apply under: the versions its state stands at, and its place in its trip. */
export interface StepGuard {
  versions: Versions;
  chain: StepChain;
}

/** The session setting holding the connection's last applied step's mark. */
const STEP_MARK = 'fangtasy.waiver_step';

/** A trip's marks are unique to the process and the trip: a pooled connection keeps old ones. */
const PROCESS_MARK = randomUUID().slice(0, 8);
let trips = 0;

/** The chains of a trip's steps, first to last: call once per trip, then once per step. */
export function tripChains(): (index: number) => StepChain {
  const trip = `${PROCESS_MARK}.${trips++}`;
  return (index) => ({
    after: index === 0 ? null : `${trip}:${index - 1}`,
    mark: `${trip}:${index}`,
  });
}

/** True while the league's and the NFL data's read versions are still `versions`. */
export const versionsHold = (leagueId: number, versions: Versions) => sql<boolean>`
  coalesce((select version from read_versions where scope = ${`league:${leagueId}`}), 0)
    = ${versions.leagueVersion}
  and coalesce((select version from read_versions where scope = 'nfl'), 0)
    = ${versions.nflVersion}`;

/** True when the read versions hold and every step before this one in its trip applied. */
export const stepHolds = (leagueId: number, { versions, chain }: StepGuard) => sql<boolean>`
  ${versionsHold(leagueId, versions)}
  and (${chain.after}::text is null or current_setting(${STEP_MARK}, true) = ${chain.after}::text)`;

/** Leaves the step's mark (an expression, true); evaluated only once the step has applied. */
export const markStep = (chain: StepChain) =>
  sql<boolean>`set_config(${STEP_MARK}, ${chain.mark}::text, false) is not null`;

/** True when the step's writes, earlier in its transaction, applied. */
export const stepApplied = (chain: StepChain) =>
  sql<boolean>`current_setting(${STEP_MARK}, true) = ${chain.mark}::text`;

/**
 * Takes every member row's lock, in id order. An award moves budgets and the waiver order, and
 * every roster change or claim edit takes its member's lock first, so once a step holds them
 * nothing it decides on can change until it commits. A statement of its own, before the step's
 * writes: those check the read versions with a snapshot taken after the locks were granted,
 * so what committed while the locks were awaited shows there. It answers only how many it
 * locked: the rows themselves are of no use to the run.
 */
export const lockMembersStatement = (leagueId: number) => sql`${PREPARED}
  select count(*) as locked from (
    select id from league_members where league_id = ${leagueId} order by id for no key update
  ) as members`;

/**
 * Runs steps of a run, each in a transaction of its own: every member's lock, then the step's
 * statements; answers each step's statements' rows. On PostgreSQL the steps all travel in one
 * round trip (db/pipelines.ts), one transaction after the other; PGlite takes them one by one,
 * and after each hands the event loop back (it answers without waiting on I/O, so a run of many
 * steps would otherwise hold timers and the api's requests). A step that fails with an error
 * ends the trip there: the steps before it stay committed, and the error is thrown.
 */
export async function runStepTransactions(
  db: Db,
  leagueId: number,
  steps: readonly (readonly RawBuilder<unknown>[])[],
): Promise<unknown[][][]> {
  if (runsPipelines(db)) {
    const lock = lockMembersStatement(leagueId).compile(db);
    const pipeline: PipelineStep[] = [];
    for (const statements of steps)
      pipeline.push(
        'BEGIN',
        lock,
        ...statements.map((statement) => statement.compile(db)),
        'COMMIT',
      );
    const rows = await runPipeline(db, pipeline);
    const answers: unknown[][][] = [];
    let at = 0;
    for (const statements of steps) {
      answers.push(rows.slice(at + 1, at + 1 + statements.length));
      at += 1 + statements.length;
    }
    return answers;
  }
  const answers: unknown[][][] = [];
  for (const statements of steps) {
    answers.push(
      await db.transaction().execute(async (trx) => {
        await lockMembersStatement(leagueId).execute(trx);
        const results: unknown[][] = [];
        for (const statement of statements) results.push((await statement.execute(trx)).rows);
        return results;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
  }
  return answers;
}
