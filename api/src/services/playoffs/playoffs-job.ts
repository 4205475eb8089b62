import type { ScheduledJob } from '../../scheduler/jobs';
import type { Db } from '../../db/connect';
import { finalizeEndedWeeks } from '../finalize-weeks';
import { advancePlayoffBrackets } from './advance-brackets';
import { seedDuePlayoffs } from './seed-playoffs';

/** More passes than a season needs: seeding, then three rounds decided one after the other. */
const MAX_PASSES = 8;

/**
 * Seeds the leagues whose regular season ended and decides what their brackets can decide at
 * `now`. A game written for a week that has already ended (a server started late in the season,
 * a clock moved forward) is finalized at once and decided on the next pass, so one run brings a
 * league to where the clock stands. Every step claims its work in the database, so several api
 * processes may run it at once.
 */
export async function runPlayoffs(
  db: Db,
  now: Date,
  onError: (leagueId: number, error: unknown) => void = () => {},
): Promise<{ seeded: number; decided: number }> {
  let seeded = 0;
  let decided = 0;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const newlySeeded = await seedDuePlayoffs(db, now, onError);
    const newlyDecided = await advancePlayoffBrackets(db, now, onError);
    seeded += newlySeeded.length;
    decided += newlyDecided;
    if (newlySeeded.length === 0 && newlyDecided === 0) break;
    await finalizeEndedWeeks(db, now);
  }
  return { seeded, decided };
}

/** The scheduler's playoffs job: seeding when the regular season ends, then each round as it ends. */
export const playoffsJob: ScheduledJob = {
  name: 'playoffs',
  async run({ db, clock, log }) {
    const { seeded, decided } = await runPlayoffs(db, clock.now(), (leagueId, error) =>
      log.error({ err: error, leagueId }, 'playoffs: league not advanced'),
    );
    if (seeded > 0 || decided > 0) log.info({ seeded, decided }, 'playoffs advanced');
  },
};
