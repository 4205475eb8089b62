import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as shared from '@fangtasy/shared';
import type { Matchup, MatchupSide, MatchupSlot, WeekMatchups } from '@fangtasy/shared';
import { apiError, DEMO_LEAGUE, renderWithSession } from '@fangtasy/shared/testing';
import { MatchupsPage } from './matchups-page';

vi.mock('@fangtasy/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof shared>()),
  getCurrentFantasyWeek: vi.fn(),
  getMatchupsByLeagueAndWeek: vi.fn(),
}));
const api = {
  week: vi.mocked(shared.getCurrentFantasyWeek),
  matchups: vi.mocked(shared.getMatchupsByLeagueAndWeek),
};

const OWN = 102;

const slot = (code: string, player?: [name: string, score: number | null]): MatchupSlot => ({
  slot: code,
  kind: code.replace(/\d+$/, '') as MatchupSlot['kind'],
  player: player
    ? {
        player_id: code.length * 100 + (player[1] ?? 0),
        player_name: player[0],
        position: 'RB',
        team: 'KC',
        is_injured: 0,
        headshot_url: null,
        score: player[1],
        game_status: player[1] === null ? 'scheduled' : 'in_progress',
        kickoff: '2025-11-09T18:00:00Z',
        is_home: true,
        // A scored player's game is under way: the second quarter, as a live source reports it.
        ...(player[1] === null
          ? { period: null, game_clock: null, home_score: null, away_score: null }
          : { period: 2, game_clock: '8:15', home_score: 10, away_score: 7 }),
      }
    : null,
});

const side = (id: number, teamName: string | null, overrides: Partial<MatchupSide> = {}) => ({
  league_member_id: id,
  team_name: teamName,
  score: 0,
  starters: [slot('QB1'), slot('RB1')],
  bench: [slot('BENCH1')],
  player_count: 0,
  ...overrides,
});

const ALICE_VS_BOB: Matchup = {
  id: 1,
  week: 10,
  is_final: false,
  home: side(101, 'Alice Anchors', {
    score: 31.5,
    starters: [slot('QB1', ['Patrick Mahomes', 24.1]), slot('RB1', ['Bijan Robinson', 7.4])],
    bench: [slot('BENCH1', ['Puka Nacua', 12]), slot('BENCH2'), slot('IR1')],
    player_count: 3,
  }),
  away: side(OWN, null, {
    score: 8,
    starters: [slot('QB1', ['Josh Allen', null]), slot('RB1', ['Saquon Barkley', 8])],
    bench: [slot('BENCH1')],
    player_count: 2,
  }),
};

const CARMEN_VS_VLAD: Matchup = {
  id: 2,
  week: 10,
  is_final: false,
  home: side(103, 'Carmen Comets', {
    score: 12.25,
    starters: [slot('QB1', ['Jalen Hurts', 12.25]), slot('RB1')],
    player_count: 1,
  }),
  away: side(104, 'Count Down', {
    score: 3,
    starters: [slot('QB1', ['Lamar Jackson', 3]), slot('RB1')],
    player_count: 1,
  }),
};

const week = (overrides: Partial<WeekMatchups> = {}): WeekMatchups => ({
  league: { league_id: DEMO_LEAGUE.league_id, name: DEMO_LEAGUE.name, season: 2025 },
  week: 10,
  weeks: [8, 9, 10, 11],
  current_week: 10,
  own_league_member_id: OWN,
  is_final: false,
  in_progress: false,
  next_kickoff: null,
  updated_at: '2025-11-09T20:00:00.000Z',
  matchups: [CARMEN_VS_VLAD, ALICE_VS_BOB],
  ...overrides,
});

