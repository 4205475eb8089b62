import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_ROSTER_RULES,
  type PlayerSearchRow,
  type Position,
  type RosteredPlayer,
  type RosterType,
} from '@fangtasy/shared';
import {
  fail,
  fakeApiPerTest,
  member,
  noResponse,
  ok,
  renderWithSession,
} from '@fangtasy/shared/testing';
import { AddPlayerPage } from './add-player-page';

const MEMBERS = [
  member({ id: 101, user_id: 11, username: 'alice', team_name: 'Alice Anchors', role: 'commish' }),
  member({ id: 102, user_id: 12, username: 'bob', team_name: null }),
  member({ id: 103, user_id: 13, username: 'vlad', team_name: 'Count Down', is_vamp: 1 }),
  member({ id: 104, user_id: 14, username: 'nora', team_name: null, role: 'invited' }),
];

const candidate = (
  id: number,
  name: string,
  position: Position,
  team: string,
): PlayerSearchRow => ({
  id,
  player_id: id,
  player_name: name,
  position,
  team,
  is_injured: 0,
  injury_status: null,
  headshot_url: null,
  season_points: null,
  last_week_points: null,
  points_per_game: null,
  games_played: null,
  weekly_points: null,
  season_stats: null,
  state: { kind: 'free_agent' },
});
const BIJAN = candidate(1, 'Bijan Robinson', 'RB', 'ATL');
const JOSH = candidate(2, 'Josh Allen', 'QB', 'BUF');
const LOCKED: PlayerSearchRow = {
  ...candidate(3, 'Puka Nacua', 'WR', 'LA'),
  state: { kind: 'locked', kickoff: '' },
};

const rostered = (id: number, name: string, position: Position, slot: string): RosteredPlayer => ({
  id,
  league_id: 7,
  player_id: 500 + id,
  player_name: name,
  position,
  team: 'KC',
  nfl_team: 'KC',
  is_injured: 0,
  injury_status: null,
  headshot_url: null,
  roster_position: slot,
  season_points: null,
  league_member_id: 101,
  is_rostered: 1,
});

// Regular teams: QB1 RB1 RB2 WR1 WR2 TE1 FLEX1 + 2 bench; vampires get a third RB slot.
const rulesFor = (type: RosterType) => ({
  ...DEFAULT_ROSTER_RULES,
  roster_type_id: type,
  running_back_count: type === 2 ? 3 : 2,
  bench_count: 2,
  max_qb_count: 1,
});

const ALICE_ROSTER = [
  rostered(1, 'Patrick Mahomes', 'QB', 'QB1'),
  rostered(2, 'Saquon Barkley', 'RB', 'RB1'),
  rostered(3, 'Derrick Henry', 'RB', 'RB2'),
  rostered(4, 'George Kittle', 'TE', 'IR1'),
];

const SEARCH = 'GET /players/search';
const ADD = 'POST /rostered_players/addToTeam';
const RULES = (type: RosterType) => `GET /roster_rules/getRosterRulesByLeagueId/7/${type}`;
const ROSTER = (memberId: number) =>
  `GET /rostered_players/getRosteredPlayersByLeagueMemberId/${memberId}`;

const api = fakeApiPerTest({
  'GET /league_members/getLeagueMembersByLeagueId/7': ok(MEMBERS),
  [SEARCH]: ok({
    players: [BIJAN, JOSH, LOCKED],
    total: 45,
    page: 1,
    page_size: 20,
    last_week: null,
  }),
  [RULES(1)]: ok(rulesFor(1)),
  [RULES(2)]: ok(rulesFor(2)),
  [ROSTER(101)]: ok(ALICE_ROSTER),
  [ROSTER(102)]: ok([]),
  [ROSTER(103)]: ok([]),
  // addToTeam answers the member's roster as it now stands.
  [ADD]: ok(ALICE_ROSTER),
});
afterEach(() => vi.useRealTimers());

