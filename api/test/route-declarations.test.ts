import { ROUTES, type DeclaredRouteKey } from '@fangtasy/shared/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The api and the client meet at `@fangtasy/shared/routes` (docs/decisions/052): the client
 * builds its requests from a route's declaration, so the api must register every declared route
 * at the declared method and path, from the declaration's own schema, and register nothing else.
 * Read from the app's route table, as the authorization matrix reads it.
 */
describe('routes registered from their declarations', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The helper routes are declared too; they are registered only when switched on.
    t = await createTestApp({ config: { enableTestClock: true, benchBaselineRoutes: true } });
  });
  afterAll(async () => t.close());

  const registered = () =>
    new Map(t.app.routeTable.map((route) => [`${route.method} ${route.url}`, route]));

  it('registers every declared route at its method and path, with its declared schema', () => {
    const routes = registered();
    const missing = Object.keys(ROUTES).filter((key) => !routes.has(key));
    expect(missing, 'declared in shared/src/routes but not registered by the api').toEqual([]);
    const otherSchema = (Object.keys(ROUTES) as DeclaredRouteKey[]).filter(
      (key) => routes.get(key)?.schema !== ROUTES[key],
    );
    expect(otherSchema, 'registered with a schema of its own, not its declaration').toEqual([]);
  });

  it('registers no route that is not declared', () => {
    const undeclared = [...registered().keys()].filter((key) => !(key in ROUTES));
    expect(undeclared, 'registered by the api but not declared in shared/src/routes').toEqual([]);
  });
});
