import type { FastifyBaseLogger } from 'fastify';
import { purgeEndedRateLimits } from '../auth/rate-limit-store';
import { purgeExpiredSessions } from '../auth/sessions';
import type { Clock } from '../clock';
import type { ApiConfig } from '../config';
import type { Db } from '../db/connect';
import { finalizeEndedWeeksJob } from '../services/finalize-weeks';
import { biteRightsJob } from '../services/bites/bite-jobs';
import { tradesJob } from '../services/trades/trade-jobs';
import { playoffsJob } from '../services/playoffs/playoffs-job';
import { configuredSources } from '../stats-sources/configured-sources';
import { recordedSeasonReplayJob } from '../stats-sources/recorded-season-replay';
import { statsSourceJob, type StatsSource } from '../stats-sources/stats-source';
import { waiverRunJob } from '../waivers/waiver-run-job';
import { draftClockJob } from '../services/drafts/draft-job';
import { mockDraftCleanupJob } from '../services/drafts/mock-draft';

export interface JobContext {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * A recurring job: it reads the league clock, does what is due, and must be safe to run in
 * several api processes at once (each job claims its work in the database).
 */
export interface ScheduledJob {
  name: string;
  run(context: JobContext): Promise<void>;
}

/** Forgets expired sessions and ended rate-limit windows, which nothing reads any more. */
export const purgeExpiredJob: ScheduledJob = {
  name: 'purge expired sessions and rate-limit windows',
  run: async ({ db }) => {
    await purgeExpiredSessions(db);
    await purgeEndedRateLimits(db);
  },
};

/**
 * Every job of the product, in the order a tick runs them: the one list, so a job written but left
 * out of the started server cannot happen again (test/process/scheduled-jobs.test.ts). The stats
 * sources a deployment turned on (the nightly refresh, then the live feed) run after the replay
 * and before weeks are finalized, so a week ends on its latest stats.
 */
function jobsWithSources(sources: StatsSource[]): ScheduledJob[] {
  return [
    recordedSeasonReplayJob,
    draftClockJob,
    ...sources.map(statsSourceJob),
    finalizeEndedWeeksJob,
    playoffsJob,
    waiverRunJob,
    tradesJob,
    biteRightsJob,
    mockDraftCleanupJob,
    purgeExpiredJob,
  ];
}

/** The jobs of a deployment: what main.ts starts. */
export function scheduledJobs(config: ApiConfig): ScheduledJob[] {
  return jobsWithSources(configuredSources(config));
}

/** The jobs of a deployment with no stats source turned on (the default). */
export const SCHEDULED_JOBS: ScheduledJob[] = jobsWithSources([]);
