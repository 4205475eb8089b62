import { expect } from 'vitest';
import { DEMO_LEAGUE_NAME, DEMO_PASSWORD } from '../../../src/demo/demo-accounts';
import { startApiProcess, type ApiProcess } from './api-process';
import { withDatabase, type Backend } from './backends';

/**
 * Two api processes on one database, the demo seeded at `now`, each added to `processes` as it
 * starts (so the caller's cleanup stops whichever started), with the demo league's id.
 */
export async function twoDemoProcesses(
  backend: Backend,
  now: string,
  processes: ApiProcess[],
): Promise<{ one: ApiProcess; two: ApiProcess; leagueId: number }> {
  const env = { ...backend.env, SEED_DEMO: '1' as const, FANTASY_NOW: now };
  const one = await startApiProcess(env);
  processes.push(one);
  const two = await startApiProcess(env);
  processes.push(two);
  const leagueId = await withDatabase(backend, async (db) => {
    const league = await db
      .selectFrom('leagues')
      .select('id')
      .where('name', '=', DEMO_LEAGUE_NAME)
      .executeTakeFirstOrThrow();
    return league.id;
  });
  return { one, two, leagueId };
}

/** Signs a demo member in on one process: the cookie and its session token, valid on every process. */
export async function signInOn(
  api: ApiProcess,
  username: string,
): Promise<{ cookie: string; token: string }> {
  const res = await fetch(`${api.url}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
  return { cookie, token: cookie.slice('ff_session='.length) };
}
