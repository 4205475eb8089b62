// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLeagueById, leagueAtom, userAtom } from '@fangtasy/shared';
import {
  alice,
  casey,
  commishSession,
  demoLeague,
  memberOf,
  memberSession,
  nightfall,
} from '../testing/fixtures';
import { installFakeApi, ok, fail } from '@fangtasy/shared/testing';
import type { FakeApi } from '@fangtasy/shared/testing';
import { renderApp } from '../testing/render-app';
import { GlobalErrorBoundary } from './global-error-boundary';

vi.mock('../remotes/remote-route', async () => ({
  RemoteRoute: (await import('../testing/remote-route-stub')).RemoteRouteStub,
}));

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    'GET /users/me': ok(casey),
    'GET /league_members/getLeagueMembersByUserId/1': ok([]),
    'GET /league_members/getLeagueMembersByUserId/2': ok([]),
    [`GET /leagues/getLeagueById/${demoLeague.league_id}`]: ok(demoLeague),
  });
});
afterEach(() => api.restore());

const location = () => screen.getByTestId('location').textContent;
const commish = commishSession;
const member = memberSession;

describe('routes and guards', () => {
  it.each([['/login', {}] as const, ['/roster', member] as const])(
    '%s carries the data attribution in its footer, linking to nflverse',
    (path, session) => {
      renderApp(path, session);
      const footer = screen.getByRole('contentinfo');
      expect(footer).toHaveTextContent('Data: nflverse (nflverse.com), CC BY 4.0');
      expect(within(footer).getByRole('link', { name: 'nflverse.com' })).toHaveAttribute(
        'href',
        'https://nflverse.com',
      );
    },
  );

  it('/ goes to /login', () => {
    renderApp('/');
    expect(location()).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('/login forwards a user who is already logged in to /landing', async () => {
    renderApp('/login', { user: alice });
    expect(location()).toBe('/landing');
    expect(await screen.findByText('Welcome to Fangtasy Football')).toBeInTheDocument();
  });

  it.each([
    '/landing',
    '/dashboard',
    '/roster',
    '/edit-team-info',
    '/budget',
    '/create-league',
    '/activate-league',
  ])('%s without a user goes to /login', (path) => {
    renderApp(path);
    expect(location()).toBe('/login');
  });

  it.each([
    '/dashboard',
    '/matchups',
    '/waivers',
    '/scoring-rules',
    '/activate-league',
    '/add-member-to-league',
  ])(
    '%s with a user but no league goes to /login, which forwards to league selection',
    async (path) => {
      renderApp(path, { user: alice });
      expect(location()).toBe('/landing');
      expect(await screen.findByText('Welcome to Fangtasy Football')).toBeInTheDocument();
    },
  );

  it('/create-league needs only a user', () => {
    renderApp('/create-league', { user: casey });
    expect(
      screen.getByRole('heading', { name: 'Create League from mf-commissioner ./CreateLeague' }),
    ).toBeInTheDocument();
  });

  it('/activate-league is open to a member with a league (the screen checks for commissioner)', () => {
    renderApp('/activate-league', member);
    expect(location()).toBe('/activate-league');
    expect(
      screen.getByRole('heading', { name: /Activate League from mf-commissioner/ }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/add-member-to-league', 'Add Member to League from mf-commissioner ./AddMember'],
    ['/add-player-to-team', 'Add Player to Team from mf-commissioner ./AddPlayer'],
    ['/renew-league', 'Renew League from mf-commissioner ./RenewLeague'],
    ['/edit-league-rules', 'Edit League Rules from mf-commissioner ./EditRules'],
  ])('%s opens for the commissioner and not for a member', (path, heading) => {
    const commissionerView = renderApp(path, commish);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    commissionerView.unmount();
    localStorage.clear();

    renderApp(path, member);
    expect(location()).toBe('/dashboard');
    expect(screen.queryByRole('heading', { name: heading })).toBeNull();
  });

  it.each([
    ['/roster', 'My Team from mf-roster ./MyTeam'],
    ['/matchups', 'Matchups from mf-matchups ./Matchups'],
    ['/league-member-schedule', 'League Schedule from mf-matchups ./LeagueSchedule'],
    ['/standings', 'Standings from mf-matchups ./Standings'],
    ['/waivers', 'Waivers from mf-waivers ./WaiverWire'],
    ['/active-waiver-claims', 'Active Waiver Claims from mf-waivers ./ActiveClaims'],
    ['/trades', 'Trades from mf-waivers ./TradeCenter'],
    ['/bite', 'Vampire Bite from mf-matchups ./Bite'],
    ['/bracket', 'Playoff Bracket from mf-matchups ./Bracket'],
    ['/league-history', 'League History from mf-league-info ./LeagueHistory'],
    ['/league-member-roster', 'League Rosters from mf-league-info ./LeagueRosters'],
    ['/scoring-rules', 'Scoring Rules from mf-league-info ./ScoringRules'],
    ['/roster-rules', 'Roster Rules from mf-league-info ./RosterRules'],
    ['/waiver-rules', 'Waiver Rules from mf-league-info ./WaiverRules'],
  ])('%s is served by its remote', (path, heading) => {
    renderApp(path, member);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/active-waiver-claims', 'Loading waiver claims...'],
    ['/scoring-rules', 'Loading scoring rules...'],
  ])("%s says the spec's own loading text while its remote loads", (path, text) => {
    renderApp(path, member);
    expect(screen.getByTestId('remote-loading-text')).toHaveTextContent(text);
  });

  it.each([
    '/roster',
    '/matchups',
    '/league-member-schedule',
    '/standings',
    '/waivers',
    '/active-waiver-claims',
    '/trades',
    '/bite',
    '/bracket',
    '/league-history',
    '/league-member-roster',
    '/scoring-rules',
    '/roster-rules',
    '/waiver-rules',
  ])('%s in an inactive league goes to the dashboard and its notice (rules §4.2)', async (path) => {
    api.set({
      [`GET /leagues/getLeagueById/${nightfall.league_id}`]: ok(nightfall),
      [`GET /league_members/getLeagueMemberByLeagueAndUserId/${nightfall.league_id}/2`]: ok(
        memberOf(alice, nightfall, 'player'),
      ),
    });
    renderApp(path, {
      user: alice,
      league: nightfall,
      membership: memberOf(alice, nightfall, 'player'),
    });
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(await screen.findByText('League Not Active')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /from mf-/ })).toBeNull();
  });

  it('a league page of a league activated since it was selected opens after a fresh read', async () => {
    api.set({
      [`GET /leagues/getLeagueById/${nightfall.league_id}`]: ok({ ...nightfall, is_active: 1 }),
      [`GET /league_members/getLeagueMemberByLeagueAndUserId/${nightfall.league_id}/2`]: ok(
        memberOf(alice, nightfall, 'player'),
      ),
    });
    renderApp('/roster', {
      user: alice,
      league: nightfall,
      membership: memberOf(alice, nightfall, 'player'),
    });
    expect(
      await screen.findByRole('heading', { name: 'My Team from mf-roster ./MyTeam' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/roster');
  });

  it('an unknown path ends on /login, or on /landing for a logged-in user', () => {
    const view = renderApp('/no-such-page');
    expect(location()).toBe('/login');
    view.unmount();
    renderApp('/no-such-page', { user: alice });
    expect(location()).toBe('/landing');
  });
});

describe('session upkeep', () => {
  it('re-reads the selected league on start, so an activation shows after the reload', async () => {
    api.set({
      [`GET /leagues/getLeagueById/${nightfall.league_id}`]: ok({ ...nightfall, is_active: 1 }),
      [`GET /league_members/getLeagueMemberByLeagueAndUserId/${nightfall.league_id}/1`]: ok(
        memberOf(casey, nightfall, 'commish'),
      ),
    });
    const { store } = renderApp('/landing', {
      user: casey,
      league: nightfall,
      membership: memberOf(casey, nightfall, 'commish'),
    });
    await waitFor(() => expect(store.get(leagueAtom)?.is_active).toBe(1));
    expect(screen.getByRole('link', { name: 'Roster' })).toBeInTheDocument();
  });

  it('a 401 from any call (the server session ended) signs the user out and goes to /login', async () => {
    api.set({
      [`GET /leagues/getLeagueById/${demoLeague.league_id}`]: fail(
        401,
        'Please log in to continue.',
      ),
    });
    const { store } = renderApp('/landing', { user: alice });
    await screen.findByText('Welcome to Fangtasy Football');
    await act(async () => {
      await getLeagueById(demoLeague.league_id).catch(() => undefined);
    });
    expect(location()).toBe('/login');
    expect(store.get(userAtom)).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a 401 from login (wrong password) does not count as an ended session', async () => {
    api.set({ 'POST /users/login': fail(401, 'Invalid username or password.') });
    renderApp('/register');
    const { login } = await import('@fangtasy/shared');
    await act(async () => {
      await login({ username: 'alice', password: 'wrong-password' }).catch(() => undefined);
    });
    expect(location()).toBe('/register');
  });
});

describe('global error handler', () => {
  it('replaces the whole application on an uncaught window error', async () => {
    renderApp('/login');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    render(
      <GlobalErrorBoundary>
        <p>the app</p>
      </GlobalErrorBoundary>,
    );
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: new Error('boom') }));
    });
    expect(
      await screen.findByText('Something went wrong. Please refresh the page.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('the app')).toBeNull();
  });

  it('replaces the application when a page throws while rendering', () => {
    const Broken = () => {
      throw new Error('render failure');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <GlobalErrorBoundary>
        <Broken />
      </GlobalErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please refresh the page.',
    );
    // The screen's one heading: a screen reader's heading list still finds the message.
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Something went wrong. Please refresh the page.',
      }),
    ).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it('ignores the benign ResizeObserver notice', () => {
    render(
      <GlobalErrorBoundary>
        <p>the app</p>
      </GlobalErrorBoundary>,
    );
    act(() => {
      window.dispatchEvent(
        new ErrorEvent('error', {
          message: 'ResizeObserver loop completed with undelivered notifications.',
        }),
      );
    });
    expect(screen.getByText('the app')).toBeInTheDocument();
  });
});
