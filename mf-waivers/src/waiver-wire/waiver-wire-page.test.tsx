import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_ROSTER_RULES,
  type PlayerSearchRow,
  type RosteredPlayer,
  type WaiverClaim,
  type WaiverWindow,
} from '@fangtasy/shared';
import {
  fail,
  fakeApiPerTest,
  inTurn,
  member,
  noResponse,
  ok,
  renderWithSession,
  type FakeCall,
} from '@fangtasy/shared/testing';
import { WaiverWirePage } from './waiver-wire-page';

const MEMBER = 'GET /league_members/getLeagueMemberByLeagueAndUserId/7/11';
const RULES = 'GET /roster_rules/getRosterRulesByLeagueId/7/1';
const ROSTER = 'GET /rostered_players/getRosteredPlayersByLeagueMemberId/101';
const CLAIMS = 'GET /waiver_claims/getWaiverClaimsByLeagueMemberId/101';
const WINDOW = 'GET /waiver_runs/getWaiverWindow/7';
const LOG = 'GET /transactions/getByLeagueId/7';
const SEARCH = 'GET /players/search';
const CREATE_CLAIM = 'POST /waiver_claims/create';
const ADD = 'POST /rostered_players/addFromWaivers';
const api = fakeApiPerTest();

const ME = member({ id: 101, user_id: 11, username: 'alice', remaining_faab_budget: 40 });

const WEEK = {
  year: 2025,
  week: 10,
  begin_datetime: '2025-11-04T05:00:00.000Z',
  end_datetime: '2025-11-11T05:00:00.000Z',
};
const windowIn = (mode: WaiverWindow['mode']): WaiverWindow => ({
  now: mode === 'claims' ? '2025-11-04T15:00:00.000Z' : '2025-11-09T20:00:00.000Z',
  week: WEEK,
  waiver_day: 'Wednesday',
  waivers_length: 2,
  waiver_day_start: '2025-11-05T05:00:00.000Z',
  mode,
  next_run_at: mode === 'claims' ? '2025-11-05T05:00:00.000Z' : '2025-11-12T05:00:00.000Z',
});

const rostered = (id: number, name: string, slot = 'BENCH'): RosteredPlayer => ({
  id,
  league_id: 7,
  player_id: 500 + id,
  player_name: name,
  position: 'RB',
  team: 'NYJ',
  nfl_team: 'NYJ',
  is_injured: 0,
  injury_status: null,
  headshot_url: null,
  roster_position: slot,
  season_points: 10,
  league_member_id: 101,
  is_rostered: 1,
});

const freeAgent = (
  id: number,
  name: string,
  position: PlayerSearchRow['position'],
  extra: Partial<PlayerSearchRow> = {},
): PlayerSearchRow => ({
  id,
  player_id: id,
  player_name: name,
  position,
  team: 'KC',
  is_injured: 0,
  injury_status: null,
  headshot_url: null,
  season_points: 100 - id,
  last_week_points: 10 + id,
  points_per_game: 20 - id,
  games_played: 5,
  weekly_points: { '1': 20, '2': 25.5, '4': -1, '9': 10 + id },
  season_stats: {
    passing_yards: 2500,
    passing_tds: 18,
    interceptions: 6,
    rushing_yards: 210,
    rushing_tds: 2,
    receptions: 0,
    receiving_yards: 0,
    receiving_tds: 0,
  },
  state: { kind: 'free_agent' },
  ...extra,
});

const PLAYERS = [
  freeAgent(1, 'Quinn Passer', 'QB'),
  freeAgent(2, 'Wade Waivers', 'WR', {
    state: { kind: 'on_waivers', until: '2025-11-11T17:00:00.000Z' },
  }),
  freeAgent(3, 'Lou Locked', 'RB', { state: { kind: 'locked', kickoff: '2025-11-09T18:00:00Z' } }),
];

const setRoster = (size: number) =>
  api.set({
    [ROSTER]: ok(Array.from({ length: size }, (_, i) => rostered(i + 1, `Bench Guy ${i + 1}`))),
  });

