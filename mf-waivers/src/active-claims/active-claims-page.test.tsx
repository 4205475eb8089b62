import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ROSTER_RULES,
  type Player,
  type RosteredPlayer,
  type WaiverClaim,
} from '@fangtasy/shared';
import {
  fail,
  fakeApiPerTest,
  member,
  noResponse,
  ok,
  renderWithSession,
} from '@fangtasy/shared/testing';
import { ActiveClaimsPage } from './active-claims-page';

const MEMBER = 'GET /league_members/getLeagueMemberByLeagueAndUserId/7/11';
const CLAIMS_READ = 'GET /waiver_claims/getWaiverClaimsByLeagueMemberId/101';
const DELETE = (id: number) => `DELETE /waiver_claims/delete/${id}`;
const UPDATE = (id: number) => `PUT /waiver_claims/update/${id}`;
const PLAYER_READ = (id: number) => `GET /players/getPlayerById/${id}`;

const ME = member({ id: 101, user_id: 11, username: 'alice', remaining_faab_budget: 50 });

const claim = (
  id: number,
  priority: number | null,
  extra: Partial<WaiverClaim> = {},
): WaiverClaim => ({
  id,
  league_id: 7,
  league_member_id: 101,
  player_id: 300 + id,
  faab_claim_amount: id * 5,
  rostered_player_to_drop: null,
  is_active: 1,
  league_member_priority: priority,
  status: 'pending',
  result_reason: null,
  player_name: `Target ${id}`,
  position: 'RB',
  team: 'KC',
  drop_player_name: null,
  created_at: '2025-11-04T15:00:00.000Z',
  processed_at: null,
  ...extra,
});

const CLAIMS = [
  claim(1, null),
  claim(2, 2, { rostered_player_to_drop: 55, drop_player_name: 'Bench Back' }),
  claim(3, 1, { player_name: '' }),
];

const benchBack: RosteredPlayer = {
  id: 55,
  league_id: 7,
  player_id: 900,
  player_name: 'Bench Back',
  position: 'RB',
  team: 'NYJ',
  nfl_team: 'NYJ',
  is_injured: 0,
  injury_status: null,
  headshot_url: null,
  roster_position: 'BENCH',
  season_points: 3,
  league_member_id: 101,
  is_rostered: 1,
};

const PLAYER: Player = {
  id: 302,
  player_id: 302,
  player_name: 'Target 2',
  position: 'WR',
  team: 'KC',
  is_injured: 0,
  injury_status: null,
};

// The page fetches its claim form when a member first opens it; fetched up front, the form opens
// within findBy's wait even on a busy machine.
beforeAll(async () => {
  await import('./claim-editor');
});

const deleted = ok({ status: 'success', message: 'Waiver claim deleted successfully.' });
const updated = (id: number) =>
  ok({ status: 'success', message: 'Waiver claim updated successfully.', id, data: claim(id, 1) });
const api = fakeApiPerTest({
  [MEMBER]: ok(ME),
  [CLAIMS_READ]: ok(CLAIMS),
  'GET /roster_rules/getRosterRulesByLeagueId/7/1': ok({
    ...DEFAULT_ROSTER_RULES,
    roster_type_id: 1,
  }),
  'GET /rostered_players/getRosteredPlayersByLeagueMemberId/101': ok([benchBack]),
  [PLAYER_READ(301)]: ok(PLAYER),
  [PLAYER_READ(302)]: ok(PLAYER),
  [PLAYER_READ(303)]: ok(PLAYER),
  'GET /transactions/getByLeagueId/7': ok([]),
  [DELETE(1)]: deleted,
  [DELETE(2)]: deleted,
  [UPDATE(2)]: updated(2),
});

