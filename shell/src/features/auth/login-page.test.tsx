// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leagueAtom, userAtom } from '@fangtasy/shared';
import { alice, demoLeague, memberOf } from '../../testing/fixtures';
import { installFakeApi, fail, ok, okStatus } from '@fangtasy/shared/testing';
import type { FakeApi, FakeRoute } from '@fangtasy/shared/testing';
import { renderApp } from '../../testing/render-app';

vi.mock('../../remotes/remote-route', async () => ({
  RemoteRoute: (await import('../../testing/remote-route-stub')).RemoteRouteStub,
}));

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    'POST /users/login': okStatus({ data: alice, message: 'Login successful.' }),
    'GET /users/me': ok(alice),
    'GET /league_members/getLeagueMembersByUserId/2': ok([]),
  });
});
afterEach(() => {
  api.restore();
  vi.useRealTimers();
});

const location = () => screen.getByTestId('location').textContent;

function fillIn(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

async function submitWith(route: FakeRoute) {
  api.set({ 'POST /users/login': route });
  renderApp('/login');
  fillIn('alice', 'fangtasy-demo');
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  return screen.findByRole('alert');
}

describe('Login screen', () => {
  it('has the two fields and the link to register', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('link', { name: "Don't have an account? Register" }));
    expect(location()).toBe('/register');
  });

  it.each([
    ['', 'fangtasy-demo'],
    ['   ', 'fangtasy-demo'],
    ['alice', ''],
  ])(
    'username %j and password %j: "Username and password are required."',
    async (username, password) => {
      renderApp('/login');
      fillIn(username, password);
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Username and password are required.',
      );
      expect(api.callsTo('POST /users/login')).toHaveLength(0);
    },
  );

  it('sends the trimmed username, shows "Logging in..." while busy, then stores the user and forgets the league', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
    api.set({ 'POST /users/login': () => new Promise((resolve) => (answer = resolve)) });
    localStorage.setItem('league', JSON.stringify(demoLeague));
    localStorage.setItem('league_member', JSON.stringify(memberOf(alice, demoLeague, 'player')));
    const { store } = renderApp('/login');
    fillIn('  alice  ', 'fangtasy-demo');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(api.callsTo('POST /users/login')[0]?.body).toEqual({
      username: 'alice',
      password: 'fangtasy-demo',
    });

    await act(async () => answer(okStatus({ data: alice, message: 'Login successful.' })));
    expect(await screen.findByText('Login successful.')).toBeInTheDocument();
    expect(store.get(userAtom)).toEqual(alice);
    expect(store.get(leagueAtom)).toBeNull();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(alice);
    expect(localStorage.getItem('league')).toBeNull();
  });

  it('redirects to /landing 500 ms after a successful login, not before', async () => {
    renderApp('/login');
    fillIn('alice', 'fangtasy-demo');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Login successful.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(location()).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(location()).toBe('/landing');
  });

  it.each<[string, FakeRoute, string]>([
    ['401', fail(401, 'Invalid username or password.'), 'Invalid username or password.'],
    [
      '404',
      fail(404, 'Route not found'),
      'API endpoint not found. Please check the server configuration.',
    ],
    ['500 with a message', fail(500, 'database offline'), 'Server error: database offline'],
    ['500 without a message', fail(500), 'Unknown server issue.'],
    [
      '429 with a message',
      fail(429, 'Too many login attempts. Please wait a minute and try again.'),
      'Error: Too many login attempts. Please wait a minute and try again.',
    ],
    ['400 without a message', fail(400), 'Failed to connect to the server.'],
    ['no response', { noResponse: true }, 'No response from server...'],
    [
      'a 200 answer that is not a success',
      { status: 200, body: { status: 'error', message: 'Account locked.' } },
      'Account locked.',
    ],
  ])('a %s answer shows the catalogue text', async (_case, route, text) => {
    const alert = await submitWith(route);
    expect(alert).toHaveTextContent(text);
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