// Reset before each test, not after: a page still mounted until the cleanup may ask again.
// The page fetches its claim form when a member first opens it; fetched up front, the form opens
// within findBy's wait even on a busy machine.
beforeAll(async () => {
  await import('../claim-form/claim-modal');
});

beforeEach(() => {
  api.set({ [MEMBER]: ok(ME) });
  api.set({ [RULES]: ok({ ...DEFAULT_ROSTER_RULES, roster_type_id: 1, max_roster_size: 3 }) });
  setRoster(2);
  api.set({ [CLAIMS]: ok([]) });
  api.set({ [WINDOW]: ok(windowIn('claims')) });
  api.set({ [LOG]: ok([]) });
  api.set({
    [SEARCH]: ok({
      players: PLAYERS,
      total: 237,
      page: 1,
      page_size: 20,
      last_week: 9,
    }),
  });
  api.set({
    [CREATE_CLAIM]: (call: FakeCall) => {
      const body = call.body as Record<string, unknown>;
      return ok({
        status: 'success',
        message: 'Waiver claim created successfully.',
        id: 77,
        data: {
          id: 77,
          league_id: 7,
          league_member_id: 101,
          player_id: Number(body.player_id),
          player_name: 'Claimed Player',
          position: 'QB',
          team: 'KC',
          faab_claim_amount: Number(body.faab_claim_amount),
          rostered_player_to_drop: null,
          drop_player_name: null,
          is_active: 1,
          league_member_priority: 1,
          status: 'pending',
          result_reason: null,
          created_at: '2025-11-04T15:00:00.000Z',
          processed_at: null,
        },
      });
    },
  });
});

/** The last search's query as the server got it (values are strings). */
const lastQuery = () => api.callsTo(SEARCH).at(-1)?.query;
const table = () => screen.findByRole('table', { name: 'Free Agents' });
/** Taps the player's row, then his sheet's action: the claim or direct-add modal opens. */
const openPlayer = async (name: string) => {
  const row = (await screen.findByText(name)).closest('tr') as HTMLElement;
  fireEvent.click(row);
  const sheet = await screen.findByRole('dialog', { name });
  const act = within(sheet).getByRole('button', { name: /^(Place Claim|Add Player)$/ });
  await waitFor(() => expect(act).toBeEnabled());
  fireEvent.click(act);
  return screen.findByRole('dialog', { name: /^(Claim|Add) / });
};

