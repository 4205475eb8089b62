import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createClock } from '../src/clock';
import type { Db } from '../src/db/connect';
import type { ScheduledJob } from '../src/scheduler/jobs';
import { startScheduler } from '../src/scheduler/scheduler';

const silentLog = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

describe('startScheduler', () => {
  it('runs a follow-up tick that sees a clock moved while a tick was running', async () => {
    const clock = createClock('2025-11-09T20:00:00Z');
    const seen: string[] = [];
    let release: () => void = () => {};
    let first = true;
    const job: ScheduledJob = {
      name: 'records the clock',
      run: async ({ clock: jobClock }) => {
        seen.push(jobClock.now().toISOString());
        if (first) {
          first = false;
          await new Promise<void>((resolve) => (release = resolve));
        }
      },
    };
    const scheduler = startScheduler(
      { db: {} as Db, clock, log: silentLog },
      { intervalMs: 60_000, jobs: [job] },
    );
    // The start-up tick is now blocked inside the job with the old clock.
    clock.set(new Date('2025-11-12T06:00:00Z'));
    const followUp = scheduler.tick();
    const sameFollowUp = scheduler.tick();
    release();
    await followUp;
    await sameFollowUp;
    scheduler.stop();
    expect(seen).toEqual(['2025-11-09T20:00:00.000Z', '2025-11-12T06:00:00.000Z']);
  });

  it('keeps running the other jobs when one fails', async () => {
    const ran: string[] = [];
    const scheduler = startScheduler(
      { db: {} as Db, clock: createClock(), log: silentLog },
      {
        intervalMs: 60_000,
        jobs: [
          { name: 'fails', run: async () => Promise.reject(new Error('boom')) },
          { name: 'still runs', run: async () => void ran.push('still runs') },
        ],
      },
    );
    await scheduler.tick();
    scheduler.stop();
    expect(ran.length).toBeGreaterThanOrEqual(1);
  });
});