const renderPage = () => renderWithSession(<AddPlayerPage />);
const memberSelect = () => screen.getByLabelText('League Member') as HTMLSelectElement;
const chooseMember = (id: number) =>
  fireEvent.change(memberSelect(), { target: { value: String(id) } });
const choosePlayer = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
const addPlayer = () => fireEvent.click(screen.getByRole('button', { name: 'Add Player' }));
/** The query of the last search, as the server got it. */
const lastSearch = () => api.callsTo(SEARCH).at(-1)?.query;

const previewRows = async (teamName: string) => {
  const table = await screen.findByRole('table', { name: `Roster Preview: ${teamName}` });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [row.children[0]?.textContent, row.children[1]?.textContent]);
};

describe('Add Player to Team: the member select', () => {
  it("lists the teams as 'username - team name' or 'No Team Name', never invitations", async () => {
    renderPage();
    await screen.findByLabelText('League Member');
    expect(Array.from(memberSelect().options, (option) => option.textContent)).toEqual([
      'Select a league member',
      'alice - Alice Anchors',
      'bob - No Team Name',
      'vlad - Count Down',
    ]);
  });
});

describe('the player list', () => {
  it('asks the server for 20 unrostered players of the league, first page first', async () => {
    renderPage();
    expect(await screen.findByRole('radio', { name: 'Bijan Robinson' })).toBeInTheDocument();
    expect(lastSearch()).toEqual({
      page: '1',
      page_size: '20',
      league_id: '7',
      exclude_rostered: '1',
    });
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Puka Nacua/ })).toHaveTextContent(
      'Locked: game started',
    );
  });

  it('filters by name, team and position, back to page 1 on each change', async () => {
    renderPage();
    await screen.findByRole('radio', { name: 'Bijan Robinson' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastSearch()?.page).toBe('2'));

    fireEvent.change(screen.getByLabelText('Player Name'), { target: { value: 'BiJ' } });
    await waitFor(() => expect(lastSearch()).toMatchObject({ name: 'BiJ', page: '1' }));
    const team = screen.getByLabelText('NFL Team') as HTMLSelectElement;
    expect(team.options).toHaveLength(33);
    expect(team.options[0]?.value).toBe('All');
    fireEvent.change(team, { target: { value: 'ATL' } });
    const position = screen.getByLabelText('Position') as HTMLSelectElement;
    // K and DEF are listed players that a bench takes, so the filter can find them too.
    expect(Array.from(position.options, (option) => option.value)).toEqual([
      'All',
      'QB',
      'RB',
      'WR',
      'TE',
      'DEF',
      'K',
    ]);
    fireEvent.change(position, { target: { value: 'RB' } });
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({ name: 'BiJ', team: 'ATL', position: 'RB', page: '1' }),
    );
    fireEvent.change(team, { target: { value: 'All' } });
    await waitFor(() => expect(lastSearch()?.team).toBeUndefined());
  });

  it("pages with Previous and Next and shows 'page / total'", async () => {
    renderPage();
    await screen.findByText('1 / 3');
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    fireEvent.click(next);
    expect(await screen.findByText('2 / 3')).toBeInTheDocument();
    fireEvent.click(next);
    expect(await screen.findByText('3 / 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    fireEvent.click(previous);
    expect(await screen.findByText('2 / 3')).toBeInTheDocument();
    expect(lastSearch()?.page).toBe('2');
  });
});