describe('the waiver wire', () => {
  it('lists the league free agents by season points, 20 a page, with each player state', async () => {
    renderWithSession(<WaiverWirePage />);
    await table();
    expect(lastQuery()).toEqual({
      league_id: '7',
      exclude_rostered: '1',
      available_now: '1',
      sort: 'season_points',
      page: '1',
      page_size: '20',
    });
    expect(api.callsTo(MEMBER)).not.toHaveLength(0);
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) => row.querySelector('[data-testid="player-name"]')?.textContent),
    ).toEqual(['Quinn Passer', 'Wade Waivers', 'Lou Locked']);
    expect(rows[0]).toHaveTextContent('Free agent');
    expect(rows[1]).toHaveTextContent('On waivers until Tuesday 12:00 PM');
    expect(rows[2]).toHaveTextContent('Locked: game started');
    expect(rows[0]).toHaveTextContent('99.00');
    // Each free agent with his face (initials without a photo) and his team's badge.
    expect(within(rows[0]!).getByTestId('player-avatar')).toHaveTextContent('QP');
    expect(within(rows[0]!).getByTestId('team-badge')).toHaveTextContent('KC');
    expect(within(rows[0]!).getByTestId('position-badge')).toHaveTextContent('QB');
    expect(await screen.findByText(/Claims are open/)).toBeInTheDocument();
    expect(screen.getByText(/Remaining FAAB: \$40/)).toBeInTheDocument();
  });

  it('sends the filters to the server and starts again at page 1', async () => {
    renderWithSession(<WaiverWirePage />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(lastQuery()?.page).toBe('5'));

    fireEvent.change(screen.getByLabelText('NFL Team'), { target: { value: 'KC' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ team: 'KC', page: '1' }));
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: 'DEF' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ team: 'KC', position: 'DEF' }));
    fireEvent.change(screen.getByLabelText('Player Name'), { target: { value: 'quinn' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ name: 'quinn', page: '1' }));
    const teamOptions = (screen.getByLabelText('NFL Team') as HTMLSelectElement).options;
    expect(teamOptions).toHaveLength(33);
    expect(
      Array.from((screen.getByLabelText('Position') as HTMLSelectElement).options, (o) => o.value),
    ).toEqual(['All', 'QB', 'RB', 'WR', 'TE', 'DEF', 'K']);
  });

  it('pages with First, Previous, a 5-page window with ellipses, Next and Last', async () => {
    renderWithSession(<WaiverWirePage />);
    await table();
    const nav = screen.getByRole('navigation', { name: 'Free agent pages' });
    const labels = () => Array.from(nav.querySelectorAll('li'), (item) => item.textContent);
    expect(labels()).toEqual([
      'First',
      'Previous',
      '1',
      '2',
      '3',
      '4',
      '5',
      '…',
      '12',
      'Next',
      'Last',
    ]);
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(lastQuery()?.page).toBe('5'));
    await table();
    expect(labels()).toEqual([
      'First',
      'Previous',
      '1',
      '…',
      '3',
      '4',
      '5',
      '6',
      '7',
      '…',
      '12',
      'Next',
      'Last',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    await waitFor(() => expect(lastQuery()?.page).toBe('12'));
  });

  it("says 'No free agents available' when nothing matches", async () => {
    api.set({ [SEARCH]: ok({ players: [], total: 0, page: 1, page_size: 20, last_week: 9 }) });
    renderWithSession(<WaiverWirePage />);
    expect(await screen.findByText('No free agents available')).toBeInTheDocument();
  });

  it("shows a position's own stat columns when the position filter picks it", async () => {
    renderWithSession(<WaiverWirePage />);
    await table();
    expect(
      within(await table()).getByRole('columnheader', { name: 'Season Stats' }),
    ).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')[1]).toHaveTextContent('2500 Pass Yds');
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: 'QB' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Free Agents' }))
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual([
        'Player',
        'Season Pts',
        'Pass Yds',
        'Pass TD',
        'INT',
        'Rush Yds',
        'Rush TD',
        'Action',
      ]),
    );
  });

  it('shows the spec texts when the member or the wire cannot be loaded', async () => {
    api.set({ [MEMBER]: fail(403, 'You are not a member of this league.') });
    api.set({ [SEARCH]: fail(500, '') });
    renderWithSession(<WaiverWirePage />);
    expect(await screen.findByText('User is not a member of this league')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load waiver data')).toBeInTheDocument();
  });

  it('asks for the user and league first', async () => {
    renderWithSession(<WaiverWirePage />, { user: null, league: null });
    expect(await screen.findByText('Missing user or league information')).toBeInTheDocument();
  });
});

