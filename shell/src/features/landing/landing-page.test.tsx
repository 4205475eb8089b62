// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isCommishAtom, leagueAtom } from '@fangtasy/shared';
import { alice, casey, demoLeague, memberOf, nightfall } from '../../testing/fixtures';
import { installFakeApi, fail, ok } from '@fangtasy/shared/testing';
import type { FakeApi } from '@fangtasy/shared/testing';
import { renderApp } from '../../testing/render-app';

vi.mock('../../remotes/remote-route', async () => ({
  RemoteRoute: (await import('../../testing/remote-route-stub')).RemoteRouteStub,
}));

const MEMBERSHIPS = 'GET /league_members/getLeagueMembersByUserId/2';
let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    'GET /users/me': ok({ ...alice, can_create_leagues: false }),
    [MEMBERSHIPS]: ok([]),
    [`GET /leagues/getLeagueById/${demoLeague.league_id}`]: ok(demoLeague),
    [`GET /leagues/getLeagueById/${nightfall.league_id}`]: ok(nightfall),
  });
});
afterEach(() => api.restore());

describe('Landing screen', () => {
  it('greets, shows "Loading leagues..." and then the empty texts', async () => {
    renderApp('/landing', { user: alice });
    expect(
      screen.getByRole('heading', { name: 'Welcome to Fangtasy Football' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading leagues...')).toBeInTheDocument();
    expect(await screen.findByText('You are not a member of any leagues yet.')).toBeInTheDocument();
    expect(screen.getByText('No pending invitations.')).toBeInTheDocument();
    expect(screen.queryByText('Loading leagues...')).toBeNull();
  });

  it('labels each league with the role and the vampire flag; declined memberships are not listed', async () => {
    api.set({
      [MEMBERSHIPS]: ok([
        memberOf(alice, demoLeague, 'player', { is_vamp: 1 }),
        memberOf(alice, nightfall, 'commish'),
        memberOf(alice, { ...nightfall, league_id: 13, name: 'Old League' }, 'declined'),
      ]),
    });
    renderApp('/landing', { user: alice });
    expect(
      await screen.findByRole('button', { name: 'Fangtasy Demo League (Member, Vampire Player)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Nightfall League (Commissioner)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Old League/)).toBeNull();
    expect(screen.getByText('No pending invitations.')).toBeInTheDocument();
  });

  it("shows a complete season's champion under its league, and names the season of a league renewed into the next", async () => {
    const renewed = { ...demoLeague, league_id: 21, season: 2026, is_active: 0 as const };
    api.set({
      [MEMBERSHIPS]: ok([
        {
          ...memberOf(alice, demoLeague, 'player'),
          league_status: 'complete',
          champion: { league_member_id: 9, team_name: 'Vlad Nightshift', username: 'vlad' },
          next_league_id: 21,
        },
        { ...memberOf(alice, renewed, 'player'), previous_league_id: demoLeague.league_id },
        { ...memberOf(alice, nightfall, 'commish'), league_status: 'playoffs' },
      ]),
    });
    renderApp('/landing', { user: alice });
    const past = await screen.findByRole('button', { name: 'Fangtasy Demo League 2025 (Member)' });
    expect(past).toHaveAccessibleDescription('2025 champion: Vlad Nightshift (vlad)');
    const next = screen.getByRole('button', { name: 'Fangtasy Demo League 2026 (Member)' });
    expect(next).not.toHaveAttribute('aria-describedby');
    expect(
      screen.getByRole('button', { name: 'Nightfall League (Commissioner)' }),
    ).toHaveAccessibleDescription('2025 playoffs under way');
  });

  it('a plain member reads "(Member)"', async () => {
    api.set({ [MEMBERSHIPS]: ok([memberOf(alice, demoLeague, 'player')]) });
    renderApp('/landing', { user: alice });
    expect(
      await screen.findByRole('button', { name: 'Fangtasy Demo League (Member)' }),
    ).toBeInTheDocument();
  });

  it('choosing a league selects it with the commissioner flag and opens the dashboard', async () => {
    const user = userEvent.setup();
    api.set({
      'GET /users/me': ok(casey),
      'GET /league_members/getLeagueMembersByUserId/1': ok([
        memberOf(casey, demoLeague, 'commish'),
      ]),
      [`GET /league_members/getLeagueMemberByLeagueAndUserId/${demoLeague.league_id}/1`]: ok(
        memberOf(casey, demoLeague, 'commish'),
      ),
    });
    const { store } = renderApp('/landing', { user: casey });
    await user.click(
      await screen.findByRole('button', { name: 'Fangtasy Demo League (Commissioner)' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(store.get(leagueAtom)).toEqual(demoLeague);
    expect(store.get(isCommishAtom)).toBe(true);
    expect(JSON.parse(localStorage.getItem('league') ?? 'null')).toEqual(demoLeague);
  });

  it('a failed selection says so and stays', async () => {
    const user = userEvent.setup();
    api.set({
      [MEMBERSHIPS]: ok([memberOf(alice, demoLeague, 'player')]),
      [`GET /leagues/getLeagueById/${demoLeague.league_id}`]: fail(500),
    });
    renderApp('/landing', { user: alice });
    await user.click(await screen.findByRole('button', { name: 'Fangtasy Demo League (Member)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to select league. Please try again.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/landing');
  });

  it('accepting an invitation sets the role to player, then opens that league (rules §4.3)', async () => {
    const user = userEvent.setup();
    api.set({
      [MEMBERSHIPS]: ok([memberOf(alice, nightfall, 'invited')]),
      [`PUT /league_members/updateRole/${nightfall.league_id}/2`]: () =>
        ok(memberOf(alice, nightfall, 'player')),
      [`GET /league_members/getLeagueMemberByLeagueAndUserId/${nightfall.league_id}/2`]: ok(
        memberOf(alice, nightfall, 'player'),
      ),
    });
    const { store } = renderApp('/landing', { user: alice });
    await user.click(
      await screen.findByRole('button', { name: 'Accept invitation to Nightfall League' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(api.callsTo(`PUT /league_members/updateRole/${nightfall.league_id}/2`)[0]?.body).toEqual(
      { role: 'player' },
    );
    expect(store.get(leagueAtom)).toEqual(nightfall);
    expect(store.get(isCommishAtom)).toBe(false);
    expect(JSON.parse(localStorage.getItem('league') ?? 'null')).toEqual(nightfall);
  });

  it('declining an invitation sets the role to declined and removes it', async () => {
    const user = userEvent.setup();
    let declined = false;
    api.set({
      [MEMBERSHIPS]: () => ok([memberOf(alice, nightfall, declined ? 'declined' : 'invited')]),
      [`PUT /league_members/updateRole/${nightfall.league_id}/2`]: () => {
        declined = true;
        return ok(memberOf(alice, nightfall, 'declined'));
      },
    });
    renderApp('/landing', { user: alice });
    await user.click(
      await screen.findByRole('button', { name: 'Decline invitation to Nightfall League' }),
    );
    expect(await screen.findByText('No pending invitations.')).toBeInTheDocument();
    expect(api.callsTo(`PUT /league_members/updateRole/${nightfall.league_id}/2`)[0]?.body).toEqual(
      { role: 'declined' },
    );
    expect(screen.getByText('You are not a member of any leagues yet.')).toBeInTheDocument();
  });

  it.each([
    ['Accept', fail(500), 'Failed to accept invitation. Please try again.'],
    ['Decline', fail(500), 'Failed to decline invitation.'],
    ['Accept', fail(409, 'League is full (10 members)'), 'League is full (10 members)'],
  ])('a failed %s shows the server message or the default text', async (action, route, text) => {
    const user = userEvent.setup();
    api.set({
      [MEMBERSHIPS]: ok([memberOf(alice, nightfall, 'invited')]),
      [`PUT /league_members/updateRole/${nightfall.league_id}/2`]: route,
    });
    renderApp('/landing', { user: alice });
    await user.click(
      await screen.findByRole('button', { name: `${action} invitation to Nightfall League` }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('a failed load shows "Failed to load leagues. Please try again."', async () => {
    api.set({ [MEMBERSHIPS]: fail(500) });
    renderApp('/landing', { user: alice });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load leagues. Please try again.',
    );
  });

  it('"Create a New League" shows only when the server says this account may create leagues', async () => {
    const first = renderApp('/landing', { user: alice });
    await screen.findByText('You are not a member of any leagues yet.');
    expect(screen.queryByRole('link', { name: 'Create a New League' })).toBeNull();
    first.unmount();

    const user = userEvent.setup();
    api.set({
      'GET /users/me': ok({ ...casey, can_create_leagues: true }),
      'GET /league_members/getLeagueMembersByUserId/1': ok([]),
    });
    renderApp('/landing', { user: casey });
    await user.click(await screen.findByRole('link', { name: 'Create a New League' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/create-league');
    expect(
      screen.getByRole('heading', { name: /Create League from mf-commissioner/ }),
    ).toBeInTheDocument();
  });
});
