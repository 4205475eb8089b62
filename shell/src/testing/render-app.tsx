import { render } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, useLocation } from '@fangtasy/shared/router';
import type { League, LeagueMember, User } from '@fangtasy/shared';
import { sharedQueryClient } from '@fangtasy/shared/queries';
import { AppRoutes } from '../app/app-routes';
import { preloadAllPages } from '../app/signed-in-shell';

// The shell's pages download on first use; fetched up front, they render at once as before, so
// route tests read the page they land on without waiting on a download.
beforeAll(preloadAllPages);

export interface StoredSession {
  user?: User;
  league?: League;
  membership?: LeagueMember;
}

/** Puts a session in localStorage the way the shell leaves it, as after a reload. */
export function storeSession({ user, league, membership }: StoredSession): void {
  if (user) localStorage.setItem('user', JSON.stringify(user));
  if (league) localStorage.setItem('league', JSON.stringify(league));
  if (membership) localStorage.setItem('league_member', JSON.stringify(membership));
}

function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname}</span>;
}

/**
 * Renders the shell's routes at `path` with a stored session, a fresh jotai store and an empty
 * query cache, as a page load would. Tests
 * that render routes mock '../remotes/remote-route' so remote pages show their title only.
 */
export function renderApp(path: string, session: StoredSession = {}) {
  storeSession(session);
  // A page load starts with an empty query cache.
  sharedQueryClient().clear();
  const store = createStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store };
}
