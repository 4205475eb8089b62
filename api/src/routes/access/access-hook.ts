import type { App } from '../../app';
import { checkAccess } from './check-access';

/**
 * Applies each route's declared access (route-access.ts) once its request is validated, before
 * its handler runs: the session itself is checked earlier, on every route not declared public.
 */
export function applyRouteAccess(app: App): void {
  app.decorateRequest('callerMembership', null);
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined) return;
    await checkAccess(app.ctx, request, access);
  });
}
