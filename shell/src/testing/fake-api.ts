import { apiClient } from '@fangtasy/shared';

/**
 * A fake api behind the real client: it replaces the axios adapter, the last step before the
 * network, so every screen runs the real client code (its interceptors, the error helpers of
 * spec section 8) while the test decides each answer. The api's own behaviour is tested against
 * the real server elsewhere.
 */

type Adapter = Extract<
  NonNullable<typeof apiClient.defaults.adapter>,
  (...args: never[]) => unknown
>;
type RequestConfig = Parameters<Adapter>[0];

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

export type FakeReply = { status?: number; body?: unknown } | { noResponse: true };
export type FakeRoute = FakeReply | ((call: FakeCall) => FakeReply | Promise<FakeReply>);

/** A success answer as the api sends it: the bare list or object of a read or a change. */
export const ok = (body: unknown): FakeReply => ({ status: 200, body });

/** A success answer of a change whose §7 answer carries a status (and what else it lists). */
export const okStatus = (fields: Record<string, unknown> = {}): FakeReply => ({
  status: 200,
  body: { status: 'success', ...fields },
});

/** A change that answers no body. */
export const noContent = (): FakeReply => ({ status: 204, body: '' });

/** An error answer in the api's envelope. */
export const fail = (status: number, message?: string): FakeReply => ({
  status,
  body: message === undefined ? { status: 'error' } : { status: 'error', message },
});

function axiosLikeError(message: string, config: RequestConfig, response?: unknown) {
  // The shape axios gives its own errors, which the client's helpers read (isAxiosError checks
  // the flag; the shell's package cannot import axios itself to build one).
  return Object.assign(new Error(message), { isAxiosError: true, config, request: {}, response });
}

export interface FakeApi {
  calls: FakeCall[];
  /** The calls made to one 'METHOD /path'. */
  callsTo: (route: string) => FakeCall[];
  /** Replaces or adds routes. */
  set: (routes: Record<string, FakeRoute>) => void;
  restore: () => void;
}

/** Installs the fake; routes are keyed 'METHOD /path' (unknown paths answer 404). */
export function installFakeApi(routes: Record<string, FakeRoute> = {}): FakeApi {
  const table = new Map(Object.entries(routes));
  const calls: FakeCall[] = [];
  const original = apiClient.defaults.adapter;

  const adapter = async (config: RequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const call = { method, url, body };
    calls.push(call);
    const route = table.get(`${method} ${url}`) ?? fail(404, `No fake answer for ${method} ${url}`);
    const reply = typeof route === 'function' ? await route(call) : route;
    if ('noResponse' in reply) throw axiosLikeError('Network Error', config);
    const status = reply.status ?? 200;
    const response = {
      data: reply.body,
      status,
      statusText: String(status),
      headers: {},
      config,
      request: {},
    };
    if (status >= 400)
      throw axiosLikeError(`Request failed with status code ${status}`, config, response);
    return response;
  };
  apiClient.defaults.adapter = adapter as unknown as typeof apiClient.defaults.adapter;

  return {
    calls,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.url}` === route),
    set: (more) => Object.entries(more).forEach(([key, value]) => table.set(key, value)),
    restore: () => {
      apiClient.defaults.adapter = original;
    },
  };
}