const rows = async () => {
  const table = await screen.findByRole('table', { name: 'Active Waiver Claims' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
};

describe('Active Waiver Claims', () => {
  it('lists the pending claims by priority, missing priority last, with Unknown Player for a missing name', async () => {
    renderWithSession(<ActiveClaimsPage />);
    expect(screen.getByText('Loading waiver claims...')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Fangtasy Demo League Active Waiver Claims' }),
    ).toBeInTheDocument();
    expect(await rows()).toEqual([
      ['Unknown Player', '15', 'None', 'Delete Claim'],
      ['Target 2', '10', 'Bench Back', 'Delete Claim'],
      ['Target 1', '5', 'None', 'Delete Claim'],
    ]);
    expect(
      within(screen.getByRole('table', { name: 'Active Waiver Claims' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Player', 'FAAB Bid ($)', 'Player to Drop', 'Action']);
    expect(api.callsTo(CLAIMS_READ).map((call) => call.query)).toEqual([{ is_active: '1' }]);
  });

  it("says 'No active waiver claims available' when there are none", async () => {
    api.set({ [CLAIMS_READ]: ok([]) });
    renderWithSession(<ActiveClaimsPage />);
    expect(await screen.findByText('No active waiver claims available')).toBeInTheDocument();
  });

  it("shows 'Failed to load waiver claims', or that the user is not a member", async () => {
    api.set({ [CLAIMS_READ]: fail(500, 'boom') });
    const { unmount } = renderWithSession(<ActiveClaimsPage />);
    expect(await screen.findByText('Failed to load waiver claims')).toBeInTheDocument();
    unmount();
    api.set({ [MEMBER]: fail(403, 'You are not a member of this league.') });
    renderWithSession(<ActiveClaimsPage />);
    expect(await screen.findByText('User is not a member of this league')).toBeInTheDocument();
  });

  it('deletes a claim and shows the list as the server now has it', async () => {
    renderWithSession(<ActiveClaimsPage />);
    await rows();
    api.set({ [CLAIMS_READ]: ok([CLAIMS[0]!, CLAIMS[2]!]) });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Claim: Target 2' }));
    await waitFor(() => expect(api.callsTo(DELETE(2))).toHaveLength(1));
    expect(await screen.findByText('Waiver claim deleted successfully.')).toBeInTheDocument();
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    // Deleting never opens the editor underneath.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal to delete, else 'Failed to delete waiver claim'", async () => {
    api.set({
      [DELETE(1)]: () =>
        api.callsTo(DELETE(1)).length === 1
          ? fail(403, 'You are not allowed to do that.')
          : noResponse(),
    });
    renderWithSession(<ActiveClaimsPage />);
    await rows();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Claim: Target 1' }));
    expect(await screen.findByText('You are not allowed to do that.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Claim: Target 1' }));
    expect(await screen.findByText('Failed to delete waiver claim')).toBeInTheDocument();
  });

  it('opens the claim editor from the keyboard: Tab to the claim, Enter', async () => {
    const user = userEvent.setup();
    renderWithSession(<ActiveClaimsPage />);
    await rows();
    const edit = screen.getByRole('button', { name: 'Edit Claim: Target 2' });
    await user.tab();
    while (document.activeElement !== edit && document.activeElement !== document.body)
      await user.tab();
    expect(edit).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByRole('heading', { name: 'Edit Claim: Target 2' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(edit).toHaveFocus();
  });

  it('opens the claim editor on a row, and saves a new bid and drop through update', async () => {
    renderWithSession(<ActiveClaimsPage />);
    await rows();
    fireEvent.click(screen.getByText('Target 2'));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByRole('heading', { name: 'Edit Claim: Target 2' }),
    ).toBeInTheDocument();
    // The editor's form appears once its reads are in (drawn as a transition).
    const bid = (await within(dialog).findByLabelText('FAAB Bid ($)')) as HTMLInputElement;
    expect(bid.value).toBe('10');
    const drop = within(dialog).getByLabelText('Player to Drop') as HTMLSelectElement;
    expect(drop.value).toBe('55');

    fireEvent.change(bid, { target: { value: '51' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Claim' }));
    expect(
      await within(dialog).findByText('FAAB amount exceeds remaining budget of $50'),
    ).toBeInTheDocument();

    fireEvent.change(bid, { target: { value: '20' } });
    fireEvent.change(drop, { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Priority'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Claim' }));
    await waitFor(() =>
      expect(api.callsTo(UPDATE(2)).map((call) => call.body)).toEqual([
        {
          league_id: 7,
          league_member_id: 101,
          player_id: 302,
          faab_claim_amount: 20,
          is_active: 1,
          rostered_player_to_drop: null,
          priority: 1,
        },
      ]),
    );
    expect(
      await within(dialog).findByText('Waiver claim updated successfully.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(api.callsTo(CLAIMS_READ).length).toBeGreaterThan(1);
  }, 10_000);

  it("says 'Failed to load player details for editing' when the player can't be loaded", async () => {
    api.set({ [PLAYER_READ(301)]: fail(500, 'gone') });
    renderWithSession(<ActiveClaimsPage />);
    await rows();
    fireEvent.click(screen.getByText('Target 1'));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('Failed to load player details for editing'),
    ).toBeInTheDocument();
  });
});
