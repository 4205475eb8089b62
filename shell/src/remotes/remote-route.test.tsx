// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as runtime from '@module-federation/runtime';
import { canaryBucket } from './canary-bucket';
import { registerRemoteLocations } from './remote-registry';
import { RemoteRoute } from './remote-route';

// The federation runtime stands in for the network: the remotes' servers are not part of
// these tests.
vi.mock('@module-federation/runtime', () => ({
  init: vi.fn(),
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));
const loadRemote = vi.mocked(runtime.loadRemote);
const registerRemotes = vi.mocked(runtime.registerRemotes);
// The boundary reports what it caught; that is expected here.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('RemoteRoute', () => {
  it('shows the remote page once it has loaded', async () => {
    loadRemote.mockResolvedValue({ default: () => <h1>Scoring Rules</h1> });
    render(<RemoteRoute remote="mf-league-info" module="./ScoringRules" title="Scoring Rules" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Scoring Rules...');
    expect(await screen.findByRole('heading', { name: 'Scoring Rules' })).toBeInTheDocument();
  });

  it("says the page's own loading text while the remote loads, where it has one", async () => {
    loadRemote.mockResolvedValue({ default: () => <h1>Active Waiver Claims</h1> });
    render(
      <RemoteRoute
        remote="mf-waivers"
        module="./ActiveClaims"
        title="Active Waiver Claims"
        loadingText="Loading waiver claims..."
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading waiver claims\.\.\.$/);
    expect(
      await screen.findByRole('heading', { name: 'Active Waiver Claims' }),
    ).toBeInTheDocument();
  });

  it('shows the unavailable panel when the remote cannot be loaded, and Retry loads it again', async () => {
    loadRemote.mockRejectedValue(new Error('connection refused'));
    render(<RemoteRoute remote="mf-league-info" module="./RosterRules" title="Roster Rules" />);
    expect(
      await screen.findByText('Roster Rules is unavailable right now.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Roster Rules' })).toBeInTheDocument();

    loadRemote.mockResolvedValue({ default: () => <h1>Roster Rules page</h1> });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Roster Rules page' })).toBeInTheDocument();
    expect(screen.queryByText('Roster Rules is unavailable right now.')).not.toBeInTheDocument();
  });

  it('keeps a remote page that crashes while rendering inside its own area', async () => {
    loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('remote bug');
      },
    });
    render(
      <main>
        <nav>Dashboard</nav>
        <RemoteRoute remote="mf-league-info" module="./WaiverRules" title="Waiver Rules" />
      </main>,
    );
    expect(await screen.findByText('Waiver Rules is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });

  it("loads the signed-in user's build of a remote under a canary rollout", async () => {
    const STABLE = 'http://localhost:3004/mf-manifest.json';
    const CANARY = 'http://localhost:3114/mf-manifest.json';
    const names = Array.from({ length: 100 }, (_, index) => `member_${index}`);
    const onCanary = names.find((name) => canaryBucket('mf-commissioner', name) < 30) ?? '';
    localStorage.setItem(
      'user',
      JSON.stringify({
        id: 5,
        username: onCanary,
        email_address: 'm@fangtasy.test',
        first_name: 'M',
        last_name: 'N',
      }),
    );
    registerRemoteLocations({
      'mf-commissioner': { stable: STABLE, canary: CANARY, canaryPercent: 30 },
    });
    loadRemote.mockResolvedValue({ default: () => <h1>Create League</h1> });
    render(
      <Provider store={createStore()}>
        <RemoteRoute remote="mf-commissioner" module="./CreateLeague" title="Create League" />
      </Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Create League' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf-commissioner', entry: CANARY }], {
      force: true,
    });
    expect(loadRemote).toHaveBeenCalledWith('mf-commissioner/CreateLeague');
  });
});
