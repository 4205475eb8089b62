import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { finalizeEndedWeeks } from '../services/finalize-weeks';
import { executeReviewedTrades } from '../services/trades/trade-jobs';
import { recordDueRuns, unfinishedDueRuns, type WaiverRunRow } from './due-runs';
import { processWaiverRun, type RunOutcome, type RunTick } from './process-waiver-run';

/**
 * The key space of the league run locks (`pg_try_advisory_lock(int, int)`: this namespace, the
 * league id). A session lock, so it lasts across the run's many transactions and ends with the
 * session: a process that dies mid-run lets the next one take the league over and resume.
 */
const LEAGUE_RUN_LOCK = 4242;

/** Leagues whose runs are carried out side by side on PostgreSQL (each holds a connection). */
const DEFAULT_CONCURRENCY = 4;

export interface WaiverJobOptions extends RunTick {
  concurrency?: number;
}

/**
 * Carries out one league's due runs, earliest first (as the tick found them); a run found
 * already done is left alone.
 */
async function carryOutLeagueRuns(
  db: Db,
  runs: readonly WaiverRunRow[],
  now: Date,
  hooks: RunTick,
): Promise<RunOutcome[]> {
  // A week that ended before these awards is frozen first, and trades whose review ended are
  // settled: an award's drop after those deadlines must not decide them (docs/decisions/023).
  const leagueId = runs[0]?.league_id;
  if (leagueId !== undefined) {
    await finalizeEndedWeeks(db, now, leagueId);
    await executeReviewedTrades(db, now, leagueId);
  }
  const outcomes: RunOutcome[] = [];
  for (const run of runs) {
    const outcome = await processWaiverRun(db, run, now, hooks);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}

/**
 * Carries out one league's due runs if no other process is doing so: exactly one session holds
 * the league's run lock.
 */
async function runLeagueRunsLocked(
  db: Db,
  leagueId: number,
  runs: readonly WaiverRunRow[],
  now: Date,
  hooks: RunTick,
): Promise<RunOutcome[]> {
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(${LEAGUE_RUN_LOCK}::int, ${leagueId}::int) as locked
    `.execute(conn);
    if (!rows[0]?.locked) return [];
    try {
      return await carryOutLeagueRuns(conn, runs, now, hooks);
    } finally {
      await sql`select pg_advisory_unlock(${LEAGUE_RUN_LOCK}::int, ${leagueId}::int)`.execute(conn);
    }
  });
}

/**
 * Leagues whose runs this process is carrying out on an embedded database. PGlite is one
 * process with one connection: reserving that connection for a league's whole run, as the
 * session lock needs, would hold every request of the api until the run ends, so there the lock
 * lives in the process and each award takes its own turn on the connection.
 */
const leaguesRunningHere = new WeakMap<Db, Set<number>>();

async function runLeagueRunsInProcess(
  db: Db,
  leagueId: number,
  runs: readonly WaiverRunRow[],
  now: Date,
  hooks: RunTick,
): Promise<RunOutcome[]> {
  const running = leaguesRunningHere.get(db) ?? new Set<number>();
  leaguesRunningHere.set(db, running);
  if (running.has(leagueId)) return [];
  running.add(leagueId);
  try {
    return await carryOutLeagueRuns(db, runs, now, hooks);
  } finally {
    running.delete(leagueId);
  }
}

const hasOneConnection = (db: Db) => !db.getExecutor().adapter.supportsMultipleConnections;

/**
 * The waiver engine's tick (rules §4.16): records the runs due at
 * `now`, then carries out every unfinished due run — new ones and any a dead process left half
 * done. Safe in several api processes at once. One league's failure does not hold up the
 * others; the failures are thrown together at the end.
 */
export async function runDueWaivers(
  db: Db,
  now: Date,
  options: WaiverJobOptions = {},
): Promise<RunOutcome[]> {
  await recordDueRuns(db, now);
  const runsByLeague = new Map<number, WaiverRunRow[]>();
  for (const run of await unfinishedDueRuns(db, now))
    runsByLeague.set(run.league_id, [...(runsByLeague.get(run.league_id) ?? []), run]);
  const leagueIds = [...runsByLeague.keys()];
  const tick: RunTick = { ...options, weeks: options.weeks ?? new Map() };
  const oneConnection = hasOneConnection(db);
  const runLeagueRuns = oneConnection ? runLeagueRunsInProcess : runLeagueRunsLocked;
  const outcomes: RunOutcome[] = [];
  const failures: unknown[] = [];
  let next = 0;
  const worker = async () => {
    while (next < leagueIds.length) {
      const leagueId = leagueIds[next++]!;
      try {
        outcomes.push(
          ...(await runLeagueRuns(db, leagueId, runsByLeague.get(leagueId)!, now, tick)),
        );
      } catch (error) {
        failures.push(error);
      }
    }
  };
  // One connection decides one award at a time however many leagues wait: a single worker
  // leaves the connection free for the api's requests between awards.
  const workers = oneConnection
    ? 1
    : Math.max(1, Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, leagueIds.length));
  await Promise.all(Array.from({ length: workers }, worker));
  if (failures.length > 0)
    throw new AggregateError(failures, `waiver runs failed in ${failures.length} league(s)`);
  return outcomes;
}
