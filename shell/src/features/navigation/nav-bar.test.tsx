// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userAtom } from '@fangtasy/shared';
import { queryKeys, sharedQueryClient } from '@fangtasy/shared/queries';
import { alice, casey, demoLeague, memberOf, nightfall } from '../../testing/fixtures';
import { installFakeApi, fail, noContent, ok } from '@fangtasy/shared/testing';
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
afterEach(() => api.restore());

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const linkNames = () =>
  nav()
    .queryAllByRole('link')
    .map((link) => link.textContent);
const menuButtons = () =>
  nav()
    .queryAllByRole('button')
    .map((button) => button.textContent?.replace('▾', '').trim());

const session = (user = alice, league = demoLeague, role: 'commish' | 'player' = 'player') => ({
  user,
  league,
  membership: memberOf(user, league, role),
});

describe('navigation bar', () => {
  it('logged out: only the brand, pointing to /login', () => {
    renderApp('/login');
    expect(linkNames()).toEqual(['Fangtasy Football']);
    expect(nav().getByRole('link', { name: 'Fangtasy Football' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(menuButtons()).toEqual([]);
  });

  it('logged in without a league: brand to /landing and Logout', () => {
    renderApp('/landing', { user: alice });
    expect(nav().getByRole('link', { name: 'Fangtasy Football' })).toHaveAttribute(
      'href',
      '/landing',
    );
    expect(linkNames()).toEqual(['Fangtasy Football']);
    expect(menuButtons()).toEqual(['Logout']);
  });

  it('a member of an active league sees the league pages but no LM Tools', () => {
    renderApp('/dashboard', session());
    expect(linkNames()).toEqual([
      'Fangtasy Football',
      'Dashboard',
      'Roster',
      'Matchups',
      'Schedule',
      'Standings',
      'Trades',
    ]);
    expect(menuButtons()).toEqual(['Waivers', 'League Info', 'Logout']);
  });

  it('Trades carries the count of what waits for the member, and reads it again when a change in the league invalidates it', async () => {
    let count = 2;
    api.set({
      [`GET /trades/getPendingCount/${demoLeague.league_id}`]: () =>
        ok({ count, offers_to_answer: count, trades_to_review: 0, bite_rights: 0 }),
    });
    renderApp('/dashboard', session());
    const trades = nav().getByRole('link', { name: 'Trades' });
    expect(trades).toHaveAttribute('href', '/trades');
    await waitFor(() => expect(within(trades).getByTestId('pending-badge')).toHaveTextContent('2'));
    expect(trades).toHaveAccessibleDescription('2 waiting for you');
    count = 0;
    // What a page does after answering an offer, reviewing a trade or taking a bite.
    await act(() =>
      sharedQueryClient().invalidateQueries({ queryKey: queryKeys.league(demoLeague.league_id) }),
    );
    await waitFor(() => expect(within(trades).queryByTestId('pending-badge')).toBeNull());
    expect(trades).not.toHaveAccessibleDescription();
  });

  it('the commissioner of an active league also gets LM Tools', () => {
    renderApp('/dashboard', session(casey, demoLeague, 'commish'));
    expect(menuButtons()).toEqual(['Waivers', 'League Info', 'LM Tools', 'Logout']);
  });

  it('an inactive league shows only Dashboard, plus LM Tools for its commissioner', () => {
    const view = renderApp('/dashboard', session(alice, nightfall));
    expect(linkNames()).toEqual(['Fangtasy Football', 'Dashboard']);
    expect(menuButtons()).toEqual(['Logout']);
    view.unmount();
    localStorage.clear();

    renderApp('/dashboard', session(casey, nightfall, 'commish'));
    expect(linkNames()).toEqual(['Fangtasy Football', 'Dashboard']);
    expect(menuButtons()).toEqual(['LM Tools', 'Logout']);
  });

  it("an inactive league's draft, until it is complete, is a destination on the bar", async () => {
    const DRAFT = `GET /drafts/getDraft/${nightfall.league_id}`;
    api.set({ [DRAFT]: ok({ status: 'running', settings: {} }) });
    const view = renderApp('/dashboard', session(alice, nightfall));
    expect(await nav().findByRole('link', { name: 'Draft' })).toHaveAttribute('href', '/draft');
    expect(linkNames()).toEqual(['Fangtasy Football', 'Dashboard', 'Draft']);
    view.unmount();
    localStorage.clear();

    api.set({ [DRAFT]: ok({ status: 'complete', settings: {} }) });
    renderApp('/dashboard', session(alice, nightfall));
    await waitFor(() => expect(api.callsTo(DRAFT)).toHaveLength(2));
    expect(linkNames()).toEqual(['Fangtasy Football', 'Dashboard']);
  });

  it('Logout is hidden on /register even with a stored user', () => {
    renderApp('/register', { user: alice });
    expect(menuButtons()).toEqual([]);
  });

  it('the dropdowns list their pages', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', session(casey, demoLeague, 'commish'));
    const expectMenu = async (label: string, items: string[]) => {
      const button = nav().getByRole('button', { name: label });
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(
        within(menu as HTMLElement)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(items);
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
    };
    await expectMenu('Waivers', ['Waivers', 'Active Waiver Claims']);
    await expectMenu('League Info', [
      'View League Rosters',
      'Scoring Rules',
      'Roster Rules',
      'Waiver Rules',
      'Playoff Bracket',
      'League History',
    ]);
    await expectMenu('LM Tools', [
      'Add Member to League',
      'Add Player to Team',
      'Activate League',
      'Edit League Rules',
      'Renew League',
    ]);
  });

  it('a dropdown works from the keyboard: ArrowDown opens it, arrows move, Escape closes it', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', session());
    const button = nav().getByRole('button', { name: 'League Info' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'View League Rosters' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Scoring Rules' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'League History' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'View League Rosters' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/league-member-roster');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click outside closes an open dropdown', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', session());
    const button = nav().getByRole('button', { name: 'Waivers' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('Logout ends the server session, clears the stored user and league, and goes to /login', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/dashboard', session());
    await user.click(nav().getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(api.callsTo('POST /users/logout')).toHaveLength(1);
    expect(store.get(userAtom)).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('league')).toBeNull();
    expect(linkNames()).toEqual(['Fangtasy Football']);
  });

  it('Logout still clears the browser when the server session had already ended', async () => {
    api.set({ 'POST /users/logout': fail(401, 'Please log in to continue.') });
    const user = userEvent.setup();
    renderApp('/landing', { user: alice });
    await user.click(nav().getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(localStorage.getItem('user')).toBeNull();
  });
});
