import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@fangtasy/shared/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeagueMember, MemberRole } from '@fangtasy/shared';
import {
  fail,
  fakeApiPerTest,
  member,
  noResponse,
  ok,
  renderWithSession,
} from '@fangtasy/shared/testing';
import { AddMemberPage } from './add-member-page';

const membersWith = (roles: MemberRole[]): LeagueMember[] =>
  roles.map((role, index) =>
    member({ id: 100 + index, user_id: 200 + index, username: `user${index}`, role }),
  );

const NORA = { id: 31, username: 'nora', first_name: 'Nora', last_name: 'Quinn' };

const MEMBERS = 'GET /league_members/getLeagueMembersByLeagueId/7';
const INVITE = 'POST /league_members/create';
const WITHDRAW = 'PUT /league_members/updateRole/7/220';
/** The username looked up: each name answers from its own path. */
const lookup = (name: string) => `GET /users/getUserByUsername/${name}`;
const lookups = () =>
  api.calls
    .filter((call) => call.url.startsWith('/users/getUserByUsername/'))
    .map((call) => call.url.split('/').at(-1));

const api = fakeApiPerTest({
  [MEMBERS]: ok(membersWith(['commish', 'player', 'player', 'invited'])),
  [lookup('nora')]: ok(NORA),
  [lookup('norah')]: ok(NORA),
  [INVITE]: ok({ status: 'success', message: 'User Nora Quinn invited' }),
});
afterEach(() => vi.useRealTimers());

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
    api.set({
      [MEMBERS]: ok(
        membersWith(['commish', 'player', 'player', 'invited', 'declined', 'declined']),
      ),
    });
    renderPage();
    expect(await screen.findByText('6 spot(s) left in the league')).toBeInTheDocument();
    expect(api.callsTo(MEMBERS)).toHaveLength(1);
    expect(vampireBox()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Check Username' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('says the league is full at 10 and disables the button and the checkbox', async () => {
    api.set({
      [MEMBERS]: ok(
        membersWith(['commish', ...Array<MemberRole>(7).fill('player'), 'invited', 'invited']),
      ),
    });
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
    // The server's list leaves a declined invitation out.
    api.set({
      [MEMBERS]: () => ok(api.callsTo(WITHDRAW).length === 0 ? [...nine, invited] : nine),
      [WITHDRAW]: ok({
        status: 'success',
        message: 'Invitation withdrawn.',
        ...invited,
        role: 'declined',
      }),
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
    expect(api.callsTo(WITHDRAW).map((call) => call.body)).toEqual([{ role: 'declined' }]);
    expect(screen.getByText('Invitation withdrawn.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending Invitations' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Username' })).toBeEnabled();
  });

  it('says so when the members cannot be counted', async () => {
    api.set({ [MEMBERS]: noResponse() });
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
    expect(lookups()).toEqual([]);
  });

  it("answers 'No user found with this username.' on a 404", async () => {
    api.set({ [lookup('nobody_here')]: fail(404, 'No user found with this username.') });
    renderPage();
    typeUsername('nobody_here');
    click('Check Username');
    expect(await screen.findByRole('alert')).toHaveTextContent('No user found with this username.');
    expect(screen.getByRole('button', { name: 'Check Username' })).toBeInTheDocument();
  });

  it('asks to check the backend when the server cannot answer', async () => {
    api.set({ [lookup('nora')]: noResponse() });
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
    expect(lookups()).toEqual(['nora']);
    expect(api.callsTo(INVITE)).toEqual([]);

    fireEvent.click(vampireBox());
    api.set({ [MEMBERS]: ok(membersWith(['commish', 'player', 'player', 'invited', 'invited'])) });
    click('Add to League');
    expect(
      await screen.findByText('User Nora Quinn invited to league successfully!'),
    ).toBeInTheDocument();
    expect(api.callsTo(INVITE).map((call) => call.body)).toEqual([
      {
        league_id: 7,
        user_id: 31,
        role: 'invited',
        is_vamp: 1,
        team_name: null,
        remaining_faab_budget: null,
      },
    ]);
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
    expect(api.callsTo(INVITE).map((call) => call.body)).toEqual([
      expect.objectContaining({ user_id: 31, is_vamp: 0 }),
    ]);
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
    expect(lookups().at(-1)).toBe('norah');
    expect(api.callsTo(INVITE)).toEqual([]);
  });

  it("shows the server's refusal, and stays on the page", async () => {
    api.set({ [INVITE]: fail(409, 'This user is already a member of this league.') });
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
    api.set({ [INVITE]: noResponse() });
    renderPage();
    typeUsername('nora');
    click('Check Username');
    await screen.findByRole('button', { name: 'Add to League' });
    click('Add to League');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error adding user to league...');
  });
});
