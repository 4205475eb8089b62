// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alice, casey, demoLeague, memberOf, nightfall } from '../../testing/fixtures';
import {
  forgetWindowWidth,
  installFakeApi,
  noContent,
  ok,
  windowOfWidth,
} from '@fangtasy/shared/testing';
import type { FakeApi } from '@fangtasy/shared/testing';
import { renderApp } from '../../testing/render-app';

vi.mock('../../remotes/remote-route', async () => ({
  RemoteRoute: (await import('../../testing/remote-route-stub')).RemoteRouteStub,
}));

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    'GET /users/me': ok(alice),
    'GET /league_members/getLeagueMembersByUserId/2': ok([]),
    'POST /users/logout': noContent(),
  });
});
afterEach(() => {
  api.restore();
  forgetWindowWidth();
});

const session = (user = alice, league = demoLeague, role: 'commish' | 'player' = 'player') => ({
  user,
  league,
  membership: memberOf(user, league, role),
});

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const tabBar = () => within(screen.getByTestId('tab-bar'));
const tabNames = () =>
  tabBar()
    .getAllByRole('link')
    .map((link) => link.textContent);
const more = () => tabBar().getByRole('button', { name: 'More' });
const hrefsIn = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('a[href]'), (link) => link.getAttribute('href'));

