import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, SESSION_COOKIE } from '../src/auth/sessions';
import { runDueWaivers } from '../src/waivers/run-due-waivers';
import {
  MANY_LEAGUES_WEEK,
  seedManyWaiverLeagues,
  type ManyLeagues,
} from './support/many-waiver-leagues';
import { createTestApp, type TestApp } from './support/test-app';

// A long waiver run must not stop the api. PGlite answers queries without waiting on I/O, so a
// run that never handed the event loop back, or that reserved PGlite's one connection for a
// league's whole run, held every request (and every timer) until it ended.
let t: TestApp;
let seeded: ManyLeagues;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedManyWaiverLeagues(t.db, { leagues: 12, claimsPerLeague: 30 });
  cookie = `${SESSION_COOKIE}=${await openSession(t.db, seeded.userIds[0]!, new Date(), 1)}`;
});
afterAll(() => t.close());

describe('a long waiver run', () => {
  it('leaves the api answering requests and timers firing while it decides', async () => {
    let finished = false;
    // Steps, not decisions: a step decides its refusals and award together, each reported to
    // the hook in turn before the step's transaction runs (its I/O ends the step's turn).
    let decided = 0;
    let inStep = false;
    const run = runDueWaivers(t.db, MANY_LEAGUES_WEEK.runAt, {
      concurrency: 1,
      afterDecision: () => {
        if (inStep) return;
        inStep = true;
        decided += 1;
        setImmediate(() => (inStep = false));
      },
    }).then((outcomes) => {
      finished = true;
      return outcomes;
    });
    const lastLeague = seeded.leagueIds.at(-1)!;
    // A member looks at the last league's runs while the first leagues are being decided.
    const answers: {
      finished: boolean;
      status: number;
      runStatus: string | undefined;
      awardsWaited: number;
    }[] = [];
    while (!finished && answers.length < 3) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const decidedBefore = decided;
      const res = await t.app.inject({
        method: 'GET',
        url: `/waiver_runs/getWaiverRunsByLeagueId/${lastLeague}`,
        headers: { cookie },
      });
      answers.push({
        finished,
        status: res.statusCode,
        runStatus: res.json()[0]?.status as string | undefined,
        awardsWaited: decided - decidedBefore,
      });
    }
    const outcomes = await run;
    expect(outcomes).toHaveLength(seeded.leagueIds.length);
    expect(answers.length).toBeGreaterThanOrEqual(3);
    for (const answer of answers) {
      expect(answer).toMatchObject({ finished: false, status: 200 });
      expect(answer.runStatus).not.toBe('done');
      // On PGlite's one connection, a request waits for the award in progress, not for a
      // league's whole run (about a dozen). PostgreSQL answers it on a connection of its own,
      // beside the run, however many awards that run commits meanwhile.
      if (!t.config.databaseUrl) expect(answer.awardsWaited).toBeLessThanOrEqual(4);
    }
  });
});
