import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosRequestConfig,
  type AxiosResponse,
} from 'axios';
import type { ApiAnswer } from '../domain/entities';
import { MESSAGES } from '../domain/messages';
import { earlyReadOf, voidEarlyReads } from './early-reads';

/**
 * The one axios instance every call goes through (rules §7: a single API base URL). The
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

// A read the page's early script already fetched (shell/src/early) is answered from there, once
// its answer has come, instead of asking the api a second time; any change sent ends that.
apiClient.interceptors.request.use((config) => {
  if ((config.method ?? 'get').toLowerCase() !== 'get') {
    voidEarlyReads();
    return config;
  }
  const early = earlyReadOf(apiClient.getUri(config));
  if (!early) return config;
  const network = axios.getAdapter(config.adapter ?? apiClient.defaults.adapter);
  config.adapter = async (request) => {
    const answer = await early;
    if (!answer || answer.status < 200 || answer.status >= 300) return network(request);
    return {
      data: answer.body,
      status: answer.status,
      statusText: 'OK',
      headers: new AxiosHeaders(),
      config: request,
      request: null,
    };
  };
  return config;
});

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

function bodyOf<T>(response: AxiosResponse<T>): T {
  const body = response.data as unknown;
  if (body === null || body === undefined || typeof body !== 'object') {
    throw new AxiosError(
      MESSAGES.invalidResponse,
      AxiosError.ERR_BAD_RESPONSE,
      response.config,
      response.request,
      response,
    );
  }
  return body as T;
}

/**
 * GET a path and return its answer. Reads answer the bare list or object rules §7 describes
 * (`shared/src/contract` declares each); the few whose rules §7 answer carries a status say so in T.
 */
export async function getData<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return bodyOf(await apiClient.get<T>(url, config));
}

/** POST a read (rules §7 has a few: a body of ids) and return its answer. */
export async function postData<T>(url: string, body?: unknown): Promise<T> {
  return bodyOf(await apiClient.post<T>(url, body ?? {}));
}

/**
 * Send a change and return its answer: what rules §7 lists for it (status and message, an id...) where
 * it lists one, else the thing the change left (the roster, the membership, the rule set).
 */
export async function send<T>(
  method: 'post' | 'put' | 'delete',
  url: string,
  body?: unknown,
): Promise<T> {
  const response =
    method === 'delete'
      ? await apiClient.delete<T>(url)
      : await apiClient.request<T>({ method, url, data: body ?? {} });
  return bodyOf(response);
}

/** Send a change that answers no body (204), such as a logout. */
export async function sendWithoutAnswer(method: 'post' | 'delete', url: string): Promise<void> {
  if (method === 'delete') await apiClient.delete(url);
  else await apiClient.post(url, {});
}

/** A path segment, escaped (usernames are typed by people). */
export const segment = (value: string | number): string => encodeURIComponent(String(value));
