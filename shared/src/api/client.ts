import axios, { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import type { ApiAnswer } from '../domain/entities';
import type { DeclaredRouteKey, PathOf, PathParams, RouteAnswer, RouteInput } from '../routes';
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
 * A declared route's path with its parameters escaped into it (`'GET /a/:id'`, `{ id: 7 }` →
 * `/a/7`): what callRoute asks for, and what a stream of the route (EventSource) opens.
 */
export function routePath<K extends DeclaredRouteKey>(
  key: K,
  params: Record<PathParams<PathOf<K>>, string | number>,
): string {
  const values = params as Record<string, string | number | undefined>;
  return key.slice(key.indexOf(' ') + 1).replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${key}: no value for :${name}`);
    return segment(value);
  });
}

/** A route's input, optional when it has nothing to send. */
type InputArgs<K extends DeclaredRouteKey> =
  Record<string, never> extends RouteInput<K> ? [input?: RouteInput<K>] : [input: RouteInput<K>];

interface AnyInput {
  params?: Record<string, string | number>;
  query?: unknown;
  body?: unknown;
}

/**
 * Calls a declared route (shared/src/routes, docs/decisions/052) by its name: the URL is its
 * path with each parameter escaped into it, the answer is typed by its response schema. Only the
 * name travels into the browser; the schemas stay types. Reads answer the bare list or object
 * rules §7 describes; a change answers what rules §7 lists for it, else the thing it left; a 204
 * answers nothing.
 */
export async function callRoute<K extends DeclaredRouteKey>(
  key: K,
  ...[input]: InputArgs<K>
): Promise<RouteAnswer<K>> {
  const { params, query, body } = (input ?? {}) as AnyInput;
  const method = key.slice(0, key.indexOf(' ')).toLowerCase();
  const url = routePath(key, params ?? {});
  const config = query === undefined ? undefined : { params: query };
  const response =
    method === 'get'
      ? await apiClient.get<RouteAnswer<K>>(url, config)
      : method === 'delete'
        ? await apiClient.delete<RouteAnswer<K>>(url, config)
        : await apiClient.request<RouteAnswer<K>>({ method, url, data: body ?? {}, ...config });
  if (response.status === 204) return undefined as RouteAnswer<K>;
  return bodyOf(response);
}

/** A path segment, escaped (usernames are typed by people). */
const segment = (value: string | number): string => encodeURIComponent(String(value));
