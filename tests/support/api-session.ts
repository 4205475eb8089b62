import { inject } from 'vitest';
import { DEMO_PASSWORD } from './login';
import './provided';

/** The api as a demo user sees it, through a bearer session: what the screens should show. */
export interface ApiSession {
  userId: number;
  get<T>(path: string): Promise<T>;
  /** Any call as this user (a JSON body when given); resolves with the answer's `data`. */
  send<T>(method: string, path: string, body?: unknown): Promise<T>;
}

/** Logs in over HTTP (not the browser) and returns a caller that reads `data` for that user. */
export async function apiSessionFor(
  username: string,
  apiUrl: string = inject('apiUrl'),
): Promise<ApiSession> {
  const response = await fetch(`${apiUrl}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const answer = (await response.json()) as {
    status: string;
    token?: string;
    message?: string;
    data?: { id: number };
  };
  if (!response.ok || !answer.token || !answer.data)
    throw new Error(`api login as ${username} failed: ${answer.message ?? response.status}`);
  const token = answer.token;
  const send = async <T>(method: string, path: string, body?: unknown) => {
    const reply = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await reply.json()) as { status: string; data?: T; message?: string };
    if (!reply.ok || json.status !== 'success')
      throw new Error(`${method} ${path}: ${reply.status} ${json.message ?? ''}`);
    return json.data as T;
  };
  return {
    userId: answer.data.id,
    get: <T>(path: string) => send<T>('GET', path),
    send,
  };
}
