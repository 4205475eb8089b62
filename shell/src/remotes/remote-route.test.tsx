// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as runtime from '@module-federation/enhanced/runtime';
import { RemoteRoute } from './remote-route';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
}));
const loadRemote = vi.mocked(runtime.loadRemote);
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

  it('shows the unavailable panel when the remote cannot be loaded, and Retry loads it again', async () => {
    loadRemote.mockRejectedValue(new Error('connection refused'));
    render(<RemoteRoute remote="mf-league-info" module="./RosterRules" title="Roster Rules" />);
    expect(
      await screen.findByText('Roster Rules is unavailable right now.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();

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
});
