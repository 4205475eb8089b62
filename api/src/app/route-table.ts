import type { App } from '../app';
import type { RouteAccess } from '../routes/access/route-access';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered: the authorization matrix and the fuzz tests walk it. */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  /** Who may call it (routes/access/route-access.ts); undefined for a route that declares none. */
  access: RouteAccess | undefined;
  /** The route's zod schemas, for generating requests in tests. */
  schema: { params?: unknown; querystring?: unknown; body?: unknown } | undefined;
}

/** Records every route registered from here on (but HEAD, OPTIONS and the docs) in `routeTable`. */
export function recordRouteTable(app: App): void {
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS' || route.url.startsWith('/docs')) continue;
      routeTable.push({
        method,
        url: route.url,
        access: route.config?.access,
        schema: route.schema as RouteEntry['schema'],
      });
    }
  });
}
