import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_ROSTER_RULES,
  type NflScheduleEntry,
  type RosteredPlayer,
  type RosterType,
} from '@fangtasy/shared';
import {
  ALICE,
  fail,
  fakeApiPerTest,
  member,
  ok,
  renderWithSession,
  type FakeReply,
} from '@fangtasy/shared/testing';
import { MemoryRouter } from '@fangtasy/shared/router';
import { LeagueRostersPage } from './league-rosters-page';

/** The page as the shell shows it: inside a router, for its link to the trade centre. */
const renderPage = () =>
  renderWithSession(
    <MemoryRouter>
      <LeagueRostersPage />
    </MemoryRouter>,
  );

const MEMBERS_ROUTE = 'GET /league_members/getLeagueMembersByLeagueId/7';
const rulesRoute = (type: RosterType) => `GET /roster_rules/getRosterRulesByLeagueId/7/${type}`;
const playersRoute = (memberId: number) =>
  `GET /rostered_players/getRosteredPlayersByLeagueMemberId/${memberId}`;
const WEEK_ROUTE = 'GET /fantasy_weeks/current';
const GAMES_ROUTE = 'GET /nfl_schedules/getGameSchedules/2025/10';
/** Every team's players: Alice's team (101) has some, the others none. */
const playersOfEveryTeam = (answer: (memberId: number) => FakeReply) =>
  Object.fromEntries([101, 102, 103, 104].map((id) => [playersRoute(id), answer(id)]));
const api = fakeApiPerTest();

const MEMBERS = [
  member({
    id: 101,
    user_id: ALICE.id,
    username: 'alice',
    team_name: 'Alice Anchors',
    role: 'commish',
  }),
  member({ id: 102, user_id: 12, username: 'bob', team_name: null }),
  member({ id: 103, user_id: 13, username: 'vlad', team_name: 'Count Down', is_vamp: 1 }),
  member({ id: 104, user_id: 14, username: 'nora', team_name: 'Not Yet', role: 'invited' }),
];

const player = (
  id: number,
  name: string,
  position: RosteredPlayer['position'],
  team: string,
  slot: string,
): RosteredPlayer => ({
  id,
  league_id: 7,
  player_id: 1000 + id,
  player_name: name,
  position,
  team,
  nfl_team: team,
  is_injured: 0,
  injury_status: null,
  headshot_url: null,
  roster_position: slot,
  season_points: null,
  league_member_id: 101,
  is_rostered: 1,
});

const ALICE_PLAYERS = [
  player(1, 'Patrick Mahomes', 'QB', 'KC', 'QB1'),
  player(2, 'Bijan Robinson', 'RB', 'ATL', 'RB1'),
  player(3, 'Puka Nacua', 'WR', 'LA', 'BENCH'),
  player(4, 'George Kittle', 'TE', 'SF', 'IR1'),
  player(5, 'Jaylen Waddle', 'WR', 'MIA', 'BENCH'),
];

const game = (team: string, est_time: string, location: string): NflScheduleEntry => ({
  team,
  opponent: 'BUF',
  is_home: true,
  date: '2025-11-09',
  day: 'Sunday',
  est_time,
  location,
  kickoff: null,
  year: 2025,
  week: 10,
  state: 'scheduled',
  period: null,
  game_clock: null,
  home_score: null,
  away_score: null,
});

const rulesFor = (type: RosterType) => ({
  ...DEFAULT_ROSTER_RULES,
  roster_type_id: type,
  bench_count: type === 2 ? 2 : 3,
  ir_count: 1,
});

beforeEach(() => {
  api.set({
    [MEMBERS_ROUTE]: ok(MEMBERS),
    [rulesRoute(1)]: ok(rulesFor(1)),
    [rulesRoute(2)]: ok(rulesFor(2)),
    ...playersOfEveryTeam((memberId) => ok(memberId === 101 ? ALICE_PLAYERS : [])),
    [WEEK_ROUTE]: ok({
      status: 'success',
      data: { year: 2025, week: 10, begin_datetime: '', end_datetime: '' },
    }),
    [GAMES_ROUTE]: ok([game('KC', '13:00', 'Arrowhead Stadium'), game('ATL', 'TBD', '')]),
  });
});

const slotRows = async () => {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      row.children[0]?.textContent,
      row.querySelector('[data-testid="player-card"] span span')?.textContent ??
        row.children[1]?.textContent,
    ]);
};

const teamSelect = () => screen.getByLabelText('Team') as HTMLSelectElement;

