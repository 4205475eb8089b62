import type { App } from '../../app';
import { checkAccess } from './check-access';
import type { IdAt, RouteAccess } from './route-access';

const SCHEMA_PART = { params: 'params', body: 'body', query: 'querystring' } as const;

/** The ids a declaration reads, each where the request has it. */
const idsReadBy = (access: RouteAccess): IdAt[] =>
  typeof access === 'string'
    ? []
    : Object.values(access).filter((value): value is IdAt =>
        /^(params|body|query)\./.test(String(value)),
      );

/**
 * A declaration may read only a field its route's schema declares (and so has validated): a
 * misspelt or missing one stops the api at start, not at the first request.
 */
function refuseIdsTheSchemaLacks(route: {
  method: string | string[];
  url: string;
  schema?: Record<string, unknown>;
  config?: { access?: RouteAccess };
}): void {
  const access = route.config?.access;
  if (access === undefined) return;
  for (const at of idsReadBy(access)) {
    const [from, name] = at.split('.', 2) as [keyof typeof SCHEMA_PART, string];
    const part = route.schema?.[SCHEMA_PART[from]] as
      { shape?: Record<string, unknown> } | undefined;
    if (!part?.shape || !(name in part.shape)) {
      throw new Error(
        `${String(route.method)} ${route.url}: its access reads ${at}, which its schema does not declare`,
      );
    }
  }
}

/**
 * Applies each route's declared access (route-access.ts) once its request is validated, before
 * its handler runs: the session itself is checked earlier, on every route not declared public.
 */
export function applyRouteAccess(app: App): void {
  app.decorateRequest('callerMembership', null);
  app.addHook('onRoute', refuseIdsTheSchemaLacks);
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined) return;
    await checkAccess(app.ctx, request, access);
  });
}