beforeEach(() => {
  api.week.mockResolvedValue({
    year: 2025,
    week: 10,
    begin_datetime: '2025-11-04T05:00:00Z',
    end_datetime: '2025-11-11T05:00:00Z',
  });
  api.matchups.mockImplementation(async (_league, n) => week({ week: n }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.resetAllMocks();
});

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      Array.from(
        row.querySelectorAll('th, td'),
        (cell) => (cell.querySelector('[data-testid="player-name"]') ?? cell).textContent,
      ),
    );

const weekSelect = () => screen.getByLabelText('Week') as HTMLSelectElement;
const matchupSelect = () => screen.getByLabelText('Matchup') as HTMLSelectElement;

describe('Matchups', () => {
  it("opens on the current week and the member's own matchup, titled with the league", async () => {
    renderWithSession(<MatchupsPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Fangtasy Demo League Matchups' }),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Home team starters' });
    expect(api.matchups).toHaveBeenCalledWith(DEMO_LEAGUE.league_id, 10);
    expect(weekSelect().value).toBe('10');
    expect(Array.from(weekSelect().options, (o) => o.text)).toEqual([
      'Week 8',
      'Week 9',
      'Week 10',
      'Week 11',
    ]);
    expect(matchupSelect().value).toBe('1');
    expect(Array.from(matchupSelect().options, (o) => o.text)).toEqual([
      'Carmen Comets vs Count Down',
      'Alice Anchors vs Unknown',
    ]);
  });

  it("shows home as player then score and away as score then player, with 'Empty' and '--'", async () => {
    renderWithSession(<MatchupsPage />);
    const home = await screen.findByRole('table', { name: 'Home team starters' });
    expect(cells(home)).toEqual([
      ['Slot', 'Player', 'Score'],
      ['QB1', 'Patrick Mahomes', '24.10'],
      ['RB1', 'Bijan Robinson', '7.40'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Away team starters' }))).toEqual([
      ['Score', 'Player', 'Slot'],
      ['--', 'Josh Allen', 'QB1'],
      ['8.00', 'Saquon Barkley', 'RB1'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Home team bench' }))).toEqual([
      ['Slot', 'Player', 'Score'],
      ['BENCH1', 'Puka Nacua', '12.00'],
      ['BENCH2', 'Empty', '--'],
      ['IR1', 'Empty', '--'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Away team bench' }))).toEqual([
      ['Score', 'Player', 'Slot'],
      ['--', 'Empty', 'BENCH1'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Alice Anchors' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Unknown' })).toBeInTheDocument();
    expect(screen.getByLabelText('Home team score')).toHaveTextContent('31.50');
    expect(screen.getByLabelText('Away team score')).toHaveTextContent('8.00');
    expect(screen.getByText('Last updated Nov 9, 2025 3:00 PM ET')).toBeInTheDocument();
  });

  it('switches matchups and weeks with the pickers', async () => {
    renderWithSession(<MatchupsPage />);
    await screen.findByRole('heading', { level: 2, name: 'Alice Anchors' });
    fireEvent.change(matchupSelect(), { target: { value: '2' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Carmen Comets' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Count Down' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Alice Anchors' })).toBeNull();
    expect(screen.getByLabelText('Away team score')).toHaveTextContent('3.00');
    expect(cells(screen.getByRole('table', { name: 'Home team starters' }))[1]).toEqual([
      'QB1',
      'Jalen Hurts',
      '12.25',
    ]);

    api.matchups.mockImplementation(async (_league, n) =>
      week({
        week: n,
        matchups: [
          { ...CARMEN_VS_VLAD, id: 9, week: n, home: { ...CARMEN_VS_VLAD.home, score: 99.9 } },
        ],
      }),
    );
    fireEvent.change(weekSelect(), { target: { value: '9' } });
    expect(await screen.findByText('99.90')).toBeInTheDocument();
    expect(api.matchups).toHaveBeenLastCalledWith(DEMO_LEAGUE.league_id, 9);
    expect(weekSelect().value).toBe('9');
    expect(matchupSelect().value).toBe('9');
  });

  it("says 'No matchups found for this week.' and 'No matchups available' for a week without games", async () => {
    api.matchups.mockResolvedValue(week({ matchups: [] }));
    renderWithSession(<MatchupsPage />);
    expect(await screen.findByText('No matchups found for this week.')).toBeInTheDocument();
    expect(Array.from(matchupSelect().options, (o) => o.text)).toEqual(['No matchups available']);
    expect(matchupSelect()).toBeDisabled();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("offers 'No weeks available' when the season has no weeks", async () => {
    api.matchups.mockResolvedValue(week({ weeks: [], matchups: [] }));
    renderWithSession(<MatchupsPage />);
    await screen.findByText('No matchups found for this week.');
    expect(Array.from(weekSelect().options, (o) => o.text)).toEqual(['No weeks available']);
  });

  it('falls back to week 1 when the server has no current week', async () => {
    api.week.mockRejectedValue(apiError(404, 'No fantasy week found for the current date'));
    renderWithSession(<MatchupsPage />);
    await screen.findByRole('table', { name: 'Home team starters' });
    expect(api.matchups).toHaveBeenCalledWith(DEMO_LEAGUE.league_id, 1);
  });

  it("after the league's 14 weeks (NFL weeks 15-18) opens on its last week, never a week it lacks", async () => {
    api.week.mockResolvedValue({
      year: 2025,
      week: 16,
      begin_datetime: '2025-12-16T05:00:00Z',
      end_datetime: '2025-12-23T05:00:00Z',
    });
    api.matchups.mockImplementation(async (_league, n) =>
      week({ week: n, weeks: Array.from({ length: 14 }, (_, i) => i + 1) }),
    );
    renderWithSession(<MatchupsPage />);
    await screen.findByRole('table', { name: 'Home team starters' });
    expect(api.matchups).toHaveBeenCalledWith(DEMO_LEAGUE.league_id, 14);
    expect(weekSelect().value).toBe('14');
  });

  it("labels each player's game: quarter and clock, Final with the score, Bye, kickoff", async () => {
    const game = (
      entry: MatchupSlot,
      fields: Partial<NonNullable<MatchupSlot['player']>>,
    ): MatchupSlot => ({ ...entry, player: { ...entry.player!, ...fields } });
    const withStates: Matchup = {
      ...ALICE_VS_BOB,
      home: {
        ...ALICE_VS_BOB.home,
        starters: [
          game(slot('QB1', ['Patrick Mahomes', 24.1]), {
            game_status: 'final',
            period: null,
            game_clock: null,
            home_score: 17,
            away_score: 24,
            is_home: false,
          }),
          game(slot('RB1', ['Bijan Robinson', null]), { game_status: 'none', kickoff: null }),
        ],
        bench: [
          game(slot('BENCH1', ['Puka Nacua', null]), { kickoff: '2025-11-09T21:25:00Z' }),
          game(slot('BENCH2', ['Jaylen Waddle', 3]), { period: 5, game_clock: '02:10' }),
          game(slot('BENCH3', ['Sam LaPorta', 0]), { period: null, game_clock: null }),
        ],
      },
    };
    api.matchups.mockResolvedValue(week({ matchups: [withStates] }));
    renderWithSession(<MatchupsPage />);
    await screen.findByRole('table', { name: 'Home team starters' });
    const statusOf = (name: string) =>
      screen.getByText(name).closest('td')!.querySelector('[data-testid="game-status"]');
    expect(statusOf('Patrick Mahomes')).toHaveTextContent(/^Final 24–17$/);
    expect(statusOf('Bijan Robinson')).toHaveTextContent(/^Bye$/);
    expect(statusOf('Puka Nacua')).toHaveTextContent(/^Sun 4:25 PM ET$/);
    expect(statusOf('Saquon Barkley')).toHaveTextContent(/^Q2 8:15$/);
    expect(statusOf('Jaylen Waddle')).toHaveTextContent(/^OT 2:10$/);
    // Under way with no source reporting the quarter: only that it is live.
    expect(statusOf('Sam LaPorta')).toHaveTextContent(/^Live$/);
  });

  it('shows each player with his initials and his team badge', async () => {
    renderWithSession(<MatchupsPage />);
    const home = await screen.findByRole('table', { name: 'Home team starters' });
    const cell = within(home).getByText('Patrick Mahomes').closest('td')!;
    expect(within(cell).getByTestId('player-avatar')).toHaveTextContent('PM');
    expect(within(cell).getByTestId('team-badge')).toHaveTextContent('KC');
  });

  it("reads 'Failed to load data: ' and the server's message when the week can't be loaded", async () => {
    api.matchups.mockRejectedValue(apiError(500, 'database offline'));
    renderWithSession(<MatchupsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load data: database offline',
    );
  });

  it.each([
    [0, 0, 'No players rostered for either team.'],
    [0, 2, 'No players rostered for home team.'],
    [3, 0, 'No players rostered for away team.'],
  ])('with %i home and %i away players says %s', async (homeCount, awayCount, text) => {
    const matchup: Matchup = {
      ...ALICE_VS_BOB,
      home: { ...ALICE_VS_BOB.home, player_count: homeCount },
      away: { ...ALICE_VS_BOB.away, player_count: awayCount },
    };
    api.matchups.mockResolvedValue(week({ matchups: [matchup] }));
    renderWithSession(<MatchupsPage />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("reads 'Failed to load rosters.' when a team's roster rules are missing", async () => {
    api.matchups.mockResolvedValue(
      week({ matchups: [{ ...ALICE_VS_BOB, away: { ...ALICE_VS_BOB.away, starters: null } }] }),
    );
    renderWithSession(<MatchupsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load rosters.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('Matchups live scores', () => {
  it('refreshes every 30 s while a game is in progress, keeping the scores on screen meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.matchups.mockResolvedValueOnce(week({ in_progress: true }));
    renderWithSession(<MatchupsPage />);
    await screen.findByText('Josh Allen');
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(api.matchups).toHaveBeenCalledTimes(1);

    // The refresh is slow to answer: the old scores stay, no loading line replaces them.
    let answer: (value: WeekMatchups) => void = () => {};
    api.matchups.mockImplementationOnce(
      () =>
        new Promise<WeekMatchups>((resolve) => {
          answer = resolve;
        }),
    );
    await act(() => vi.advanceTimersByTimeAsync(shared.TIMINGS.liveRefreshMs));
    expect(api.matchups).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Josh Allen')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /loading/i })).toBeNull();
    expect(screen.queryByText('Loading...')).toBeNull();

    const scored: Matchup = {
      ...ALICE_VS_BOB,
      away: {
        ...ALICE_VS_BOB.away,
        score: 26.3,
        starters: [slot('QB1', ['Josh Allen', 18.3]), slot('RB1', ['Saquon Barkley', 8])],
      },
    };
    await act(async () =>
      answer(
        week({
          in_progress: true,
          updated_at: '2025-11-09T23:00:00.000Z',
          matchups: [CARMEN_VS_VLAD, scored],
        }),
      ),
    );
    const away = screen.getByRole('table', { name: 'Away team starters' });
    expect(cells(away)[1]).toEqual(['18.30', 'Josh Allen', 'QB1']);
    expect(screen.getByLabelText('Away team score')).toHaveTextContent('26.30');
    expect(screen.getByText('Last updated Nov 9, 2025 6:00 PM ET')).toBeInTheDocument();
    // The member's pick survives the refresh.
    expect(matchupSelect().value).toBe('1');
  });

  it('stays still when no game is in progress', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithSession(<MatchupsPage />);
    await screen.findByText('Josh Allen');
    await act(() => vi.advanceTimersByTimeAsync(5 * shared.TIMINGS.liveRefreshMs));
    expect(api.matchups).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Live')).toBeNull();
  });

  it('keeps the last scores when a refresh fails, and tries again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.matchups.mockResolvedValueOnce(week({ in_progress: true }));
    api.matchups.mockRejectedValueOnce(apiError(503, 'busy'));
    renderWithSession(<MatchupsPage />);
    await screen.findByText('Josh Allen');
    await act(() => vi.advanceTimersByTimeAsync(shared.TIMINGS.liveRefreshMs));
    expect(api.matchups).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Josh Allen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(shared.TIMINGS.liveRefreshMs));
    expect(api.matchups).toHaveBeenCalledTimes(3);
  });

  it('stops refreshing when the page closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.matchups.mockResolvedValue(week({ in_progress: true }));
    const { unmount } = renderWithSession(<MatchupsPage />);
    await screen.findByText('Josh Allen');
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(3 * shared.TIMINGS.liveRefreshMs));
    expect(api.matchups).toHaveBeenCalledTimes(1);
  });
});