describe('the phone navigation (390 px)', () => {
  beforeEach(() => windowOfWidth(390));

  it('a member of an active league gets the game-day tabs and More, the current tab marked', () => {
    renderApp('/dashboard', session());
    expect(tabNames()).toEqual(['Dashboard', 'Roster', 'Matchups', 'Waivers']);
    expect(tabBar().getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(tabBar().getByRole('link', { name: 'Roster' })).not.toHaveAttribute('aria-current');
    expect(more()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(more()).toHaveAttribute('aria-expanded', 'false');
    expect(nav().getByRole('link', { name: 'Fangtasy Football' })).toHaveAttribute(
      'href',
      '/landing',
    );
    // Nothing of the desktop bar's dropdowns on a phone.
    expect(nav().queryByRole('button', { name: /League Info/ })).toBeNull();
  });

  it('More opens a dialog with every other destination, in the spec words, and Logout', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', session());
    await user.click(more());
    const sheet = screen.getByRole('dialog', { name: 'More' });
    expect(more()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Trades',
      'Schedule',
      'Standings',
      'Active Waiver Claims',
      'View League Rosters',
      'Scoring Rules',
      'Roster Rules',
      'Waiver Rules',
      'Playoff Bracket',
      'League History',
      'Your Leagues',
    ]);
    expect(within(sheet).queryByRole('link', { name: 'Add Member to League' })).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // Focus moved into the sheet.
    expect(within(sheet).getByRole('link', { name: 'Trades' })).toHaveFocus();
  });

  it('More and its Trades link carry the count of what waits for the member', async () => {
    const user = userEvent.setup();
    api.set({
      [`GET /trades/getPendingCount/${demoLeague.league_id}`]: ok({
        count: 1,
        offers_to_answer: 0,
        trades_to_review: 0,
        bite_rights: 1,
      }),
    });
    renderApp('/dashboard', session());
    await waitFor(() => expect(within(more()).getByTestId('pending-badge')).toHaveTextContent('1'));
    expect(more()).toHaveAccessibleDescription('1 waiting for you');
    await user.click(more());
    const trades = within(screen.getByRole('dialog', { name: 'More' })).getByRole('link', {
      name: 'Trades',
    });
    expect(trades).toHaveAccessibleDescription('1 waiting for you');
  });

  it('the phone reaches exactly the destinations of the desktop bar, each in at most two taps', async () => {
    const user = userEvent.setup();
    // The desktop bar of the commissioner, dropdown menus included (they are in the page, hidden).
    windowOfWidth(1280);
    const desktop = renderApp('/dashboard', session(casey, demoLeague, 'commish'));
    const desktopTargets = new Set(hrefsIn(screen.getByRole('navigation', { name: 'Main' })));
    desktop.unmount();

    windowOfWidth(390);
    renderApp('/dashboard', session(casey, demoLeague, 'commish'));
    const oneTap = hrefsIn(screen.getByRole('navigation', { name: 'Main' }));
    await user.click(more());
    const twoTaps = hrefsIn(screen.getByRole('dialog', { name: 'More' }));
    const phoneTargets = new Set([...oneTap, ...twoTaps]);
    // The brand, Dashboard, 4 links, Trades, 2 + 6 + 5 in the dropdowns.
    expect(desktopTargets.size).toBe(20);
    for (const target of desktopTargets) expect(phoneTargets).toContain(target);
    expect([...phoneTargets].sort()).toEqual([...desktopTargets].sort());
    expect(
      within(screen.getByRole('dialog', { name: 'More' }))
        .getAllByRole('link')
        .map((link) => link.textContent)
        .slice(-6),
    ).toEqual([
      'Add Member to League',
      'Add Player to Team',
      'Activate League',
      'Edit League Rules',
      'Renew League',
      'Your Leagues',
    ]);
  });

  it('Escape closes the sheet and gives focus back to More; Tab stays inside it', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', session());
    await user.click(more());
    const sheet = screen.getByRole('dialog', { name: 'More' });
    // Shift+Tab from the first control wraps to the last one (Logout).
    within(sheet).getByRole('button', { name: 'Close' }).focus();
    await user.tab({ shift: true });
    expect(within(sheet).getByRole('button', { name: 'Logout' })).toHaveFocus();
    await user.tab();
    expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(more()).toHaveAttribute('aria-expanded', 'false');
    expect(more()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'More' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(more()).toHaveFocus();

    await user.click(more());
    await user.click(screen.getByTestId('more-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a link in the sheet opens its page, closes the sheet and marks More and the link', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', session());
    await user.click(more());
    await user.click(screen.getByRole('link', { name: 'Standings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/standings');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(more()).toHaveAttribute('data-current-section', 'true');
    expect(tabBar().queryByRole('link', { current: 'page' })).toBeNull();
    await user.click(more());
    expect(screen.getByRole('link', { name: 'Standings' })).toHaveAttribute('aria-current', 'page');
  });

  it('an inactive league: Dashboard, and More with the way back to the leagues (LM Tools for its commissioner)', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', session(casey, nightfall, 'commish'));
    expect(tabNames()).toEqual(['Dashboard']);
    await user.click(more());
    expect(
      within(screen.getByRole('dialog', { name: 'More' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Add Member to League',
      'Add Player to Team',
      'Activate League',
      'Edit League Rules',
      'Renew League',
      'Your Leagues',
    ]);
  });

  it("an inactive league's draft under way: a Draft tab beside Dashboard", async () => {
    api.set({
      [`GET /drafts/getDraft/${nightfall.league_id}`]: ok({ status: 'not_started', settings: {} }),
    });
    renderApp('/dashboard', session(alice, nightfall));
    expect(await tabBar().findByRole('link', { name: 'Draft' })).toHaveAttribute('href', '/draft');
    expect(tabNames()).toEqual(['Dashboard', 'Draft']);
  });

  it('without a league there is no tab bar: the brand and Logout on the strip', () => {
    renderApp('/landing', { user: alice });
    expect(screen.queryByTestId('tab-bar')).toBeNull();
    expect(nav().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(nav().getByRole('link', { name: 'Fangtasy Football' })).toHaveAttribute(
      'href',
      '/landing',
    );
  });

  it('logged out: only the brand, pointing to /login', () => {
    renderApp('/login');
    expect(screen.queryByTestId('tab-bar')).toBeNull();
    expect(
      nav()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Fangtasy Football']);
    expect(nav().queryAllByRole('button')).toEqual([]);
  });

  it('Logout in the sheet ends the session and goes to /login', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', session());
    await user.click(more());
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(api.callsTo('POST /users/logout')).toHaveLength(1);
    expect(screen.queryByTestId('tab-bar')).toBeNull();
  });
});
