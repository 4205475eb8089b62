import { DEMO_LEAGUE, DEMO_PASSWORD } from './login';
import { laneApiUrl } from './provided';

/** The api as a demo user sees it, through a bearer session: what the screens should show. */
export interface ApiSession {
  userId: number;
  get<T>(path: string): Promise<T>;
  /** Any call as this user (a JSON body when given); resolves with the answer. */
  send<T>(method: string, path: string, body?: unknown): Promise<T>;
}

/** The session token a login answer sets in its ff_session cookie (a client may send it as a bearer). */
export const sessionTokenOf = (response: Response): string | undefined =>
  response.headers
    .getSetCookie()
    .map((cookie) => /^ff_session=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean);

/** Logs in over HTTP (not the browser) and returns a caller that reads the api's answers as that user. */
export async function apiSessionFor(
  username: string,
  apiUrl: string = laneApiUrl(),
): Promise<ApiSession> {
  const response = await fetch(`${apiUrl}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const answer = (await response.json()) as { message?: string; data?: { id: number } };
  // The session is the cookie the login sets, as a browser keeps it.
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('ff_session='));
  if (!response.ok || !cookie || !answer.data)
    throw new Error(`api login as ${username} failed: ${answer.message ?? response.status}`);
  const send = async <T>(method: string, path: string, body?: unknown) => {
    const reply = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await reply.text();
    const json = (text ? JSON.parse(text) : null) as
      (T & { status?: string; message?: string }) | null;
    if (!reply.ok || json?.status === 'error')
      throw new Error(`${method} ${path}: ${reply.status} ${json?.message ?? ''}`);
    return json as T;
  };
  return {
    userId: answer.data.id,
    get: <T>(path: string) => send<T>('GET', path),
    send,
  };
}

/** The demo league's id, as a member's own memberships name it. */
export async function demoLeagueIdOf(session: ApiSession): Promise<number> {
  const memberships = await session.get<{ league_id: number; league_name: string }[]>(
    `/league_members/getLeagueMembersByUserId/${session.userId}`,
  );
  const demo = memberships.find((membership) => membership.league_name === DEMO_LEAGUE);
  if (!demo) throw new Error('the demo league is missing: is the demo seed on?');
  return demo.league_id;
}

/** Sessions on one api, one login per user however often a file asks for it. */
export function sessionsOn(apiUrl: string): (username: string) => Promise<ApiSession> {
  const sessions = new Map<string, Promise<ApiSession>>();
  return (username) => {
    const known = sessions.get(username);
    if (known) return known;
    const session = apiSessionFor(username, apiUrl);
    sessions.set(username, session);
    return session;
  };
}