describe('the roster preview and the slot choice', () => {
  it("shows the member's slots without IR, and where the chosen player would go", async () => {
    renderPage();
    await screen.findByLabelText('League Member');
    chooseMember(101);
    expect(await previewRows('alice - Alice Anchors')).toEqual([
      ['QB1', 'Patrick Mahomes (QB, KC)'],
      ['RB1', 'Saquon Barkley (RB, KC)'],
      ['RB2', 'Derrick Henry (RB, KC)'],
      ['WR1', 'Empty'],
      ['WR2', 'Empty'],
      ['TE1', 'Empty'],
      ['FLEX1', 'Empty'],
      ['BENCH1', 'Empty'],
      ['BENCH2', 'Empty'],
    ]);
    expect(api.callsTo(RULES(1))).not.toHaveLength(0);

    // Both RB slots are taken: an RB goes to FLEX (an RB never plays WR/TE).
    choosePlayer('Bijan Robinson');
    expect(await screen.findByText('Bijan Robinson would take FLEX1.')).toBeInTheDocument();
    expect(screen.getByRole('row', { current: 'location' })).toHaveAttribute('data-slot', 'FLEX1');
  });

  it('uses the vampire rule set for a vampire member', async () => {
    renderPage();
    await screen.findByLabelText('League Member');
    choosePlayer('Bijan Robinson');
    chooseMember(103);
    expect(await screen.findByText('Bijan Robinson would take RB1.')).toBeInTheDocument();
    expect(api.callsTo(RULES(2))).not.toHaveLength(0);
    expect((await previewRows('vlad - Count Down')).map(([slot]) => slot)).toContain('RB3');
  });

  it('says when the player would find no slot (QB maximum 1 reached)', async () => {
    renderPage();
    await screen.findByLabelText('League Member');
    chooseMember(101);
    choosePlayer('Josh Allen');
    expect(
      await screen.findByText('Josh Allen has no free slot on this roster.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('row', { current: 'location' })).not.toBeInTheDocument();
    // A player with nowhere to go can't be added; a player with a slot can again.
    expect(screen.getByRole('button', { name: 'Add Player' })).toBeDisabled();
    choosePlayer('Bijan Robinson');
    await screen.findByText(/Bijan Robinson would take/);
    expect(screen.getByRole('button', { name: 'Add Player' })).toBeEnabled();
  });
});

describe('adding the player', () => {
  it('asks for both a player and a member', async () => {
    renderPage();
    await screen.findByLabelText('League Member');
    addPlayer();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select a player and a league member.',
    );
    choosePlayer('Bijan Robinson');
    addPlayer();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select a player and a league member.',
    );
    expect(api.callsTo(ADD)).toEqual([]);
  });

  it('adds through the server, reloads list and preview, and the message goes after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage();
    await screen.findByLabelText('League Member');
    chooseMember(101);
    await previewRows('alice - Alice Anchors');
    choosePlayer('Bijan Robinson');
    const searches = api.callsTo(SEARCH).length;
    api.set({
      [ROSTER(101)]: ok([...ALICE_ROSTER, rostered(9, 'Bijan Robinson', 'RB', 'FLEX1')]),
    });
    addPlayer();

    expect(
      await screen.findByText('Successfully added Bijan Robinson to roster.'),
    ).toBeInTheDocument();
    expect(api.callsTo(ADD).map((call) => call.body)).toEqual([
      { league_member_id: 101, player_id: 1 },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /FLEX1/ })).toHaveTextContent('Bijan Robinson'),
    );
    expect(api.callsTo(SEARCH).length).toBeGreaterThan(searches);
    expect(screen.getByRole('radio', { name: 'Bijan Robinson' })).not.toBeChecked();

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Successfully added Bijan Robinson to roster.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(700));
    expect(
      screen.queryByText('Successfully added Bijan Robinson to roster.'),
    ).not.toBeInTheDocument();
  });

  it.each([
    [400, 'No available roster slots for this player.'],
    [409, 'This player is already on a roster in this league.'],
    [409, 'Player is locked: their game has started.'],
  ])('shows the server refusal (%i) %j', async (status, message) => {
    api.set({ [ADD]: fail(status, message) });
    renderPage();
    await screen.findByLabelText('League Member');
    chooseMember(102);
    choosePlayer('Puka Nacua');
    addPlayer();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("falls back to 'Failed to add player.' without a server message", async () => {
    api.set({ [ADD]: noResponse() });
    renderPage();
    await screen.findByLabelText('League Member');
    chooseMember(102);
    choosePlayer('Bijan Robinson');
    addPlayer();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add player.');
  });
});
