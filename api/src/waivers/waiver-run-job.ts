import type { ScheduledJob } from '../scheduler/jobs';
import { runDueWaivers } from './run-due-waivers';

/** The scheduler's waiver job: carries out the FAAB runs due by the league clock. */
export const waiverRunJob: ScheduledJob = {
  name: 'waiver-runs',
  async run({ db, clock, log }) {
    const outcomes = await runDueWaivers(db, clock.now());
    for (const { run, decisions } of outcomes) {
      log.info(
        { leagueId: run.league_id, runId: run.id, kind: run.kind, decided: decisions.length },
        `waiver run done: ${run.awarded} awarded, ${run.failed} failed`,
      );
    }
  },
};
