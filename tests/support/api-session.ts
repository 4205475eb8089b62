import { inject } from 'vitest';
import { DEMO_PASSWORD } from './login';
import './provided';

/** The api as a demo user sees it, through a bearer session: what the screens should show. */
export interface ApiSession {
  userId: number;
  get<T>(path: string): Promise<T>;
}

/** Logs in over HTTP (not the browser) and returns a reader of `data` for that user. */
export async function apiSessionFor(username: string): Promise<ApiSession> {
  const apiUrl = inject('apiUrl');
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
  return {
    userId: answer.data.id,
    async get<T>(path: string) {
      const reply = await fetch(`${apiUrl}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await reply.json()) as { status: string; data?: T; message?: string };
      if (!reply.ok || body.status !== 'success')
        throw new Error(`GET ${path}: ${reply.status} ${body.message ?? ''}`);
      return body.data as T;
    },
  };
}
