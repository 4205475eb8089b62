import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_LEAGUE_NAME } from '../../src/demo/demo-accounts';
import {
  MANY_LEAGUES_FAAB,
  MANY_LEAGUES_WEEK,
  seedManyWaiverLeagues,
} from '../support/many-waiver-leagues';
import { apiCall, startApiProcess, type ApiProcess } from './support/api-process';
import { newBackend, withDatabase, type Backend } from './support/backends';
import { expectFinishedRunInvariants, waiverEngineState } from './support/engine-state';

// Two api processes on one PostgreSQL database serve the demo league side by side: a session
// opened on one is valid on the other, live scores agree, and when the waiver day comes both
// schedulers see the same due runs — each is carried out once, by one of them.

/** The demo clock: Sunday 2 November 2025, 3:00 PM Eastern, the 1 PM games under way. */
const SUNDAY_AFTERNOON = '2025-11-02T20:00:00.000Z';
const DEMO_PASSWORD = 'fangtasy-demo';
/** Leagues of contested claims added beside the demo league, so both processes have runs to race for. */
const EXTRA_LEAGUES = 16;

const processes: ApiProcess[] = [];
const backends: Backend[] = [];
afterEach(async () => {
  for (const api of processes.splice(0)) await api.kill();
  for (const backend of backends.splice(0)) await backend.dispose();
});

type Matchups = {
  updated_at: string;
  is_final: boolean;
  matchups: { home: { score: number } }[];
};

/** A week's matchups as a member sees them, without the moment of reading. */
async function matchupsOn(api: ApiProcess, token: string, leagueId: number, week: number) {
  const res = await apiCall<Matchups>(
    api,
    token,
    'GET',
    `/matchups/getMatchupsByLeagueAndWeek/${leagueId}/${week}`,
  );
  expect(res.status).toBe(200);
  const { updated_at: _readAt, ...data } = res.body;
  return data;
}

/** The run ids a process reports having carried out ("waiver run done" log lines). */
const runsCarriedOutBy = (api: ApiProcess) =>
  api
    .logs()
    .filter((line) => String(line.msg).startsWith('waiver run done'))
    .map((line) => Number(line.runId));

