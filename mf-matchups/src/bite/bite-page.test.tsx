import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BiteRightDetail, BiteTarget, WeekMatchups } from '@fangtasy/shared';
import { queryKeys } from '@fangtasy/shared/queries';
import { MemoryRouter } from '@fangtasy/shared/router';
import {
  ALICE,
  biteRight,
  fail,
  fakeApiPerTest,
  member,
  ok,
  renderWithSession,
} from '@fangtasy/shared/testing';
import { BitePage } from './bite-page';

const MEMBERSHIP = `GET /league_members/getLeagueMemberByLeagueAndUserId/7/${ALICE.id}`;
const RIGHTS = 'GET /bites/getBiteRightsByLeagueId/7';
const RIGHT = 'GET /bites/getBiteRightById/5';
const WEEK_8 = 'GET /matchups/getMatchupsByLeagueAndWeek/7/8';
const TAKE = 'POST /bites/take/5';
const PASS = 'POST /bites/pass/5';
const api = fakeApiPerTest();
/** The bodies the page sent to take the bite. */
const takes = () => api.callsTo(TAKE).map((call) => call.body);

/** The reader is the vampire (member 10), unless a test makes her the bitten team. */
const VAMPIRE = member({ id: 10, user_id: ALICE.id, username: 'alice', is_vamp: 1 });

const target = (
  id: number,
  name: string,
  position: string,
  slot: string,
  change: Partial<BiteTarget> = {},
): BiteTarget => ({
  player_id: id,
  player_name: name,
  position,
  team: 'LA',
  week_slot: slot,
  is_locked: false,
  swap_options: [],
  drop_required: false,
  ...change,
});

const detail = (change: Partial<BiteRightDetail> = {}): BiteRightDetail => ({
  ...biteRight({ exposed: true, exposure: ['TE1 Sam LaPorta had no game.'] }),
  targets: [
    target(1, "De'Von Achane", 'RB', 'RB1', { is_locked: true }),
    target(2, 'Bo Nix', 'QB', 'QB1'),
    target(3, 'Matthew Stafford', 'QB', 'BENCH'),
  ],
  drop_required: false,
  drop_options: [],
  can_bite: true,
  ...change,
});

/** The bench quarterback the vampire takes. */
const STAFFORD = { player_id: 3, player_name: 'Matthew Stafford', position: 'QB', team: 'LA' };

/** The week-8 matchup, final: each player's points that week. */
const week8 = {
  matchups: [
    {
      id: 80,
      week: 8,
      is_final: true,
      home: {
        league_member_id: 1,
        starters: [
          { slot: 'RB1', kind: 'RB', player: { player_id: 1, score: 20.1, headshot_url: null } },
          { slot: 'QB1', kind: 'QB', player: { player_id: 2, score: 11.24, headshot_url: null } },
        ],
        bench: [
          {
            slot: 'BENCH1',
            kind: 'BENCH',
            player: { player_id: 3, score: 18.2, headshot_url: null },
          },
        ],
      },
      away: { league_member_id: 10, starters: [], bench: [] },
    },
  ],
} as unknown as WeekMatchups;

beforeEach(() => {
  api.set({
    [MEMBERSHIP]: ok(VAMPIRE),
    [RIGHTS]: ok([]),
    [WEEK_8]: ok(week8),
    [RIGHT]: ok(detail()),
  });
});
afterEach(() => vi.resetAllMocks());

const renderAt = (path: string) =>
  renderWithSession(
    <MemoryRouter initialEntries={[path]}>
      <BitePage />
    </MemoryRouter>,
  );

