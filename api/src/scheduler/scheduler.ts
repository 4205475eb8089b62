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
  const tick = () => {
    running ??= (async () => {
      for (const job of jobs) {
        try {
          await job.run(context);
        } catch (error) {
          context.log.error({ err: error, job: job.name }, 'scheduled job failed');
        }
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return {
    tick,
    stop: () => clearInterval(timer),
  };
}
