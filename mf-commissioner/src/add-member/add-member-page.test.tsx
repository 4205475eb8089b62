import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@fangtasy/shared/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as shared from '@fangtasy/shared';
import type { LeagueMember, MemberRole } from '@fangtasy/shared';
import { apiError, member, renderWithSession } from '@fangtasy/shared/testing';
import { AddMemberPage } from './add-member-page';

vi.mock('@fangtasy/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof shared>()),
  getLeagueMembersByLeagueId: vi.fn(),
  getUserByUsername: vi.fn(),
  createLeagueMember: vi.fn(),
  updateRole: vi.fn(),
}));
const api = {
  members: vi.mocked(shared.getLeagueMembersByLeagueId),
  user: vi.mocked(shared.getUserByUsername),
  invite: vi.mocked(shared.createLeagueMember),
  updateRole: vi.mocked(shared.updateRole),
};

const membersWith = (roles: MemberRole[]): LeagueMember[] =>
  roles.map((role, index) =>
    member({ id: 100 + index, user_id: 200 + index, username: `user${index}`, role }),
  );

const NORA = { id: 31, username: 'nora', first_name: 'Nora', last_name: 'Quinn' };

beforeEach(() => {
  api.members.mockResolvedValue(membersWith(['commish', 'player', 'player', 'invited']));
  api.user.mockResolvedValue(NORA);
  api.invite.mockResolvedValue({ status: 'success', message: 'User Nora Quinn invited' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.resetAllMocks();
});

function renderPage() {
  return renderWithSession(
    <MemoryRouter initialEntries={['/add-member-to-league']}>
      <Routes>
        <Route path="/add-member-to-league" element={<AddMemberPage />} />
        <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const usernameInput = () => screen.getByLabelText('Username') as HTMLInputElement;
const vampireBox = () => screen.getByLabelText('Set As Vampire Player') as HTMLInputElement;
const typeUsername = (value: string) => fireEvent.change(usernameInput(), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('Add Member to League: the spots line', () => {
  it('counts players, the commissioner and pending invitations, not declined users', async () => {
    api.members.mockResolvedValue(
      membersWith(['commish', 'player', 'player', 'invited', 'declined', 'declined']),
    );
    renderPage();
    expect(await screen.findByText('6 spot(s) left in the league')).toBeInTheDocument();
    expect(api.members).toHaveBeenCalledWith(7);
    expect(vampireBox()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Check Username' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('says the league is full at 10 and disables the button and the checkbox', async () => {
    api.members.mockResolvedValue(
      membersWith(['commish', ...Array<MemberRole>(7).fill('player'), 'invited', 'invited']),
    );
    renderPage();
    expect(await screen.findByText('League is full (10 members)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Username' })).toBeDisabled();
    expect(vampireBox()).toBeDisabled();
  });

  it('says that pending invitations hold spots, lists them, and frees one when withdrawn', async () => {
    const nine = membersWith(['commish', ...Array<MemberRole>(8).fill('player')]);
    const invited = member({
      id: 120,
      user_id: 220,
      username: 'nora',
      role: 'invited',
      is_vamp: 1,
    });
    api.members.mockResolvedValueOnce([...nine, invited]);
    // The server's list leaves a declined invitation out.
    api.members.mockResolvedValue(nine);
    api.updateRole.mockResolvedValue({
      status: 'success',
      message: 'Invitation withdrawn.',
      ...invited,
      role: 'declined',
    });
    renderPage();
    expect(await screen.findByText('League is full (10 members)')).toBeInTheDocument();
    expect(
      screen.getByText('1 pending invitation holds a spot until it is answered or withdrawn.'),
    ).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Pending Invitations' });
    expect(list).toHaveTextContent('nora (Vampire Player)');

    click('Withdraw the invitation of nora');
    expect(await screen.findByText('1 spot(s) left in the league')).toBeInTheDocument();
    expect(api.updateRole).toHaveBeenCalledWith(7, 220, 'declined');
    expect(screen.getByText('Invitation withdrawn.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending Invitations' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Username' })).toBeEnabled();
  });

  it('says so when the members cannot be counted', async () => {
    api.members.mockRejectedValue(new Error('Network Error'));
    renderPage();
    expect(
      await screen.findByText('Error fetching league member count. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('checking the username', () => {
  it('trims the username as it is typed', async () => {
    renderPage();
    await screen.findByText('6 spot(s) left in the league');
    typeUsername('  nora ');
    expect(usernameInput().value).toBe('nora');
  });

  it.each([
    ['', 'Username is required.'],
    [
      'no',
      'Invalid username format. Must be 3-50 characters, containing only letters, numbers, or underscores.',
    ],
    [
      'nora!',
      'Invalid username format. Must be 3-50 characters, containing only letters, numbers, or underscores.',
    ],
  ])('refuses %j without asking the server', async (value, message) => {
    renderPage();
    await screen.findByText('6 spot(s) left in the league');
    typeUsername(value);
    click('Check Username');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.user).not.toHaveBeenCalled();
  });

  it("answers 'No user found with this username.' on a 404", async () => {
    api.user.mockRejectedValue(apiError(404, 'No user found with this username.'));
    renderPage();
    typeUsername('nobody_here');
    click('Check Username');
    expect(await screen.findByRole('alert')).toHaveTextContent('No user found with this username.');
    expect(screen.getByRole('button', { name: 'Check Username' })).toBeInTheDocument();
  });

  it('asks to check the backend when the server cannot answer', async () => {
    api.user.mockRejectedValue(new Error('Network Error'));
    renderPage();
    typeUsername('nora');
    click('Check Username');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error checking username. Please verify the backend server is running...',
    );
  });
});

describe('the two-step invitation', () => {
  it('finds the user, then invites them as a vampire and goes to the dashboard 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage();
    await screen.findByText('6 spot(s) left in the league');
    typeUsername('nora');
    click('Check Username');

    expect(
      await screen.findByText('User found: Nora Quinn. Click "Add to League" to invite.'),
    ).toBeInTheDocument();
    expect(api.user).toHaveBeenCalledWith('nora');
    expect(api.invite).not.toHaveBeenCalled();

    fireEvent.click(vampireBox());
    api.members.mockResolvedValue(
      membersWith(['commish', 'player', 'player', 'invited', 'invited']),
    );
    click('Add to League');
    expect(
      await screen.findByText('User Nora Quinn invited to league successfully!'),
    ).toBeInTheDocument();
    expect(api.invite).toHaveBeenCalledWith({
      league_id: 7,
      user_id: 31,
      role: 'invited',
      is_vamp: 1,
      team_name: null,
      remaining_faab_budget: null,
    });
    // The form starts over and the spots line follows the new invitation.
    expect(usernameInput().value).toBe('');
    expect(vampireBox().checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Check Username' })).toBeInTheDocument();
    expect(await screen.findByText('5 spot(s) left in the league')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1900));
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('invites a regular member with is_vamp 0', async () => {
    renderPage();
    typeUsername('nora');
    click('Check Username');
    await screen.findByRole('button', { name: 'Add to League' });
    click('Add to League');
    await screen.findByText('User Nora Quinn invited to league successfully!');
    expect(api.invite).toHaveBeenCalledWith(expect.objectContaining({ user_id: 31, is_vamp: 0 }));
  });

  it('asks for a new check when the username changes after a user was found', async () => {
    renderPage();
    typeUsername('nora');
    click('Check Username');
    await screen.findByRole('button', { name: 'Add to League' });
    typeUsername('norah');
    expect(screen.getByRole('button', { name: 'Check Username' })).toBeInTheDocument();
    click('Check Username');
    await screen.findByRole('button', { name: 'Add to League' });
    expect(api.user).toHaveBeenLastCalledWith('norah');
    expect(api.invite).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, and stays on the page", async () => {
    api.invite.mockRejectedValue(apiError(409, 'This user is already a member of this league.'));
    renderPage();
    typeUsername('nora');
    click('Check Username');
    await screen.findByRole('button', { name: 'Add to League' });
    click('Add to League');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This user is already a member of this league.',
    );
    expect(screen.getByRole('button', { name: 'Add to League' })).toBeEnabled();
  });

  it("falls back to 'Error adding user to league...' without a server message", async () => {
    api.invite.mockRejectedValue(new Error('Network Error'));
    renderPage();
    typeUsername('nora');
    click('Check Username');
    await screen.findByRole('button', { name: 'Add to League' });
    click('Add to League');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error adding user to league...');
  });
});
