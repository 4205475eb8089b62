import { expect } from 'vitest';
import { openSession } from '../../../src/auth/sessions';
import type { Db } from '../../../src/db/connect';
import { migrateToLatest } from '../../../src/db/migrate';
import { runPlayoffs } from '../../../src/services/playoffs/playoffs-job';
import {
  SEEDING_WEEK_9,
  seedManySeedingLeagues,
  seedingState,
} from '../../support/many-seeding-leagues';
import { apiCall, startApiProcess, waitFor, type ApiProcess } from './api-process';
import {
  newBackend,
  twinBackend,
  withDatabase,
  type Backend,
  type BackendKind,
  startedByTests,
} from './backends';

// Many leagues' regular seasons end at once; the api's first scheduler tick seeds them one after
// the other. It is killed with SIGKILL a third of the way through — each seeding is one
// transaction, so the league it was seeding is rolled back whole — and started again: every
// league is seeded exactly once, and every playoff row equals an uninterrupted twin's. Then two
// api processes seed the same leagues side by side on PostgreSQL: each league once, by one of them.

const LEAGUES: Record<BackendKind, number> = { PGlite: 60, PostgreSQL: 240 };
const ATTEMPTS = 3;

/** What a test started, killed and removed after it (cleanUp: each file's afterEach). */
const { processes, backends, cleanUp } = startedByTests();
export { cleanUp };

async function seed(db: Db, leagues: number) {
  await migrateToLatest(db);
  return seedManySeedingLeagues(db, { leagues });
}

/** Whether a league is seeded, as its commissioner reads its bracket through the api. */
async function seededThroughApi(api: ApiProcess, token: string, leagueId: number) {
  const res = await apiCall<{ status: string }>(
    api,
    token,
    'GET',
    `/playoffs/getBracketByLeagueId/${leagueId}`,
  ).catch(() => null);
  return res?.status === 200 && res.body.status !== 'not_seeded';
}

/** How many leagues are seeded, and whether each seeded one is whole (seeds, games, weeks). */
async function seedingCounts(db: Db) {
  const state = await seedingState(db);
  const whole = state.brackets.every((bracket) => {
    const seeds = state.seeds.filter((row) => row.league_id === bracket.league_id).length;
    const games = state.games.filter((row) => row.league_id === bracket.league_id).length;
    const weeks = state.weeks.filter((row) => row.league_id === bracket.league_id).length;
    return seeds === 10 && (games === 3 || games === 8) && weeks >= 2;
  });
  return { seeded: state.brackets.length, whole };
}

async function killMidSeeding(backend: Backend, leagues: number) {
  const { leagueIds, userIds } = await withDatabase(backend, (db) => seed(db, leagues));
  const token = await withDatabase(backend, (db) => openSession(db, userIds[0]!, new Date(), 1));
  const api = await startApiProcess({
    ...backend.env,
    FANTASY_NOW: SEEDING_WEEK_9.after.toISOString(),
  });
  processes.push(api);
  const milestone = leagueIds[Math.floor(leagueIds.length / 3)]!;
  await waitFor('a third of the leagues seeded', () => seededThroughApi(api, token, milestone), {
    intervalMs: 20,
  });
  await api.kill();
  processes.splice(processes.indexOf(api), 1);
  const counts = await withDatabase(backend, seedingCounts);
  return { ...counts, leagueIds, token };
}

export async function crashAndResume(kind: BackendKind) {
  let leagues = LEAGUES[kind];
  let backend: Backend | null = null;
  let report: Awaited<ReturnType<typeof killMidSeeding>> | null = null;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    backend = await newBackend(kind);
    backends.push(backend);
    report = await killMidSeeding(backend, leagues);
    if (report.seeded < leagues || attempt === ATTEMPTS) break;
    leagues *= 2;
  }
  if (!backend || !report || report.seeded >= leagues)
    throw new Error(`the seeding always finished before the kill (${kind})`);
  expect(report.seeded).toBeGreaterThan(0);
  expect(report.seeded).toBeLessThan(leagues);
  // Nothing half-written: every league seeded is seeded whole.
  expect(report.whole).toBe(true);

  const api = await startApiProcess({
    ...backend.env,
    FANTASY_NOW: SEEDING_WEEK_9.after.toISOString(),
  });
  processes.push(api);
  const last = report.leagueIds.at(-1)!;
  await waitFor('every league seeded', () => seededThroughApi(api, report.token, last));
  await api.stop();
  processes.splice(processes.indexOf(api), 1);
  expect(api.logs().filter((line) => line.msg === 'playoffs: league not advanced')).toEqual([]);
  const resumed = await withDatabase(backend, seedingState);

  const twin = await twinBackend(kind);
  backends.push(twin);
  const expected = await withDatabase(twin, async (db) => {
    await seed(db, leagues);
    await runPlayoffs(db, SEEDING_WEEK_9.after);
    return seedingState(db);
  });
  expect(resumed.brackets).toHaveLength(leagues);
  expect(resumed).toEqual(expected);
  console.log(
    `${kind}: ${leagues} leagues; killed with ${report.seeded} seeded, resumed to all ${leagues}`,
  );
}

/**
 * Two api processes on one PostgreSQL database start on the regular season's end: between them
 * every league is seeded once, and the rows equal an uninterrupted twin's.
 */
export async function seedOnTwoProcesses() {
  const backend = await newBackend('PostgreSQL');
  backends.push(backend);
  const leagues = LEAGUES.PostgreSQL;
  const { leagueIds, userIds } = await withDatabase(backend, (db) => seed(db, leagues));
  const token = await withDatabase(backend, (db) => openSession(db, userIds[0]!, new Date(), 1));
  const env = { ...backend.env, FANTASY_NOW: SEEDING_WEEK_9.after.toISOString() };
  const [one, two] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  processes.push(one!, two!);
  for (const api of [one!, two!])
    await waitFor('every league seeded', () => seededThroughApi(api, token, leagueIds.at(-1)!));
  await Promise.all([one!.stop(), two!.stop()]);
  processes.splice(0);
  const seededBy = (api: ApiProcess) =>
    api
      .logs()
      .filter((line) => line.msg === 'playoffs advanced')
      .reduce((sum, line) => sum + Number(line.seeded), 0);
  expect(seededBy(one!) + seededBy(two!)).toBe(leagues);
  for (const api of [one!, two!])
    expect(api.logs().filter((line) => line.msg === 'playoffs: league not advanced')).toEqual([]);
  const state = await withDatabase(backend, seedingState);
  expect(state.brackets).toHaveLength(leagues);
  expect(state.seeds).toHaveLength(leagues * 10);
  const twin = await twinBackend('PostgreSQL');
  backends.push(twin);
  const expected = await withDatabase(twin, async (db) => {
    await seed(db, leagues);
    await runPlayoffs(db, SEEDING_WEEK_9.after);
    return seedingState(db);
  });
  expect(state).toEqual(expected);
}
