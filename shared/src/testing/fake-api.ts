import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, beforeEach } from 'vitest';

/**
 * The api as component tests see it: msw answers at the network, so every screen runs the real
 * client code (axios, its interceptors, the error helpers of rules §8) while the test
 * decides each answer. The api's own behaviour is tested against the real server elsewhere.
 */

export interface FakeCall {
  method: string;
  /** The path asked for, without its query. */
  url: string;
  /** The query's parameters, e.g. { is_active: '1' }. */
  query: Record<string, string>;
  body: unknown;
}

export type FakeReply = { status?: number; body?: unknown } | { noResponse: true };
export type FakeRoute = FakeReply | ((call: FakeCall) => FakeReply | Promise<FakeReply>);

/** A success answer as the api sends it: the bare list or object of a read or a change. */
export const ok = (body: unknown): FakeReply => ({ status: 200, body });

/** A success answer of a change whose rules §7 answer carries a status (and what else it lists). */
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

/** The connection fails: no answer at all, as when the api is down. */
export const noResponse = (): FakeReply => ({ noResponse: true });

/** A route that answers with each reply in turn, then with the last one from then on. */
export const inTurn =
  (...replies: FakeReply[]): FakeRoute =>
  () =>
    replies.length > 1 ? (replies.shift() as FakeReply) : (replies[0] as FakeReply);

export interface FakeApi {
  calls: FakeCall[];
  /** The calls made to one 'METHOD /path'. */
  callsTo: (route: string) => FakeCall[];
  /** The bodies the page sent to one 'METHOD /path', in order. */
  bodiesSentTo: (route: string) => unknown[];
  /** Replaces or adds routes. */
  set: (routes: Record<string, FakeRoute>) => void;
  restore: () => void;
}

const network = setupServer();
let listening = false;

/** The body a request carried, parsed as JSON when it is JSON. */
async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Answers every request of the test from `routes`, keyed 'METHOD /path' (the path without its
 * query; unknown paths answer 404). `restore()` takes the fake away again.
 */
export function installFakeApi(routes: Record<string, FakeRoute> = {}): FakeApi {
  const table = new Map(Object.entries(routes));
  const calls: FakeCall[] = [];
  if (!listening) network.listen({ onUnhandledRequest: 'error' });
  listening = true;
  network.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const call: FakeCall = {
        method: request.method,
        url: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: await bodyOf(request),
      };
      calls.push(call);
      const route =
        table.get(`${call.method} ${call.url}`) ??
        fail(404, `No fake answer for ${call.method} ${call.url}`);
      const reply = typeof route === 'function' ? await route(call) : route;
      if ('noResponse' in reply) return HttpResponse.error();
      const status = reply.status ?? 200;
      if (reply.body === '' || reply.body === undefined) return new HttpResponse(null, { status });
      return HttpResponse.json(reply.body, { status });
    }),
  );

  return {
    calls,
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.url}` === route),
    bodiesSentTo: (route) =>
      calls.filter((call) => `${call.method} ${call.url}` === route).map((call) => call.body),
    set: (more) => Object.entries(more).forEach(([key, value]) => table.set(key, value)),
    restore: () => {
      network.resetHandlers();
      network.close();
      listening = false;
    },
  };
}

/**
 * A fake api for every test of the file: installed before each test with `routes`, taken away
 * after it. The object returned stands for the current test's fake.
 */
export function fakeApiPerTest(routes: Record<string, FakeRoute> = {}): FakeApi {
  let current: FakeApi | undefined;
  const fake = () => {
    if (!current) throw new Error('the fake api is installed for tests only');
    return current;
  };
  beforeEach(() => {
    current = installFakeApi(routes);
  });
  afterEach(() => {
    current?.restore();
    current = undefined;
  });
  return {
    get calls() {
      return fake().calls;
    },
    callsTo: (route) => fake().callsTo(route),
    bodiesSentTo: (route) => fake().bodiesSentTo(route),
    set: (more) => fake().set(more),
    restore: () => fake().restore(),
  };
}
