import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import type { League, LeagueMember, User } from '../domain/index';
import { createQueryClient } from '../queries/query-client';

export const ALICE: User = {
  id: 11,
  username: 'alice',
  email_address: 'alice@fangtasy.demo',
  first_name: 'Alice',
  last_name: 'Archer',
};

export const DEMO_LEAGUE: League = {
  league_id: 7,
  name: 'Fangtasy Demo League',
  is_active: 1,
  season: 2025,
};

/**
 * Renders a page the way the shell leaves it: user and league in localStorage (the session atoms
 * read them), in a fresh jotai store and a fresh query client (the product's defaults, an empty
 * cache), so tests can't see each other's session or answers. `queryClient` is the test's
 * client, to see what a change invalidated.
 */
export function renderWithSession(
  ui: ReactElement,
  { user = ALICE, league = DEMO_LEAGUE }: { user?: User | null; league?: League | null } = {},
) {
  if (user) localStorage.setItem('user', JSON.stringify(user));
  if (league) localStorage.setItem('league', JSON.stringify(league));
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Provider store={createStore()}>{ui}</Provider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** An error as the api client rejects with it: an axios error carrying the api's answer. */
export function apiError(status: number, message: string): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: { status: 'error', message } },
  });
}

/** A member of the demo league. */
export function member(
  overrides: Partial<LeagueMember> & Pick<LeagueMember, 'id' | 'user_id' | 'username'>,
): LeagueMember {
  return {
    league_id: DEMO_LEAGUE.league_id,
    role: 'player',
    is_vamp: 0,
    team_name: null,
    remaining_faab_budget: 100,
    first_name: overrides.username,
    last_name: 'Tester',
    waiver_order: null,
    ...overrides,
  };
}