describe('Vampire Bite: the rights', () => {
  it("lists the member's rights, those against his team and the league's, each with its story", async () => {
    api.set({
      [RIGHTS]: ok([
        biteRight(),
        biteRight({
          id: 3,
          week: 3,
          vampire_member_id: 9,
          vampire_team_name: 'Transylvania Impalers',
          victim_member_id: 10,
          victim_team_name: 'Whitby Night Owls',
          status: 'lapsed',
          reason: 'Not used before the deadline.',
        }),
        biteRight({
          id: 1,
          week: 1,
          vampire_member_id: 9,
          vampire_team_name: 'Transylvania Impalers',
          victim_member_id: 8,
          victim_team_name: 'Amazing Grace',
          status: 'taken',
          taken_player: { player_id: 59, player_name: 'Dak Prescott', position: 'QB', team: 'DAL' },
        }),
      ]),
    });
    renderAt('/bite');
    const own = await screen.findByRole('region', { name: 'Your bite rights' });
    expect(own).toHaveTextContent("Week 8: Whitby Night Owls beat Casey's Commissioners");
    expect(own).toHaveTextContent('Open until Nov 2, 2025 8:00 PM ET.');
    expect(within(own).getByRole('link', { name: 'Choose your bite' })).toHaveAttribute(
      'href',
      '/bite?right=5',
    );
    expect(screen.getByRole('region', { name: 'Bites against your team' })).toHaveTextContent(
      'Not used before the deadline.',
    );
    expect(screen.getByRole('region', { name: 'League bites' })).toHaveTextContent(
      'Transylvania Impalers took Dak Prescott (QB, DAL) from Amazing Grace.',
    );
  });
});

