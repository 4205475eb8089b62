import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivationStatus, LeagueMember } from '@fangtasy/shared';
import {
  ALICE,
  fail,
  fakeApiPerTest,
  member,
  noResponse,
  ok,
  renderWithSession,
  type FakeReply,
} from '@fangtasy/shared/testing';
import { ActivateLeaguePage } from './activate-league-page';
import { reloadPage } from './reload-page';

// Not the network: the page's own reload, which would end the test's document.
vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));
const reload = vi.mocked(reloadPage);
const STATUS = 'GET /leagues/activationStatus/7';
/** The commissioner (member 55) activates league 7. */
const ACTIVATE = 'POST /leagues/activate/7/55';

const statusOf = (valid: number): ActivationStatus => ({
  valid_member_count: valid,
  commissioner_count: 1,
  is_active: 0,
  message: '',
});

const COMMISH = member({ id: 55, user_id: ALICE.id, username: 'alice', role: 'commish' });
const PLAYER = member({ id: 56, user_id: ALICE.id, username: 'alice', role: 'player' });

function renderPage(membership: LeagueMember = COMMISH) {
  localStorage.setItem('league_member', JSON.stringify(membership));
  return renderWithSession(<ActivateLeaguePage />, {
    league: { league_id: 7, name: 'Night Owls', is_active: 0, season: 2025 },
  });
}

const activateButton = () => screen.getByRole('button', { name: 'Activate League' });

const api = fakeApiPerTest({
  [STATUS]: ok(statusOf(10)),
  [ACTIVATE]: ok({ status: 'success', message: 'League activated successfully!' }),
});
afterEach(() => {
  vi.useRealTimers();
  vi.resetAllMocks();
});

describe('Activate League: the member count', () => {
  it('says a league of 10 valid members is ready', async () => {
    renderPage();
    expect(
      await screen.findByText('League has 10 valid members and is ready to activate.'),
    ).toBeInTheDocument();
    expect(api.callsTo(STATUS)).toHaveLength(1);
  });

  it('says how many valid members there are when not 10', async () => {
    api.set({ [STATUS]: ok(statusOf(7)) });
    renderPage();
    expect(
      await screen.findByText('League has 7 valid members (player or commish). Need exactly 10.'),
    ).toBeInTheDocument();
  });

  it('says an active league is already activated, up front, with no button to press', async () => {
    api.set({ [STATUS]: ok({ ...statusOf(10), is_active: 1 }) });
    renderPage();
    expect(await screen.findByText('League is already activated.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate League' })).not.toBeInTheDocument();
    expect(
      screen.queryByText('League has 10 valid members and is ready to activate.'),
    ).not.toBeInTheDocument();
    expect(api.callsTo(ACTIVATE)).toHaveLength(0);
  });

  it('says when the season is too far along to activate, with no button to press', async () => {
    const tooLate =
      "This season's last regular-season week has started: the league can't be activated for it.";
    api.set({ [STATUS]: ok({ ...statusOf(10), message: tooLate }) });
    renderPage();
    expect(await screen.findByText(tooLate)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate League' })).not.toBeInTheDocument();
    expect(
      screen.queryByText('League has 10 valid members and is ready to activate.'),
    ).not.toBeInTheDocument();
  });

  it('says when the conditions cannot be checked', async () => {
    api.set({ [STATUS]: fail(500, 'database down') });
    renderPage();
    expect(
      await screen.findByText('Error checking league conditions: database down'),
    ).toBeInTheDocument();
  });
});

describe('activating', () => {
  it("shows 'Activating...', then success, and reloads the page 2 s later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let finish: () => void = () => {};
    const activated = new Promise<FakeReply>((resolve) => {
      finish = () => resolve(ok({ status: 'success', message: 'League activated successfully!' }));
    });
    api.set({ [ACTIVATE]: () => activated });
    renderPage();
    await screen.findByText('League has 10 valid members and is ready to activate.');
    fireEvent.click(activateButton());
    expect(screen.getByRole('button', { name: 'Activating...' })).toBeDisabled();
    await waitFor(() => expect(api.callsTo(ACTIVATE)).toHaveLength(1));

    await act(async () => finish());
    expect(await screen.findByText('League activated successfully!')).toBeInTheDocument();
    expect(activateButton()).toBeDisabled();
    act(() => vi.advanceTimersByTime(1900));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tells a member who is not the commissioner, on opening, before any other message', async () => {
    renderPage(PLAYER);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the league commissioner can activate the league.',
    );
    // Nothing else is said: no loading line, no member count.
    expect(screen.queryAllByRole('status')).toHaveLength(0);
    expect(
      screen.queryByText('League has 10 valid members and is ready to activate.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate League' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it.each([
    [400, 'League is already activated.'],
    [400, 'League has multiple commissioners. Only one commissioner is allowed.'],
    [400, 'League has 9 valid members (player or commish). Need exactly 10.'],
    [403, 'Only the league commissioner can activate the league.'],
  ])('shows the server refusal (%i) %j and does not reload', async (code, message) => {
    api.set({ [ACTIVATE]: fail(code, message) });
    renderPage();
    await screen.findByText('League has 10 valid members and is ready to activate.');
    fireEvent.click(activateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(activateButton()).toBeEnabled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("prefixes a failure without a server message with 'Failed to activate league: '", async () => {
    api.set({ [ACTIVATE]: noResponse() });
    renderPage();
    await screen.findByText('League has 10 valid members and is ready to activate.');
    fireEvent.click(activateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to activate league: Network Error',
    );
  });
});