describe('two api processes on one PostgreSQL database', () => {
  it('share sessions and login limits, agree on live scores and carry out a due waiver run once', async () => {
    const backend = await newBackend('PostgreSQL');
    backends.push(backend);
    // Both start on the empty database at once: the demo is seeded once, under its lock.
    const env = { ...backend.env, SEED_DEMO: '1' as const, FANTASY_NOW: SUNDAY_AFTERNOON };
    const started = await Promise.allSettled([startApiProcess(env), startApiProcess(env)]);
    for (const result of started) if (result.status === 'fulfilled') processes.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const [one, two] = processes as [ApiProcess, ApiProcess];

    // Signed in on one process, the session works on the other, as a cookie and as a bearer.
    const login = await fetch(`${one.url}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'alice', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const token = cookie.slice('ff_session='.length);
    const meByCookie = await fetch(`${two.url}/users/me`, { headers: { cookie } });
    expect(meByCookie.status).toBe(200);
    expect(((await meByCookie.json()) as { username: string }).username).toBe('alice');
    expect((await apiCall(two, token, 'GET', '/users/me')).status).toBe(200);

    // One account's login allowance (10 a minute) is shared by both processes, not granted twice.
    const guesses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const api = i % 2 === 0 ? one : two;
      const res = await apiCall(api, null, 'POST', '/users/login', {
        username: 'bob',
        password: `wrong-guess-${i}`,
      });
      guesses.push(res.status);
    }
    expect(guesses).toEqual([...Array<number>(10).fill(401), 429]);

    const { demoLeagueId, leagues } = await withDatabase(backend, async (db) => {
      const demo = await db
        .selectFrom('leagues')
        .select('id')
        .where('name', '=', DEMO_LEAGUE_NAME)
        .execute();
      expect(demo).toHaveLength(1);
      const extra = await seedManyWaiverLeagues(db, {
        leagues: EXTRA_LEAGUES,
        claimsPerLeague: 30,
      });
      return { demoLeagueId: demo[0]!.id, leagues: extra };
    });

    // Live scores of week 9, read from both processes, agree (and are live: points on the board).
    const liveOnOne = await matchupsOn(one, token, demoLeagueId, 9);
    expect(liveOnOne.matchups.some((matchup) => matchup.home.score > 0)).toBe(true);
    expect(await matchupsOn(two, token, demoLeagueId, 9)).toEqual(liveOnOne);

    // The waiver day comes for both at once: every due run is carried out by one of them.
    const before = await withDatabase(backend, async (db) =>
      db
        .selectFrom('league_members')
        .select(['id', 'remaining_faab_budget'])
        .where('league_id', '=', demoLeagueId)
        .execute(),
    );
    const wednesday = MANY_LEAGUES_WEEK.runAt.toISOString();
    const moved = await Promise.all(
      [one, two].map((api) => apiCall(api, null, 'POST', '/__test__/clock', { now: wednesday })),
    );
    expect(moved.map((res) => res.status)).toEqual([200, 200]);

    const state = await withDatabase(backend, waiverEngineState);
    const runIds = await withDatabase(backend, (db) =>
      db.selectFrom('waiver_runs').select(['id', 'league_id']).orderBy('id').execute(),
    );
    // One run per league with claims: the demo league's three and every extra league's.
    expect(runIds.map((run) => run.league_id).sort((x, y) => x - y)).toEqual(
      [demoLeagueId, ...leagues.leagueIds].sort((x, y) => x - y),
    );
    const extra = new Set(leagues.leagueIds);
    const extraState = {
      ...state,
      claims: state.claims.filter((claim) => extra.has(claim.league_id)),
      members: state.members.filter((member) => extra.has(member.league_id)),
      runs: state.runs.filter((run) => extra.has(run.league_id)),
      log: state.log.filter((row) => extra.has(row.league_id)),
    };
    expectFinishedRunInvariants(extraState, MANY_LEAGUES_FAAB);
    const demoClaims = state.claims.filter((claim) => claim.league_id === demoLeagueId);
    expect(demoClaims).toHaveLength(3);
    const demoDecisions = state.log.filter(
      (row) => row.league_id === demoLeagueId && row.waiver_claim_id !== null,
    );
    expect(demoDecisions.map((row) => row.waiver_claim_id).sort()).toEqual(
      demoClaims.map((claim) => claim.id).sort(),
    );
    for (const member of before) {
      const won = demoDecisions
        .filter((row) => row.league_member_id === member.id && row.kind === 'waiver_won')
        .reduce((sum, row) => sum + (row.bid ?? 0), 0);
      const after = state.members.find((candidate) => candidate.id === member.id)!;
      expect(after.remaining_faab_budget).toBe((member.remaining_faab_budget ?? 0) - won);
    }
    // Each run carried out by exactly one process.
    const byOne = runsCarriedOutBy(one);
    const byTwo = runsCarriedOutBy(two);
    expect([...byOne, ...byTwo].sort((x, y) => x - y)).toEqual(runIds.map((run) => run.id));

    // Week 9 ended with the clock move: its final scores agree too.
    const finalOnOne = await matchupsOn(one, token, demoLeagueId, 9);
    expect(finalOnOne.is_final).toBe(true);
    expect(await matchupsOn(two, token, demoLeagueId, 9)).toEqual(finalOnOne);

    // Logging out on one process ends the session on the other.
    expect((await apiCall(two, token, 'POST', '/users/logout')).status).toBe(204);
    expect((await apiCall(one, token, 'GET', '/users/me')).status).toBe(401);
    console.log(
      `scale-out: ${runIds.length} due runs (${state.claims.length} claims) on two processes: ` +
        `${byOne.length} carried out by one, ${byTwo.length} by the other, none twice`,
    );
  });
});