describe('League Rosters', () => {
  it("opens on the user's own team with starters, filled bench, empty bench, then IR", async () => {
    renderPage();
    await screen.findByText('Patrick Mahomes');
    expect(teamSelect().value).toBe('101');
    expect(await slotRows()).toEqual([
      ['QB1', 'Patrick Mahomes'],
      ['RB1', 'Bijan Robinson'],
      ['RB2', 'Empty'],
      ['WR1', 'Empty'],
      ['WR2', 'Empty'],
      ['TE1', 'Empty'],
      ['FLEX1', 'Empty'],
      // The one bench order: by position, then name.
      ['BENCH1', 'Jaylen Waddle'],
      ['BENCH2', 'Puka Nacua'],
      ['BENCH3', 'Empty'],
      ['IR1', 'George Kittle'],
    ]);
  });

  it("shows each player's game: date, short weekday, Eastern time or TBD, location or Unknown", async () => {
    renderPage();
    const mahomes = (await screen.findByText('Patrick Mahomes')).closest(
      '[data-testid="player-card"]',
    ) as HTMLElement;
    await waitFor(() =>
      expect(within(mahomes).getByTestId('player-game')).toHaveTextContent(
        'Nov 9, 2025 · Sun · 1:00 PM ET · Arrowhead Stadium',
      ),
    );
    const bijan = screen
      .getByText('Bijan Robinson')
      .closest('[data-testid="player-card"]') as HTMLElement;
    expect(within(bijan).getByTestId('player-game')).toHaveTextContent(
      'Nov 9, 2025 · Sun · TBD · Unknown',
    );
    const puka = screen
      .getByText('Puka Nacua')
      .closest('[data-testid="player-card"]') as HTMLElement;
    expect(within(puka).getByTestId('player-game')).toHaveTextContent('No game scheduled');
    expect(api.callsTo(GAMES_ROUTE)).toHaveLength(1);
  });

  it('cycles through the teams with the arrows, wrapping round, and asks for the schedule once', async () => {
    renderPage();
    await screen.findByText('Patrick Mahomes');
    // Invited users hold no team: three teams to cycle through.
    expect(Array.from(teamSelect().options, (option) => option.textContent)).toEqual([
      'Alice Anchors',
      'bob',
      'Count Down',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Previous member' }));
    await waitFor(() => expect(teamSelect().value).toBe('103'));
    fireEvent.click(screen.getByRole('button', { name: 'Next member' }));
    await waitFor(() => expect(teamSelect().value).toBe('101'));
    fireEvent.click(screen.getByRole('button', { name: 'Next member' }));
    await waitFor(() => expect(teamSelect().value).toBe('102'));
    fireEvent.change(teamSelect(), { target: { value: '103' } });
    await waitFor(() => expect(teamSelect().value).toBe('103'));
    await screen.findByText('No players rostered yet.');

    expect(api.callsTo(WEEK_ROUTE)).toHaveLength(1);
    expect(api.callsTo(GAMES_ROUTE)).toHaveLength(1);
  });

  it("lays out a vampire member's roster with the vampire rules (type 2)", async () => {
    renderPage();
    await screen.findByText('Patrick Mahomes');
    fireEvent.change(teamSelect(), { target: { value: '103' } });
    await screen.findByText('No players rostered yet.');
    expect(api.calls.filter((call) => call.url.startsWith('/roster_rules/')).at(-1)?.url).toBe(
      '/roster_rules/getRosterRulesByLeagueId/7/2',
    );
    const slots = (await slotRows()).map(([slot]) => slot);
    expect(slots.filter((slot) => slot?.startsWith('BENCH'))).toEqual(['BENCH1', 'BENCH2']);
    expect(slots.at(-1)).toBe('IR1');
  });

  it("says 'No players rostered yet.' for a team without players and still lists its empty slots", async () => {
    api.set(playersOfEveryTeam(() => ok([])));
    renderPage();
    expect(await screen.findByText('No players rostered yet.')).toBeInTheDocument();
    expect((await slotRows()).every(([, player]) => player === 'Empty')).toBe(true);
  });

  it.each([
    [
      'members',
      () => api.set({ [MEMBERS_ROUTE]: fail(500, 'boom') }),
      'Failed to load team information: boom',
    ],
    [
      'rules',
      () => api.set({ [rulesRoute(1)]: fail(500, 'rules gone') }),
      'Failed to load roster data: rules gone',
    ],
    [
      'players',
      () => api.set(playersOfEveryTeam(() => fail(403, 'You are not a member of this league.'))),
      'Failed to load rostered players: You are not a member of this league.',
    ],
  ])('shows a failure to load the %s with its prefix', async (_what, refuse, text) => {
    refuse();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('still shows the roster when the game schedule cannot be loaded', async () => {
    api.set({ [WEEK_ROUTE]: fail(404, 'No fantasy week found for the current date') });
    renderPage();
    expect(await screen.findByText('Patrick Mahomes')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("waits for this week's games rather than flash 'No game scheduled' on every card", async () => {
    let answerGames: (entries: NflScheduleEntry[]) => void = () => {};
    const games = new Promise<FakeReply>((resolve) => {
      answerGames = (entries) => resolve(ok(entries));
    });
    api.set({ [GAMES_ROUTE]: () => games });
    renderPage();
    await waitFor(() => expect(api.callsTo(playersRoute(101))).not.toHaveLength(0));
    await waitFor(() => expect(api.callsTo(GAMES_ROUTE)).not.toHaveLength(0));
    expect(screen.queryByText('Patrick Mahomes')).not.toBeInTheDocument();
    expect(screen.queryByText('No game scheduled')).not.toBeInTheDocument();
    answerGames([game('KC', '13:00', 'Arrowhead Stadium')]);
    const mahomes = (await screen.findByText('Patrick Mahomes')).closest(
      '[data-testid="player-card"]',
    ) as HTMLElement;
    expect(within(mahomes).getByTestId('player-game')).toHaveTextContent('Arrowhead Stadium');
  });

  it("leads from another team's roster to an offer for it, never from the user's own", async () => {
    renderPage();
    await screen.findByText('Patrick Mahomes');
    expect(screen.queryByRole('link', { name: /^Propose a trade/ })).toBeNull();
    fireEvent.change(teamSelect(), { target: { value: '103' } });
    expect(await screen.findByRole('link', { name: /^Propose a trade to / })).toHaveAttribute(
      'href',
      '/trades?with=103',
    );
  });
});