describe('Vampire Bite: the choice', () => {
  it("offers the loser's starters with their points and his open bench; a locked player can't be taken", async () => {
    api.set({
      [TAKE]: ok(
        biteRight({
          status: 'taken',
          taken_player: STAFFORD,
        }),
      ),
    });
    const { queryClient } = renderAt('/bite?right=5');
    // The navigation's count of what waits for the member, as the shell holds it.
    queryClient.setQueryData(queryKeys.pendingCount(7), { count: 1 });
    const starters = await screen.findByRole('group', { name: 'Their starters in week 8' });
    expect(screen.getByText('No swap: you take him and send nobody back.')).toBeInTheDocument();
    expect(within(starters).getByRole('radio', { name: /Achane/ })).toBeDisabled();
    expect(
      within(starters)
        .getByRole('radio', { name: /Achane/ })
        .closest('label'),
    ).toHaveTextContent('20.10 ptsLocked');
    expect(
      within(starters)
        .getByRole('radio', { name: /Bo Nix/ })
        .closest('label'),
    ).toHaveTextContent('11.24 pts');
    const bench = screen.getByRole('group', { name: 'Their bench (open: the lineup was exposed)' });
    expect(screen.getByText(/TE1 Sam LaPorta had no game\./)).toBeInTheDocument();
    const take = screen.getByRole('button', { name: 'Take Bite' });
    expect(take).toBeDisabled();
    fireEvent.click(within(bench).getByRole('radio', { name: /Matthew Stafford/ }));
    expect(screen.getByText('Take Matthew Stafford')).toBeInTheDocument();
    fireEvent.click(take);
    expect(
      await screen.findByText('Bite taken: the transaction log announces it to the league.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('bite-status')).toHaveTextContent(
      "You took Matthew Stafford (QB, LA) from Casey's Commissioners.",
    );
    expect(takes()).toEqual([{ player_id: 3, swap_player_id: null, drop_player_id: null }]);
    // A bite closes a right and moves a player: the count and the league's reads are stale.
    expect(queryClient.getQueryState(queryKeys.pendingCount(7))?.isInvalidated).toBe(true);
    expect(screen.getByRole('link', { name: 'Open My Team' })).toHaveAttribute('href', '/roster');
    expect(api.callsTo(WEEK_8)).not.toHaveLength(0);
  });

  it('under the swap asks which starter goes back, and a full roster asks for a drop', async () => {
    api.set({
      [RIGHT]: ok(
        detail({
          swap_rule: 'same_position',
          targets: [
            target(2, 'Bo Nix', 'QB', 'QB1', {
              swap_options: [
                {
                  player_id: 21,
                  player_name: 'Drake Maye',
                  position: 'QB',
                  team: 'NE',
                  is_locked: true,
                },
                {
                  player_id: 22,
                  player_name: 'Jared Goff',
                  position: 'QB',
                  team: 'DET',
                  is_locked: false,
                },
              ],
            }),
            target(4, 'Sam LaPorta', 'TE', 'TE1'),
          ],
        }),
      ),
    });
    api.set({ [TAKE]: fail(400, 'Player is locked: their game has started.') });
    renderAt('/bite?right=5');
    fireEvent.click(await screen.findByRole('radio', { name: /Sam LaPorta/ }));
    expect(
      screen.getByText('None of your week 8 starters can go back for Sam LaPorta.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Bo Nix/ }));
    const back = screen.getByRole('group', { name: 'You send back for Bo Nix' });
    expect(within(back).getByRole('radio', { name: /Drake Maye/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Take Bite' })).toBeDisabled();
    fireEvent.click(within(back).getByRole('radio', { name: /Jared Goff/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Take Bite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Player is locked: their game has started.',
    );
    expect(takes()).toEqual([{ player_id: 2, swap_player_id: 22, drop_player_id: null }]);
  });

  it('asks for a drop when the roster is full, and passes after a confirmation', async () => {
    api.set({
      [RIGHT]: ok(
        detail({
          drop_required: true,
          drop_options: [
            {
              player_id: 31,
              player_name: 'Alvin Kamara',
              position: 'RB',
              team: 'NO',
              is_locked: false,
            },
          ],
        }),
      ),
    });
    api.set({ [PASS]: ok(biteRight({ status: 'waived' })) });
    renderAt('/bite?right=5');
    fireEvent.click(await screen.findByRole('radio', { name: /Bo Nix/ }));
    expect(screen.getByRole('button', { name: 'Take Bite' })).toBeDisabled();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Your roster is full: you drop' })).getByRole(
        'radio',
        { name: /Alvin Kamara/ },
      ),
    );
    expect(screen.getByRole('button', { name: 'Take Bite' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    const sheet = screen.getByRole('dialog', { name: 'Pass on This Bite' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Pass' }));
    expect(await screen.findByText('You passed on this bite.')).toBeInTheDocument();
    expect(api.callsTo(PASS)).toHaveLength(1);
  });

  it('asks for a drop of his position only when that position is at its maximum', async () => {
    const player = (id: number, name: string, position: string) => ({
      player_id: id,
      player_name: name,
      position,
      team: 'NO',
      is_locked: false,
    });
    api.set({
      [RIGHT]: ok(
        detail({
          targets: [
            target(2, 'Bo Nix', 'QB', 'QB1', { drop_required: true }),
            target(4, 'Puka Nacua', 'WR', 'WR1'),
          ],
          drop_options: [player(31, 'Alvin Kamara', 'RB'), player(32, 'Jared Goff', 'QB')],
        }),
      ),
    });
    api.set({ [TAKE]: ok(biteRight({ status: 'taken' })) });
    renderAt('/bite?right=5');
    fireEvent.click(await screen.findByRole('radio', { name: /Puka Nacua/ }));
    expect(screen.queryByRole('group', { name: /you drop/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Take Bite' })).toBeEnabled();
    fireEvent.click(screen.getByRole('radio', { name: /Bo Nix/ }));
    const drops = screen.getByRole('group', {
      name: 'You hold as many QBs as your rules allow: you drop',
    });
    expect(
      within(drops)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('name')),
    ).toEqual(['bite-drop']);
    expect(within(drops).queryByRole('radio', { name: /Alvin Kamara/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Take Bite' })).toBeDisabled();
    fireEvent.click(within(drops).getByRole('radio', { name: /Jared Goff/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Take Bite' }));
    await waitFor(() =>
      expect(takes()).toEqual([{ player_id: 2, swap_player_id: null, drop_player_id: 32 }]),
    );
  });

  it('shows the bitten team what was taken and why, with no choice to make', async () => {
    api.set({ [MEMBERSHIP]: ok(member({ id: 1, user_id: ALICE.id, username: 'alice' })) });
    api.set({
      [RIGHT]: ok(
        detail({
          can_bite: false,
          status: 'taken',
          taken_player: STAFFORD,
          targets: [],
        }),
      ),
    });
    renderAt('/bite?right=5');
    expect(await screen.findByTestId('bite-status')).toHaveTextContent(
      'Whitby Night Owls took Matthew Stafford (QB, LA) from you.',
    );
    expect(screen.getByRole('article')).toHaveTextContent('145.18');
    expect(screen.getByRole('article')).toHaveTextContent('83.50');
    expect(screen.getByText(/TE1 Sam LaPorta had no game\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('radio')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Take Bite' })).toBeNull();
  });
});
