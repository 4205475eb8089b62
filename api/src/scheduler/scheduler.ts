import { SCHEDULED_JOBS, type JobContext, type ScheduledJob } from './jobs';

export interface RunningScheduler {
  /** Runs every job once now (tests, and right after the clock is moved). */
  tick(): Promise<void>;
  stop(): void;
}

/**
 * Runs the scheduled jobs every `intervalMs` of real time. Each job reads the league clock, so a
 * fixed FANTASY_NOW that is moved forward makes due work run on the next tick. Ticks never
 * overlap, and a failing job is logged without stopping the others.
 */
export function startScheduler(
  context: JobContext,
  {
    intervalMs = 15_000,
    jobs = SCHEDULED_JOBS,
  }: { intervalMs?: number; jobs?: ScheduledJob[] } = {},
): RunningScheduler {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const runJobs = async () => {
    for (const job of jobs) {
      try {
        await job.run(context);
      } catch (error) {
        context.log.error({ err: error, job: job.name }, 'scheduled job failed');
      }
    }
  };
  // A tick asked for while one runs (the test clock just moved) must not reuse that run, which
  // read the old clock: it queues one follow-up run, shared by everyone who asks meanwhile.
  const tick = (): Promise<void> => {
    if (!running) {
      running = runJobs().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running.then(() => {
      queued = null;
      return tick();
    });
    return queued;
  };
  // Names what this process runs, so a job left out of the started server shows in its log.
  context.log.info({ jobs: jobs.map((job) => job.name) }, 'scheduler started');
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return {
    tick,
    stop: () => clearInterval(timer),
  };
}
