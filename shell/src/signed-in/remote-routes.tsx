import { remotePages, type RouteGuard } from '@fangtasy/shared/remotes';
import { Route } from '@fangtasy/shared/router';
import { RemoteRoute } from '../remotes/remote-route';

/** The route table of the remote pages: one row per page REMOTES declares. */
const REMOTE_PAGES = remotePages();

/**
 * The routes of the remote pages behind one guard, as <Route> elements for the guard's branch of
 * AppRoutes (React Router reads a branch's children as elements, so this is called, not mounted).
 */
export const remoteRoutes = (guard: RouteGuard) =>
  REMOTE_PAGES.filter((page) => page.guard === guard).map(({ path, guard: _guard, ...page }) => (
    <Route key={path} path={path} element={<RemoteRoute {...page} />} />
  ));