describe('before the waiver day: the claim modal', () => {
  it('takes a bid and, with room on the roster, an optional drop, then submits with priority = claims + 1', async () => {
    api.set({
      [CLAIMS]: ok([{ id: 9, player_id: 77, rostered_player_to_drop: null } as WaiverClaim]),
    });
    renderWithSession(<WaiverWirePage />);
    const dialog = await openPlayer('Quinn Passer');
    expect(within(dialog).getByRole('heading', { name: 'Claim Quinn Passer' })).toBeInTheDocument();
    const dropSelect = within(dialog).getByLabelText('Player to Drop') as HTMLSelectElement;
    expect(dropSelect.options[0]?.textContent).toBe('Do Not Drop Player');

    const submit = () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Claim' }));
    submit();
    expect(
      await within(dialog).findByText('Enter a valid FAAB amount (non-negative number)'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('FAAB Bid ($)'), { target: { value: '41' } });
    submit();
    expect(
      await within(dialog).findByText('FAAB amount exceeds remaining budget of $40'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('FAAB Bid ($)'), { target: { value: '0' } });
    submit();

    await waitFor(() =>
      expect(api.bodiesSentTo(CREATE_CLAIM).at(-1)).toEqual({
        league_id: 7,
        league_member_id: 101,
        player_id: 1,
        faab_claim_amount: 0,
        is_active: 1,
        rostered_player_to_drop: null,
        priority: 2,
      }),
    );
    expect(
      await within(dialog).findByText('Waiver claim created successfully.'),
    ).toBeInTheDocument();
    const searches = api.callsTo(SEARCH).length;
    // The modal closes 2 s after the message, and the page refreshes.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await waitFor(() => expect(api.callsTo(SEARCH).length).toBeGreaterThan(searches));
    await waitFor(() => expect(api.callsTo(CLAIMS).length).toBeGreaterThan(1));
  }, 10_000);

  it('on a full roster goes through a drop step with no "Do Not Drop Player", and refuses duplicates', async () => {
    setRoster(3);
    api.set({ [CLAIMS]: ok([{ id: 9, player_id: 1, rostered_player_to_drop: 2 } as WaiverClaim]) });
    renderWithSession(<WaiverWirePage />);
    const dialog = await openPlayer('Quinn Passer');
    expect(within(dialog).queryByLabelText('Player to Drop')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('FAAB Bid ($)'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    const dropSelect = (await within(dialog).findByLabelText(
      'Player to Drop',
    )) as HTMLSelectElement;
    expect(Array.from(dropSelect.options, (option) => option.textContent)).not.toContain(
      'Do Not Drop Player',
    );
    const submit = () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Claim' }));
    submit();
    expect(await within(dialog).findByText('Please select a player to drop')).toBeInTheDocument();
    fireEvent.change(dropSelect, { target: { value: '2' } });
    submit();
    expect(
      await within(dialog).findByText('A claim for this player and drop selection already exists'),
    ).toBeInTheDocument();
    fireEvent.change(dropSelect, { target: { value: '3' } });
    submit();
    await waitFor(() =>
      expect(api.bodiesSentTo(CREATE_CLAIM).at(-1)).toEqual(
        expect.objectContaining({ faab_claim_amount: 12, rostered_player_to_drop: 3 }),
      ),
    );
  });

  it("answers 'Invalid roster rules' when the rules carry no roster size", async () => {
    api.set({
      [RULES]: ok({
        ...DEFAULT_ROSTER_RULES,
        roster_type_id: 1,
        max_roster_size: null as unknown as number,
      }),
    });
    renderWithSession(<WaiverWirePage />);
    const dialog = await openPlayer('Quinn Passer');
    fireEvent.change(within(dialog).getByLabelText('FAAB Bid ($)'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Claim' }));
    expect(await within(dialog).findByText('Invalid roster rules')).toBeInTheDocument();
    expect(api.callsTo(CREATE_CLAIM)).toEqual([]);
  });

  it("shows the server's refusal, or 'Failed to create/update waiver claim' without one", async () => {
    api.set({
      [CREATE_CLAIM]: inTurn(fail(409, 'Player is locked: their game has started.'), noResponse()),
    });
    renderWithSession(<WaiverWirePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Place Claim: Quinn Passer' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('FAAB Bid ($)'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Claim' }));
    expect(
      await within(dialog).findByText('Player is locked: their game has started.'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Claim' }));
    expect(
      await within(dialog).findByText('Failed to create/update waiver claim'),
    ).toBeInTheDocument();
  });
});

describe('from the waiver day on: the direct-add modal', () => {
  beforeEach(() => {
    api.set({ [WINDOW]: ok(windowIn('direct_add')) });
    // A direct add answers the member's roster as it now stands.
    api.set({ [ADD]: ok([]) });
  });

  it('confirms, asks for a drop on a full roster, confirms again and adds', async () => {
    setRoster(3);
    renderWithSession(<WaiverWirePage />);
    expect(await screen.findByText(/Free agents can be added directly/)).toBeInTheDocument();
    const dialog = await openPlayer('Quinn Passer');
    expect(within(dialog).getByRole('heading', { name: 'Add Quinn Passer' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Player' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Please select a player to drop')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Player to Drop'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      await within(dialog).findByText('Add Quinn Passer and drop Bench Guy 2?'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.bodiesSentTo(ADD).at(-1)).toEqual({
        league_member_id: 101,
        player_id: 1,
        rostered_player_to_drop: 2,
      }),
    );
    expect(
      await screen.findByText('Successfully added Quinn Passer to roster.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds straight after two confirmations when the roster has room', async () => {
    renderWithSession(<WaiverWirePage />);
    const dialog = await openPlayer('Quinn Passer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Player' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.bodiesSentTo(ADD).at(-1)).toEqual({
        league_member_id: 101,
        player_id: 1,
        rostered_player_to_drop: null,
      }),
    );
    expect(
      await screen.findByText('Successfully added Quinn Passer to roster.'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal: a player someone else just added", async () => {
    api.set({ [ADD]: fail(409, 'This player is no longer available to be added from waivers.') });
    renderWithSession(<WaiverWirePage />);
    const dialog = await openPlayer('Quinn Passer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Player' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText(
        'This player is no longer available to be added from waivers.',
      ),
    ).toBeInTheDocument();
  });

  it('sends a player still on waivers to a claim instead', async () => {
    renderWithSession(<WaiverWirePage />);
    const dialog = await openPlayer('Wade Waivers');
    expect(
      within(dialog).getByText(
        'This player is on waivers until Tuesday 12:00 PM. Place a claim instead.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add Player' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place a Claim' }));
    expect(await screen.findByRole('heading', { name: 'Claim Wade Waivers' })).toBeInTheDocument();
  });

  it('offers no add for a locked player: his row says Locked, and his sheet has no action', async () => {
    renderWithSession(<WaiverWirePage />);
    // Once the page is ready, a free agent's add is live...
    const free = (await screen.findByText('Quinn Passer')).closest('tr') as HTMLElement;
    await waitFor(() =>
      expect(within(free).getByRole('button', { name: 'Add Player: Quinn Passer' })).toBeEnabled(),
    );
    // ...while the locked player has no button at all: an Add that can only fail is not offered.
    const row = screen.getByText('Lou Locked').closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: /Add Player|Place Claim/ })).toBeNull();
    expect(within(row).getByTestId('wire-locked')).toHaveTextContent(
      'Locked: his game has started',
    );
    fireEvent.click(row);
    const sheet = await screen.findByRole('dialog', { name: 'Lou Locked' });
    expect(within(sheet).queryByRole('button', { name: 'Add Player' })).toBeNull();
    expect(within(sheet).getByText(/he can be added once the week ends/)).toBeInTheDocument();
  });

  it("answers a failed add without a server message with 'Error adding player to roster.'", async () => {
    api.set({ [ADD]: noResponse() });
    renderWithSession(<WaiverWirePage />);
    const dialog = await openPlayer('Quinn Passer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Player' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Error adding player to roster.')).toBeInTheDocument();
  });
});

describe('picking with the sort, the filter and the sheet', () => {
  it('sorts by last week or per game on the server, with the figure in a column of its own', async () => {
    renderWithSession(<WaiverWirePage />);
    await table();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'last_week_points' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'last_week_points', page: '1' }));
    const headers = () =>
      within(screen.getByRole('table', { name: 'Free Agents' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
    await waitFor(() => expect(headers()).toContain('Last wkSeason'));
    const rows = within(screen.getByRole('table', { name: 'Free Agents' }))
      .getAllByRole('row')
      .slice(1);
    // The figure the server sent, as sent: Quinn's last week is 11, his season 99.
    expect(within(rows[0]!).getByTestId('sort-figure')).toHaveTextContent('11.00');
    expect(within(rows[0]!).getByTestId('season-points')).toHaveTextContent('99.00');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'points_per_game' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'points_per_game' }));
    await waitFor(() => expect(headers()).toContain('Per gameSeason'));
  });

  it('shows every free agent, locked ones too, once Available now is off', async () => {
    renderWithSession(<WaiverWirePage />);
    await table();
    const toggle = screen.getByLabelText('Available now') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(lastQuery()).not.toHaveProperty('available_now'));
    expect(lastQuery()).toMatchObject({ exclude_rostered: '1', page: '1' });
  });

  it('folds team and position behind a Filters button that says whether it is open', async () => {
    renderWithSession(<WaiverWirePage />);
    await table();
    const button = screen.getByRole('button', { name: /Filters/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: 'QB' } });
    await waitFor(() => expect(button).toHaveTextContent('Filters (1)'));
  });

  it("opens a player's sheet: state, season totals and his weekly points as bars and a table", async () => {
    renderWithSession(<WaiverWirePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Quinn Passer' }));
    const sheet = await screen.findByRole('dialog', { name: 'Quinn Passer' });
    expect(within(sheet).getByTestId('sheet-state')).toHaveTextContent('Free agent');
    expect(sheet).toHaveTextContent('Season pts99.00');
    expect(sheet).toHaveTextContent('Per game19.00');
    expect(sheet).toHaveTextContent('Week 911.00');
    // Weeks 1 to 9, a bar for each week he has points, none for the weeks without a line.
    const bars = within(sheet).getAllByTestId('week-bar');
    expect(bars.map((bar) => bar.getAttribute('data-week'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(bars.map((bar) => bar.querySelector('rect') !== null)).toEqual([
      true,
      true,
      false,
      true,
      false,
      false,
      false,
      false,
      true,
    ]);
    const table = within(sheet).getByRole('table', { name: 'Weekly points' });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Week 225.50');
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent('Week 3No game');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the bid in context', () => {
  const pending = (id: number, name: string, bid: number, priority: number): WaiverClaim => ({
    id,
    league_id: 7,
    league_member_id: 101,
    player_id: 900 + id,
    player_name: name,
    position: 'WR',
    team: 'KC',
    faab_claim_amount: bid,
    rostered_player_to_drop: null,
    drop_player_name: null,
    is_active: 1,
    league_member_priority: priority,
    status: 'pending',
    result_reason: null,
    created_at: '2025-11-04T15:00:00.000Z',
    processed_at: null,
  });

  it("says when the run processes, the member's other bids and their total against the budget", async () => {
    api.set({ [CLAIMS]: ok([pending(1, 'Bea Bidden', 12, 2), pending(2, 'Al Asked', 7, 1)]) });
    renderWithSession(<WaiverWirePage />);
    const dialog = await openPlayer('Quinn Passer');
    const context = within(dialog).getByTestId('bid-context');
    expect(context).toHaveTextContent('Processed Nov 5, 2025 12:00 AM ET; highest bid wins.');
    expect(within(context).getByTestId('other-bids')).toHaveTextContent(
      'Your other pending bids: $19 (Al Asked $7 · Bea Bidden $12)',
    );
    expect(within(context).getByTestId('bids-total')).toHaveTextContent(
      'With this bid: $19 of $40 remaining',
    );
    fireEvent.change(within(dialog).getByLabelText('FAAB Bid ($)'), { target: { value: '25' } });
    expect(within(context).getByTestId('bids-total')).toHaveTextContent(
      'With this bid: $44 of $40 remaining',
    );
    expect(context).toHaveTextContent('Together your bids exceed your budget');
    // The spec's own check still holds each bid alone against the budget.
    fireEvent.change(within(dialog).getByLabelText('FAAB Bid ($)'), { target: { value: '41' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Claim' }));
    expect(
      await within(dialog).findByText('FAAB amount exceeds remaining budget of $40'),
    ).toBeInTheDocument();
  });

  it('offers drops by slot, name and season points', async () => {
    api.set({ [ROSTER]: ok([rostered(1, 'Bench Guy 1'), rostered(2, 'Starter Sam', 'RB')]) });
    renderWithSession(<WaiverWirePage />);
    const dialog = await openPlayer('Quinn Passer');
    const options = Array.from(
      (within(dialog).getByLabelText('Player to Drop') as HTMLSelectElement).options,
      (option) => option.textContent,
    );
    expect(options).toEqual([
      'Do Not Drop Player',
      'BENCH · Bench Guy 1 (RB, NYJ) · 10.00 pts',
      'RB · Starter Sam (RB, NYJ) · 10.00 pts',
    ]);
  });
});

describe('the transaction log', () => {
  it('shows the latest moves with bids, and the member own failed claims with their reasons', async () => {
    api.set({
      [LOG]: ok([
        {
          id: 3,
          league_id: 7,
          league_member_id: 101,
          kind: 'waiver_failed',
          player_id: 1,
          player_name: 'Quinn Passer',
          team_name: 'Alice Anchors',
          bid: 5,
          reason: 'Player already claimed',
          other_member_id: null,
          other_team_name: null,
          trade_offer_id: null,
          bite_right_id: null,
          created_at: '2025-11-05T05:01:00.000Z',
        },
        {
          id: 2,
          league_id: 7,
          league_member_id: 102,
          kind: 'waiver_won',
          player_id: 1,
          player_name: 'Quinn Passer',
          team_name: 'Bob Bombers',
          bid: 12,
          reason: null,
          other_member_id: null,
          other_team_name: null,
          trade_offer_id: null,
          bite_right_id: null,
          created_at: '2025-11-05T05:01:00.000Z',
        },
      ]),
    });
    renderWithSession(<WaiverWirePage />);
    const recent = await screen.findByRole('table', { name: 'Recent Transactions' });
    expect(within(recent).getAllByRole('row')[2]).toHaveTextContent(
      'Nov 5, 2025 12:01 AM ETBob BombersWon on waiversQuinn Passer$12',
    );
    const failed = screen.getByRole('table', { name: 'Your Failed Claims' });
    expect(within(failed).getAllByRole('row')[1]).toHaveTextContent('Player already claimed');
  });

  it('names the team a traded or bitten player came from, and why a bite was earned', async () => {
    const line = { league_id: 7, bid: null, trade_offer_id: null, bite_right_id: null };
    api.set({
      [LOG]: ok([
        {
          ...line,
          id: 5,
          league_member_id: 110,
          kind: 'bite',
          player_id: 9,
          player_name: 'Matthew Stafford',
          team_name: 'Whitby Night Owls',
          reason: 'Won week 8, 145.18 to 83.58. Exposed lineup: TE1 Sam LaPorta had no game.',
          other_member_id: 101,
          other_team_name: "Casey's Commissioners",
          bite_right_id: 5,
          created_at: '2025-11-02T20:05:00.000Z',
        },
        {
          ...line,
          id: 4,
          league_member_id: 102,
          kind: 'trade',
          player_id: 8,
          player_name: 'Brian Thomas Jr.',
          team_name: 'Bob Bombers',
          reason: null,
          other_member_id: 101,
          other_team_name: 'Alice Anchors',
          trade_offer_id: 1,
          created_at: '2025-11-02T20:00:00.000Z',
        },
      ]),
    });
    renderWithSession(<WaiverWirePage />);
    const rows = within(
      await screen.findByRole('table', { name: 'Recent Transactions' }),
    ).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      "Whitby Night OwlsTaken in a vampire bite from Casey's CommissionersWon week 8, 145.18 to 83.58. Exposed lineup: TE1 Sam LaPorta had no game.Matthew Stafford",
    );
    expect(rows[2]).toHaveTextContent(
      'Bob BombersReceived in a trade from Alice AnchorsBrian Thomas Jr.',
    );
  });
});
