import { expect } from 'vitest';
import { openSession } from '../../../src/auth/sessions';
import type { Db } from '../../../src/db/connect';
import { migrateToLatest } from '../../../src/db/migrate';
import { runDueWaivers } from '../../../src/waivers/run-due-waivers';
import {
  MANY_LEAGUES_FAAB,
  MANY_LEAGUES_WEEK,
  seedManyWaiverLeagues,
  type ManyLeagues,
} from '../../support/many-waiver-leagues';
import { apiCall, startApiProcess, waitFor, type ApiProcess } from './api-process';
import {
  newBackend,
  twinBackend,
  withDatabase,
  type Backend,
  type BackendKind,
  startedByTests,
} from './backends';
import { expectFinishedRunInvariants, waiverEngineState } from './engine-state';

// The api process is killed with SIGKILL in the middle of a weekly waiver run — no shutdown code
// runs, the open transaction dies with it — then started again on the same PGlite folder or
// PostgreSQL database. Its scheduler resumes the run, and the end state must equal a twin
// database's, seeded alike and run without a break.

const CLAIMS_PER_LEAGUE = 30;
/** Leagues per attempt: enough for the run to last seconds, so the kill lands inside it. */
const LEAGUES: Record<BackendKind, number> = { PGlite: 12, PostgreSQL: 30 };
const ATTEMPTS = 3;

/** What a test started, killed and removed after it (cleanUp: each file's afterEach). */
const { processes, backends, cleanUp } = startedByTests();
export { cleanUp };

async function seed(db: Db, leagues: number): Promise<ManyLeagues> {
  await migrateToLatest(db);
  return seedManyWaiverLeagues(db, { leagues, claimsPerLeague: CLAIMS_PER_LEAGUE });
}

async function decidedClaims(db: Db) {
  const rows = await db
    .selectFrom('waiver_claims')
    .select(['is_active', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('is_active')
    .execute();
  const count = (active: number) => rows.find((row) => row.is_active === active)?.n ?? 0;
  return { decided: count(0), total: count(0) + count(1) };
}

/** The run status of one league, as its commissioner sees it through the api. */
async function runStatusOf(api: ApiProcess, token: string, leagueId: number) {
  const res = await apiCall<{ status: string }[]>(
    api,
    token,
    'GET',
    `/waiver_runs/getWaiverRunsByLeagueId/${leagueId}`,
  ).catch(() => null);
  return res?.status === 200 ? (res.body[0]?.status ?? 'none') : null;
}

interface KillReport {
  decided: number;
  total: number;
  secondsIntoRun: number;
  unfinishedLeagues: number;
}

/**
 * Seeds the backend, starts the api before the waiver day, moves its test clock past it and
 * SIGKILLs the process group once a league a third of the way down the run's order is done.
 * Answers what the kill left (read from the database after the kill), or null when the run
 * had finished anyway — the caller then tries again with more leagues.
 */
async function killMidRun(backend: Backend, leagues: number): Promise<KillReport | null> {
  const { leagueIds, userIds } = await withDatabase(backend, (db) => seed(db, leagues));
  // The commissioner of every league watches the run through the api.
  const token = await withDatabase(backend, (db) => openSession(db, userIds[0]!, new Date(), 1));
  const api = await startApiProcess({
    ...backend.env,
    FANTASY_NOW: MANY_LEAGUES_WEEK.tuesday.toISOString(),
  });
  processes.push(api);
  const started = Date.now();
  // The route answers after the scheduler's tick, i.e. after the whole run: never, here.
  void apiCall(api, null, 'POST', '/__test__/clock', {
    now: MANY_LEAGUES_WEEK.runAt.toISOString(),
  }).catch(() => null);
  const milestone = leagueIds[Math.floor(leagueIds.length / 3)]!;
  await waitFor(
    'a third of the run done',
    async () => (await runStatusOf(api, token, milestone)) === 'done',
    { intervalMs: 20 },
  );
  const secondsIntoRun = (Date.now() - started) / 1000;
  await api.kill();
  processes.splice(processes.indexOf(api), 1);

  // Opening the folder again is itself the proof that PGlite's data survived the kill.
  return withDatabase(backend, async (db) => {
    const { decided, total } = await decidedClaims(db);
    const unfinished = await db
      .selectFrom('waiver_runs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '<>', 'done')
      .executeTakeFirstOrThrow();
    if (decided === total) return null;
    return { decided, total, secondsIntoRun, unfinishedLeagues: unfinished.n };
  });
}

export async function crashAndResume(kind: BackendKind) {
  let leagues = LEAGUES[kind];
  let backend: Backend | null = null;
  let report: KillReport | null = null;
  for (let attempt = 1; attempt <= ATTEMPTS && !report; attempt++) {
    backend = await newBackend(kind);
    backends.push(backend);
    report = await killMidRun(backend, leagues);
    if (!report) leagues *= 2;
  }
  if (!backend || !report) throw new Error(`the run always finished before the kill (${kind})`);
  expect(report.decided).toBeGreaterThan(0);
  expect(report.decided).toBeLessThan(report.total);
  expect(report.unfinishedLeagues).toBeGreaterThan(0);

  // Started again on the same data, at the same league clock: the scheduler's first tick
  // resumes the run the dead process left half done.
  const resumedAt = Date.now();
  const api = await startApiProcess({
    ...backend.env,
    FANTASY_NOW: MANY_LEAGUES_WEEK.runAt.toISOString(),
  });
  processes.push(api);
  const finished = await waitFor('the resumed run to finish', () => {
    const done = api.logs().filter((line) => String(line.msg).startsWith('waiver run done'));
    const failed = api.logs().find((line) => line.msg === 'scheduled job failed');
    if (failed) throw new Error(`the resumed run failed: ${JSON.stringify(failed)}`);
    // A league whose lock the dead process's connection still held at the first tick is
    // picked up on a later one; each unfinished league must end exactly once.
    return done.length >= report.unfinishedLeagues ? done : null;
  });
  const resumeSeconds = (Date.now() - resumedAt) / 1000;
  expect(finished).toHaveLength(report.unfinishedLeagues);
  await api.stop();
  processes.splice(processes.indexOf(api), 1);
  expect(api.logs().filter((line) => String(line.msg).startsWith('waiver run done'))).toHaveLength(
    report.unfinishedLeagues,
  );
  const resumed = await withDatabase(backend, waiverEngineState);

  const twin = await twinBackend(kind);
  backends.push(twin);
  const twinStarted = Date.now();
  const expected = await withDatabase(twin, async (db) => {
    await seed(db, leagues);
    await runDueWaivers(db, MANY_LEAGUES_WEEK.runAt);
    return waiverEngineState(db);
  });
  const twinSeconds = (Date.now() - twinStarted) / 1000;

  expectFinishedRunInvariants(expected, MANY_LEAGUES_FAAB);
  expectFinishedRunInvariants(resumed, MANY_LEAGUES_FAAB);
  expect(resumed).toEqual(expected);
  console.log(
    `${kind}: ${leagues} leagues × ${CLAIMS_PER_LEAGUE} claims; killed ${report.secondsIntoRun.toFixed(1)} s ` +
      `into the run with ${report.decided}/${report.total} claims decided ` +
      `(${((100 * report.decided) / report.total).toFixed(0)} %, ${report.unfinishedLeagues} leagues unfinished); ` +
      `restart and resume ${resumeSeconds.toFixed(1)} s; uninterrupted twin ${twinSeconds.toFixed(1)} s`,
  );
}
