import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { ApiAnswer } from '../domain/entities';
import { MESSAGES } from '../domain/messages';

/**
 * The one axios instance every call goes through (spec section 7: a single API base URL). The
 * session rides in the api's httpOnly cookie, so credentials go with every request.
 */
export const apiClient = axios.create({
  withCredentials: true,
  // No default Content-Type: axios sets JSON for object bodies, and Fastify refuses a JSON
  // Content-Type on a body-less DELETE.
  headers: { Accept: 'application/json' },
});

export interface ApiSettings {
  /** The api's base URL, known only at run time (each deployment serves its own). */
  baseURL?: string;
  /** A bearer session token for callers without a cookie jar (node scripts, load tests); null removes it. */
  authToken?: string | null;
}

/** Points the client at the api and, optionally, a bearer session; call once at start-up. */
export function configureApi(settings: ApiSettings): void {
  if (settings.baseURL !== undefined) apiClient.defaults.baseURL = settings.baseURL;
  if (settings.authToken !== undefined) {
    if (settings.authToken === null) delete apiClient.defaults.headers.common.Authorization;
    else apiClient.defaults.headers.common.Authorization = `Bearer ${settings.authToken}`;
  }
}

// A 2xx answer that still says status 'error' is a refusal too: it becomes an AxiosError so
// every screen handles failures in one place (the error helpers read its message).
apiClient.interceptors.response.use((response: AxiosResponse<unknown>) => {
  const body = response.data as Partial<ApiAnswer> | undefined;
  if (body && typeof body === 'object' && body.status === 'error') {
    return Promise.reject(
      new AxiosError(
        body.message ?? MESSAGES.invalidResponse,
        AxiosError.ERR_BAD_RESPONSE,
        response.config,
        response.request,
        response,
      ),
    );
  }
  return response;
});

/** The answer envelope plus the top-level fields a call adds (spec section 7: id, league_id). */
export type ApiAnswerWith<Extra extends object = object, T = unknown> = ApiAnswer<T> & Extra;

function payloadOf<T>(response: AxiosResponse<ApiAnswer<T>>): T {
  const answer = response.data;
  if (!answer || typeof answer !== 'object' || answer.data === undefined) {
    throw new AxiosError(
      MESSAGES.invalidResponse,
      AxiosError.ERR_BAD_RESPONSE,
      response.config,
      response.request,
      response,
    );
  }
  return answer.data;
}

/** GET a path and return the answer's data. */
export async function getData<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return payloadOf(await apiClient.get<ApiAnswer<T>>(url, config));
}

/** POST a body and return the answer's data. */
export async function postData<T>(url: string, body?: unknown): Promise<T> {
  return payloadOf(await apiClient.post<ApiAnswer<T>>(url, body ?? {}));
}

/** Send a change and return the whole answer (status, message and whatever the call adds). */
export async function sendAnswer<A extends ApiAnswer = ApiAnswer>(
  method: 'post' | 'put' | 'delete',
  url: string,
  body?: unknown,
): Promise<A> {
  const response =
    method === 'delete'
      ? await apiClient.delete<A>(url)
      : await apiClient.request<A>({ method, url, data: body ?? {} });
  if (!response.data || typeof response.data !== 'object') {
    throw new AxiosError(
      MESSAGES.invalidResponse,
      AxiosError.ERR_BAD_RESPONSE,
      response.config,
      response.request,
      response,
    );
  }
  return response.data;
}

/** A path segment, escaped (usernames are typed by people). */
export const segment = (value: string | number): string => encodeURIComponent(String(value));
