import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RouteEntry } from '../src/app';
import {
  addSeasonWeeks,
  call,
  createRosterLeague,
  type RosterLeague,
} from './support/roster-fixtures';
import { routeFixtureIds } from './support/route-numbers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Property-based bad input for every route of the route table: wrong types, missing fields,
 * huge strings, negative and fractional numbers, unicode — in path parameters, query strings
 * and bodies, sent by a signed-in member so every handler runs. Nothing a client can send may
 * answer 5xx, and the server must still answer afterwards.
 */

const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1.5',
    '1e308',
    'NaN',
    'null',
    '💀🧛',
    "'; drop table users; --",
    '%00',
  ),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 0.5, 2 ** 31, 2 ** 53, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nastyNumber, nastyString), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(nastyNumber, nastyString), { maxKeys: 3 }),
);

/** A path segment: mostly plausible ids (so handlers run past validation), often garbage. */
const pathValue = (valid: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(String(valid)) },
    { weight: 2, arbitrary: nastyNumber.map(String) },
    { weight: 2, arbitrary: nastyString.map((text) => encodeURIComponent(text).slice(0, 3000)) },
  );

/** The field names a route's zod schema knows, so bodies hit real fields with wrong values. */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as z.ZodObject | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** A body: the known fields with valid, wrong or missing values, plus stray keys. */
function bodyFor(route: RouteEntry, valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = fieldsOf(route.schema?.body);
  const objectBody = fc
    .tuple(
      ...fields.map((field) =>
        fc.oneof(
          { weight: 2, arbitrary: fc.constant(valid[field]) },
          { weight: 3, arbitrary: nastyValue },
          { weight: 1, arbitrary: fc.constant(undefined) },
        ),
      ),
      fc.dictionary(fc.string({ maxLength: 10 }), nastyValue, { maxKeys: 2 }),
    )
    .map((values) => {
      const extra = values.pop() as Record<string, unknown>;
      const body: Record<string, unknown> = { ...extra };
      fields.forEach((field, index) => {
        if (values[index] !== undefined) body[field] = values[index];
      });
      return body;
    });
  return fc.oneof({ weight: 5, arbitrary: objectBody }, { weight: 1, arbitrary: nastyValue });
}

function queryFor(route: RouteEntry): fc.Arbitrary<string> {
  const fields = fieldsOf(route.schema?.querystring);
  if (fields.length === 0) return fc.constant('');
  return fc
    .array(fc.tuple(fc.constantFrom(...fields), fc.oneof(nastyNumber.map(String), nastyString)), {
      maxLength: 4,
    })
    .map((pairs) => (pairs.length ? `?${new URLSearchParams(pairs).toString()}` : ''));
}

let t: TestApp;
let league: RosterLeague;
let valid: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  await addSeasonWeeks(t);
  league = await createRosterLeague(t);
  valid = {
    ...(await routeFixtureIds(t, league, league.teams[1]!)),
    roster_type_id: 1,
    year: 2025,
    season: 2025,
    week: 7,
  };
});
afterAll(async () => {
  await t?.close();
});

describe('bad input on every route', () => {
  it('never answers 5xx, and the server stays up', async () => {
    const member = league.teams[1]!;
    const failures: string[] = [];
    const routes = t.app.routeTable.filter((route) => route.url !== '/users/logout');
    for (const route of routes) {
      const params = [...route.url.matchAll(/:([a-z_]+)/g)].map((match) => match[1]!);
      await fc
        .assert(
          fc.asyncProperty(
            fc.tuple(...params.map((name) => pathValue(valid[name] ?? 1))),
            queryFor(route),
            route.method === 'GET' || route.method === 'DELETE'
              ? fc.constant(undefined)
              : bodyFor(route, valid),
            async (values, query, body) => {
              let index = 0;
              const url = route.url.replace(/:([a-z_]+)/g, () => values[index++] ?? '') + query;
              const res = await call(t, member, route.method as 'GET', url, body);
              if (res.statusCode >= 500) {
                failures.push(
                  `${route.method} ${url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 160)}`,
                );
              }
              return res.statusCode < 500;
            },
          ),
          { numRuns: 25, seed: 20251109 },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
    const health = await call(t, null, 'GET', '/health');
    expect(health.statusCode).toBe(200);
    // Every route, 25 runs each: on a loaded machine this is minutes, not seconds.
  }, 300_000);
});
