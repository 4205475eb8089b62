// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alice, demoLeague, memberOf } from '../../testing/fixtures';
import { installFakeApi, fail, ok, okStatus } from '@fangtasy/shared/testing';
import type { FakeApi, FakeRoute } from '@fangtasy/shared/testing';
import { renderApp } from '../../testing/render-app';

vi.mock('../../remotes/remote-route', async () => ({
  RemoteRoute: (await import('../../testing/remote-route-stub')).RemoteRouteStub,
}));

const aliceMember = memberOf(alice, demoLeague, 'player');
const MEMBER = `GET /league_members/getLeagueMemberByLeagueAndUserId/${demoLeague.league_id}/2`;
const UPDATE = `PUT /league_members/updateTeamName/${demoLeague.league_id}/2`;

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    [`GET /leagues/getLeagueById/${demoLeague.league_id}`]: ok(demoLeague),
    [MEMBER]: ok(aliceMember),
    [UPDATE]: okStatus({ message: 'Team name updated successfully!' }),
  });
});
afterEach(() => {
  api.restore();
  vi.useRealTimers();
});

const session = { user: alice, league: demoLeague, membership: aliceMember };
const input = () => screen.getByLabelText('Team Name');
const button = () => screen.getByRole('button', { name: 'Update Team Name' });
const type = (value: string) => fireEvent.change(input(), { target: { value } });

async function openPage() {
  renderApp('/edit-team-info', session);
  expect(await screen.findByDisplayValue('Team Alice')).toBeInTheDocument();
}

describe('Edit Team Information', () => {
  it('loads the current team name into a field capped at 50 characters', async () => {
    await openPage();
    expect(input()).toHaveAttribute('maxLength', '50');
    expect(button()).toBeEnabled();
  });

  it('disables Update Team Name while the name is empty, blank or longer than 50', async () => {
    await openPage();
    type('');
    expect(button()).toBeDisabled();
    type('    ');
    expect(button()).toBeDisabled();
    type('x'.repeat(51));
    expect(button()).toBeDisabled();
    type('x'.repeat(50));
    expect(button()).toBeEnabled();
  });

  it('saves the trimmed name, says so, and the message fades after 3 s plus 0.5 s', async () => {
    await openPage();
    type('  Night Biters  ');
    vi.useFakeTimers();
    fireEvent.click(button());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.callsTo(UPDATE)[0]?.body).toEqual({ team_name: 'Night Biters' });
    const message = screen.getByRole('status');
    expect(message).toHaveTextContent('Team name updated successfully!');

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.getByRole('status')).not.toHaveAttribute('data-fading');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status')).toHaveAttribute('data-fading', 'true');
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.getByText('Team name updated successfully!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Team name updated successfully!')).toBeNull();
  });

  it.each<[string, FakeRoute, string]>([
    [
      'with a server message',
      fail(400, 'Team name cannot exceed 50 characters.'),
      'Error updating team name: Team name cannot exceed 50 characters.',
    ],
    ['without one', { noResponse: true }, 'Failed to update team name.'],
  ])('a failed update %s shows its text', async (_case, route, text) => {
    api.set({ [UPDATE]: route });
    await openPage();
    type('Night Biters');
    fireEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it("says another team's name is taken, as the server says it", async () => {
    api.set({ [UPDATE]: fail(409, 'Another team in this league already has that name.') });
    await openPage();
    type('team bob');
    fireEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error updating team name: Another team in this league already has that name.',
    );
  });

  it('refuses a name with a text-direction override before asking the server', async () => {
    await openPage();
    type('Night\u202EBiters');
    fireEvent.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Team name cannot contain control or text-direction characters.',
    );
    expect(api.callsTo(UPDATE)).toHaveLength(0);
  });

  it("a failed load reads 'Failed to load team information: ' and the reason", async () => {
    api.set({ [MEMBER]: fail(500, 'database offline') });
    renderApp('/edit-team-info', session);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load team information: database offline',
    );
    expect(screen.queryByLabelText('Team Name')).toBeNull();
  });
});
