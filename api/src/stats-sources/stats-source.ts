import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import type { ScheduledJob } from '../scheduler/jobs';

/** What a source's poll is given: the database, the league clock's instant and the log. */
export interface PollContext {
  db: Db;
  now: Date;
  log: FastifyBaseLogger;
}

/**
 * A provider of NFL data the scheduler polls (docs/decisions/014-live-stats-sources.md). A poll
 * reads everything it needs from the provider and checks it before it writes anything, then
 * writes only what changed, in one transaction: a provider that fails or answers garbage changes
 * nothing (the poll throws), and one that answers what we already have writes nothing, so the
 * NFL read version and every cached answer stay as they are.
 */
export interface StatsSource {
  /** Its row in stats_sources and its name on GET /health. */
  name: string;
  /** Whether there is anything to poll for at `now` (the live feed: a game under way). */
  hasWork(db: Db, now: Date): Promise<boolean>;
  /** When the next poll is due after one that succeeded at `now`. */
  nextPollAfter(now: Date): Date;
  /** The wait after a first failure, doubled after each further one up to maxBackoffMs. */
  retryAfterMs: number;
  maxBackoffMs: number;
  /**
   * How long a claimed poll may take: a process that dies mid-poll leaves its claim, which
   * frees itself this long after it was taken.
   */
  leaseMs: number;
  /** Polls once; returns how many rows it changed. Throws, having written nothing, on failure. */
  poll(context: PollContext): Promise<number>;
}

/** Makes sure the source has its row (GET /health lists it from the start), due at once. */
export async function registerSource(db: Db, name: string, now: Date): Promise<void> {
  await db
    .insertInto('stats_sources')
    .values({ name, next_attempt_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * Claims the source's poll due at `now` for this process: one conditional UPDATE moves
 * next_attempt_at past `now`, so of several api processes ticking at once exactly one finds the
 * row still due (PostgreSQL re-checks the condition after waiting for the other's update; PGlite
 * has one connection, so one process). Returns how many polls in a row had failed, or null when
 * the poll is not due or not ours.
 */
export async function claimPoll(
  db: Db,
  source: Pick<StatsSource, 'name' | 'leaseMs'>,
  now: Date,
): Promise<number | null> {
  const claimed = await db
    .updateTable('stats_sources')
    .set({ next_attempt_at: new Date(now.getTime() + source.leaseMs), last_attempt_at: now })
    .where('name', '=', source.name)
    .where('next_attempt_at', '<=', now)
    .returning('failures')
    .executeTakeFirst();
  return claimed ? claimed.failures : null;
}

/** The wait after the `failures`-th failure in a row: doubling from retryAfterMs, capped. */
export function backoffMs(
  source: Pick<StatsSource, 'retryAfterMs' | 'maxBackoffMs'>,
  failures: number,
) {
  return Math.min(source.maxBackoffMs, source.retryAfterMs * 2 ** Math.min(failures - 1, 30));
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 500);

export type PollOutcome = 'skipped' | 'succeeded' | 'failed';

/**
 * Polls the source if it has work and the poll is due and unclaimed, then records the outcome:
 * on success the next poll's time; on failure one log line, the error and a longer wait.
 */
export async function runSourcePoll(
  source: StatsSource,
  { db, now, log }: PollContext,
): Promise<PollOutcome> {
  if (!(await source.hasWork(db, now))) return 'skipped';
  await registerSource(db, source.name, now);
  const failuresBefore = await claimPoll(db, source, now);
  if (failuresBefore === null) return 'skipped';
  try {
    const changed = await source.poll({ db, now, log });
    await db
      .updateTable('stats_sources')
      .set({
        next_attempt_at: source.nextPollAfter(now),
        last_success_at: now,
        failures: 0,
        ...(changed > 0 ? { last_change_at: now } : {}),
      })
      .where('name', '=', source.name)
      .execute();
    if (changed > 0)
      log.info(
        { source: source.name, changed },
        `stats source ${source.name}: ${changed} change(s)`,
      );
    return 'succeeded';
  } catch (error) {
    const failures = Math.min(failuresBefore + 1, 10_000);
    const nextAttemptAt = new Date(now.getTime() + backoffMs(source, failures));
    const message = errorText(error);
    await db
      .updateTable('stats_sources')
      .set({ next_attempt_at: nextAttemptAt, last_error_at: now, last_error: message, failures })
      .where('name', '=', source.name)
      .execute();
    log.warn(
      { source: source.name, failures, nextAttemptAt: nextAttemptAt.toISOString() },
      `stats source ${source.name} failed (${failures} in a row, next try ${nextAttemptAt.toISOString()}): ${message}`,
    );
    return 'failed';
  }
}

/**
 * The scheduler's job for a source: poll when due, on every tick of every process. The source's
 * row is written on the first tick, so GET /health names every configured source at once.
 */
export function statsSourceJob(source: StatsSource): ScheduledJob {
  let registered = false;
  return {
    name: `stats-source:${source.name}`,
    run: async ({ db, clock, log }) => {
      if (!registered) {
        await registerSource(db, source.name, clock.now());
        registered = true;
      }
      await runSourcePoll(source, { db, now: clock.now(), log });
    },
  };
}

/** Every source's state for GET /health, by name. */
export async function sourceStates(db: Db) {
  return db
    .selectFrom('stats_sources')
    .select([
      'name',
      'last_success_at',
      'last_change_at',
      'last_error_at',
      'last_error',
      'failures',
      'next_attempt_at',
    ])
    .orderBy('name')
    .execute();
}
