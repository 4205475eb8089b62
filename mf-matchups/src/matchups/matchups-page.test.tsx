import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@fangtasy/shared';
import type { Matchup, MatchupSide, MatchupSlot, WeekMatchups } from '@fangtasy/shared';
import {
  DEMO_LEAGUE,
  fail,
  fakeApiPerTest,
  ok,
  okStatus,
  renderWithSession,
  type FakeReply,
} from '@fangtasy/shared/testing';
import { MatchupsPage } from './matchups-page';

const CURRENT = 'GET /fantasy_weeks/current';
const WEEK_READ = '/matchups/getMatchupsByLeagueAndWeek/7/';
type WeekReply = (week: number) => FakeReply | Promise<FakeReply>;
/** How a week's read answers, unless a one-off answer is queued first. */
let weekReply: WeekReply;
const nextReplies: WeekReply[] = [];
const api = fakeApiPerTest({
  [CURRENT]: okStatus({
    data: {
      year: 2025,
      week: 10,
      begin_datetime: '2025-11-04T05:00:00Z',
      end_datetime: '2025-11-11T05:00:00Z',
    },
  }),
  ...Object.fromEntries(
    Array.from({ length: 14 }, (_, index) => [
      `GET ${WEEK_READ}${index + 1}`,
      () => (nextReplies.shift() ?? weekReply)(index + 1),
    ]),
  ),
});
/** The weeks the page read, in order. */
const weekReads = () =>
  api.calls
    .filter((call) => call.url.startsWith(WEEK_READ))
    .map((call) => Number(call.url.split('/').at(-1)));

const OWN = 102;

const slot = (
  code: string,
  player?: [name: string, score: number | null, perGame?: number],
): MatchupSlot => ({
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
        points_per_game: player[2] ?? 0,
      }
    : null,
});

const side = (
  id: number,
  teamName: string | null,
  overrides: Partial<MatchupSide> = {},
): MatchupSide => ({
  league_member_id: id,
  team_name: teamName,
  roster_type_id: 1,
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
    starters: [
      slot('QB1', ['Patrick Mahomes', 24.1, 24]),
      slot('RB1', ['Bijan Robinson', 7.4, 16]),
    ],
    bench: [slot('BENCH1', ['Puka Nacua', 12]), slot('BENCH2'), slot('IR1')],
    player_count: 3,
  }),
  away: side(OWN, null, {
    score: 8,
    starters: [slot('QB1', ['Josh Allen', null, 24.6]), slot('RB1', ['Saquon Barkley', 8, 8])],
    bench: [slot('BENCH1')],
    player_count: 2,
  }),
  playoff: null,
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
  playoff: null,
};

const REGULAR_RULES: WeekMatchups['roster_rules'][number] = {
  roster_type_id: 1,
  quarterback_count: 1,
  running_back_count: 2,
  wide_receiver_count: 2,
  tight_end_count: 1,
  wide_receiver_tight_end_count: 0,
  flex_count: 1,
  bench_count: 6,
  ir_count: 2,
  max_roster_size: 17,
  max_qb_count: null,
  max_rb_count: null,
  max_wr_count: null,
  max_te_count: null,
};
const VAMPIRE_RULES: WeekMatchups['roster_rules'][number] = {
  ...REGULAR_RULES,
  roster_type_id: 2,
  running_back_count: 1,
  wide_receiver_count: 3,
  tight_end_count: 0,
  wide_receiver_tight_end_count: 1,
  flex_count: 0,
};

const week = (overrides: Partial<WeekMatchups> = {}): WeekMatchups => ({
  league: { league_id: DEMO_LEAGUE.league_id, name: DEMO_LEAGUE.name, season: 2025 },
  week: 10,
  phase: 'playoffs',
  round_name: 'Semifinals',
  weeks: [8, 9, 10, 11],
  current_week: 10,
  own_league_member_id: OWN,
  is_final: false,
  in_progress: false,
  next_kickoff: null,
  updated_at: '2025-11-09T20:00:00.000Z',
  roster_rules: [REGULAR_RULES, VAMPIRE_RULES],
  matchups: [CARMEN_VS_VLAD, ALICE_VS_BOB],
  ...overrides,
});

beforeEach(() => {
  weekReply = (n) => ok(week({ week: n }));
  nextReplies.length = 0;
});
afterEach(() => vi.useRealTimers());

/** The body rows of a paired table: [home player, score, slot, score, away player]. */
const cells = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tbody tr')).map((row) =>
    Array.from(
      row.querySelectorAll('th, td'),
      (cell) => (cell.querySelector('[data-testid="player-name"]') ?? cell).textContent,
    ),
  );

const STARTERS = 'Starters, slot by slot';
const BENCH = 'Bench, slot by slot';

const weekSelect = () => screen.getByLabelText('Week') as HTMLSelectElement;
const matchupSelect = () => screen.getByLabelText('Matchup') as HTMLSelectElement;

describe('Matchups', () => {
  it("opens on the current week and the member's own matchup, titled with the league", async () => {
    renderWithSession(<MatchupsPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Fangtasy Demo League Matchups' }),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: STARTERS });
    expect(weekReads()).toContain(10);
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

  it("pairs the lineups slot by slot: home player and score, the slot, away score and player, with 'Empty' and '--'", async () => {
    renderWithSession(<MatchupsPage />);
    const starters = await screen.findByRole('table', { name: STARTERS });
    expect(cells(starters)).toEqual([
      ['Patrick Mahomes', '24.10', 'QB1', '--', 'Josh Allen'],
      ['Bijan Robinson', '7.40', 'RB1', '8.00', 'Saquon Barkley'],
    ]);
    // The bench pairs bench with bench, then IR with IR; a slot the other side lacks faces nothing.
    expect(cells(screen.getByRole('table', { name: BENCH }))).toEqual([
      ['Puka Nacua', '12.00', 'BENCH1', '--', 'Empty'],
      ['Empty', '--', 'BENCH2', '', 'No slot'],
      ['Empty', '--', 'IR1', '', 'No slot'],
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Bench' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Alice Anchors/ })).toBeInTheDocument();
    // The member's own team says so.
    expect(screen.getByRole('heading', { level: 2, name: /^Unknown/ })).toHaveTextContent(
      /^UnknownYou$/,
    );
    expect(screen.getByLabelText('Home team score')).toHaveTextContent('31.50');
    expect(screen.getByLabelText('Away team score')).toHaveTextContent('8.00');
    expect(screen.getByText('Last updated Nov 9, 2025 3:00 PM ET')).toBeInTheDocument();
    expect(screen.queryByText(/vampire rules/)).toBeNull();
  });

  it("counts each side's starters yet to play and playing, projects its final and splits the win chance", async () => {
    renderWithSession(<MatchupsPage />);
    await screen.findByRole('table', { name: STARTERS });
    // Independent arithmetic: a starter yet to play adds his points per game; one playing adds
    // his points per game for the share of regulation left (Q2 8:15 → 38.25 of 60 minutes).
    const shareLeft = (period: number, clock: string) => {
      const [minutes, seconds] = clock.split(':').map(Number) as [number, number];
      return ((4 - period) * 15 + minutes + seconds / 60) / 60;
    };
    const outlook = (matchupSide: MatchupSide) => {
      let yet = 0;
      let playing = 0;
      let toCome = 0;
      for (const { player } of matchupSide.starters!) {
        if (!player) continue;
        if (player.game_status === 'scheduled') {
          yet += 1;
          toCome += player.points_per_game;
        } else if (player.game_status === 'in_progress') {
          playing += 1;
          toCome += player.points_per_game * shareLeft(player.period!, player.game_clock!);
        }
      }
      return { yet, playing, toCome, projected: matchupSide.score + toCome };
    };
    const home = outlook(ALICE_VS_BOB.home);
    const away = outlook(ALICE_VS_BOB.away);
    expect(home).toMatchObject({ yet: 0, playing: 2 });
    expect(away).toMatchObject({ yet: 1, playing: 1 });
    expect(screen.getByTestId('home-progress')).toHaveTextContent('0 yet to play · 2 playing');
    expect(screen.getByTestId('away-progress')).toHaveTextContent('1 yet to play · 1 playing');
    expect(screen.getByTestId('home-projection')).toHaveTextContent(
      `Proj. ${home.projected.toFixed(2)}`,
    );
    expect(screen.getByTestId('away-projection')).toHaveTextContent(
      `Proj. ${away.projected.toFixed(2)}`,
    );
    expect(home.projected.toFixed(2)).toBe('57.00');
    expect(away.projected.toFixed(2)).toBe('37.70');

    // The win chance: the projected lead against a normal spread of 0.8 × the points to come on
    // each side, integrated here by Simpson's rule.
    const spread = 0.8 * Math.sqrt(home.toCome ** 2 + away.toCome ** 2);
    const z = (home.projected - away.projected) / spread;
    const steps = 2000;
    const from = -10;
    const h = (z - from) / steps;
    const density = (x: number) => Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI);
    let area = density(from) + density(z);
    for (let i = 1; i < steps; i++) area += density(from + i * h) * (i % 2 === 1 ? 4 : 2);
    const homePercent = Math.round(((area * h) / 3) * 100);
    expect(homePercent).toBe(73);
    expect(screen.getByTestId('home-win')).toHaveTextContent(`${homePercent}%`);
    expect(screen.getByTestId('away-win')).toHaveTextContent(`${100 - homePercent}%`);
    // Said in words, not by the bar's colours alone.
    expect(
      screen.getByText(
        `Win probability: Alice Anchors ${homePercent}%, Unknown ${100 - homePercent}%`,
      ),
    ).toBeInTheDocument();
  });

  it('says Final instead of projections and odds once the matchup is final', async () => {
    const final: Matchup = { ...ALICE_VS_BOB, is_final: true };
    weekReply = () => ok(week({ is_final: true, matchups: [final] }));
    renderWithSession(<MatchupsPage />);
    await screen.findByRole('table', { name: STARTERS });
    expect(screen.getByTestId('home-progress')).toHaveTextContent(/^Final$/);
    expect(screen.queryByTestId('home-projection')).toBeNull();
    expect(screen.queryByTestId('win-bar')).toBeNull();
  });

  it("pairs a vampire's different layout by order and says why the lineups differ", async () => {
    const player = (name: string) => [name, null, 10] as [string, null, number];
    const vampireMatchup: Matchup = {
      ...CARMEN_VS_VLAD,
      home: {
        ...CARMEN_VS_VLAD.home,
        starters: ['QB1', 'RB1', 'RB2', 'WR1', 'WR2', 'TE1', 'FLEX1'].map((code) =>
          slot(code, player(`Home ${code}`)),
        ),
        player_count: 7,
      },
      away: {
        ...CARMEN_VS_VLAD.away,
        roster_type_id: 2,
        starters: ['QB1', 'RB1', 'WR1', 'WR2', 'WR3', 'WRT1'].map((code) =>
          slot(code, player(`Away ${code}`)),
        ),
        player_count: 6,
      },
    };
    weekReply = () => ok(week({ matchups: [vampireMatchup] }));
    renderWithSession(<MatchupsPage />);
    const starters = await screen.findByRole('table', { name: STARTERS });
    const rows = Array.from(starters.querySelectorAll('tbody tr'), (row) => [
      row.getAttribute('data-home-slot'),
      row.getAttribute('data-away-slot'),
    ]);
    expect(rows).toEqual([
      ['QB1', 'QB1'],
      ['RB1', 'RB1'],
      ['RB2', 'WR1'],
      ['WR1', 'WR2'],
      ['WR2', 'WR3'],
      ['TE1', 'WRT1'],
      ['FLEX1', ''],
    ]);
    expect(cells(starters)[2]).toEqual(['Home RB2', '--', 'RB2WR1', '--', 'Away WR1']);
    expect(within(starters).getByRole('rowheader', { name: 'RB2 / WR1' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Count Down plays under the vampire rules, so the lineups differ by slot. ' +
          'Vampire rules: 1 RB · 3 WR · no TE · 1 WR/TE · no FLEX',
      ),
    ).toBeInTheDocument();
  });

  it('switches matchups and weeks with the pickers', async () => {
    renderWithSession(<MatchupsPage />);
    await screen.findByRole('heading', { level: 2, name: 'Alice Anchors' });
    fireEvent.change(matchupSelect(), { target: { value: '2' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Carmen Comets' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Count Down' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Alice Anchors' })).toBeNull();
    expect(screen.getByLabelText('Away team score')).toHaveTextContent('3.00');
    expect(cells(screen.getByRole('table', { name: STARTERS }))[0]).toEqual([
      'Jalen Hurts',
      '12.25',
      'QB1',
      '3.00',
      'Lamar Jackson',
    ]);

    weekReply = (n) =>
      ok(
        week({
          week: n,
          matchups: [
            { ...CARMEN_VS_VLAD, id: 9, week: n, home: { ...CARMEN_VS_VLAD.home, score: 99.9 } },
          ],
        }),
      );
    fireEvent.change(weekSelect(), { target: { value: '9' } });
    expect(await screen.findByText('99.90')).toBeInTheDocument();
    expect(weekReads().at(-1)).toBe(9);
    expect(weekSelect().value).toBe('9');
    expect(matchupSelect().value).toBe('9');
  });

  it("says 'No matchups found for this week.' and 'No matchups available' for a week without games", async () => {
    weekReply = () => ok(week({ matchups: [] }));
    renderWithSession(<MatchupsPage />);
    expect(await screen.findByText('No matchups found for this week.')).toBeInTheDocument();
    expect(Array.from(matchupSelect().options, (o) => o.text)).toEqual(['No matchups available']);
    expect(matchupSelect()).toBeDisabled();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says a week the playoffs leave out has no games for anyone', async () => {
    weekReply = () => ok(week({ week: 13, phase: 'no_games', round_name: null, matchups: [] }));
    renderWithSession(<MatchupsPage />);
    expect(
      await screen.findByText("No games this week: the league's playoffs do not use week 13."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('names a playoff matchup: its round, the week of a two-week round, the seeds and the points carried', async () => {
    const semifinal = {
      ...ALICE_VS_BOB,
      playoff: {
        bracket: 'playoff' as const,
        round: 2,
        round_name: 'Semifinals',
        round_week: 2,
        round_weeks: 2,
        home_seed: 2,
        away_seed: 3,
        home_points_before: 101.5,
        away_points_before: 99.25,
      },
    };
    weekReply = () => ok(week({ matchups: [semifinal] }));
    renderWithSession(<MatchupsPage />);
    await screen.findByRole('table', { name: STARTERS });
    expect(screen.getByText(/^Semifinals/)).toHaveTextContent(
      'Semifinals · week 2 of 2 · seed 2 (home) v seed 3 · carried from week 1: 101.50 – 99.25',
    );
  });

  it("offers 'No weeks available' when the season has no weeks", async () => {
    weekReply = () => ok(week({ weeks: [], matchups: [] }));
    renderWithSession(<MatchupsPage />);
    await screen.findByText('No matchups found for this week.');
    expect(Array.from(weekSelect().options, (o) => o.text)).toEqual(['No weeks available']);
  });

  it('falls back to week 1 when the server has no current week', async () => {
    api.set({ [CURRENT]: fail(404, 'No fantasy week found for the current date') });
    renderWithSession(<MatchupsPage />);
    await screen.findByRole('table', { name: STARTERS });
    expect(weekReads()).toContain(1);
  });

  it("after the league's 14 weeks (NFL weeks 15-18) opens on its last week, never a week it lacks", async () => {
    api.set({
      [CURRENT]: okStatus({
        data: {
          year: 2025,
          week: 16,
          begin_datetime: '2025-12-16T05:00:00Z',
          end_datetime: '2025-12-23T05:00:00Z',
        },
      }),
    });
    weekReply = (n) => ok(week({ week: n, weeks: Array.from({ length: 14 }, (_, i) => i + 1) }));
    renderWithSession(<MatchupsPage />);
    await screen.findByRole('table', { name: STARTERS });
    expect(weekReads()).toContain(14);
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
    weekReply = () => ok(week({ matchups: [withStates] }));
    renderWithSession(<MatchupsPage />);
    await screen.findByRole('table', { name: STARTERS });
    const statusOf = (name: string) =>
      screen.getByText(name).closest('td')!.querySelector('[data-testid="game-status"]');
    const stateOf = (name: string) =>
      screen
        .getByText(name)
        .closest('td')!
        .querySelector('[data-testid="game-state"]')!
        .getAttribute('data-state');
    expect(statusOf('Patrick Mahomes')).toHaveTextContent(/^Final 24–17$/);
    expect(statusOf('Bijan Robinson')).toHaveTextContent(/^Bye$/);
    expect(statusOf('Puka Nacua')).toHaveTextContent(/^Sun 4:25 PM ET$/);
    expect(statusOf('Saquon Barkley')).toHaveTextContent(/^Q2 8:15$/);
    expect(statusOf('Jaylen Waddle')).toHaveTextContent(/^OT 2:10$/);
    // Under way with no source reporting the quarter: only that it is live.
    expect(statusOf('Sam LaPorta')).toHaveTextContent(/^Live$/);
    // Each state has its own mark, and its words for a screen reader.
    expect(stateOf('Patrick Mahomes')).toBe('final');
    expect(stateOf('Bijan Robinson')).toBe('none');
    expect(stateOf('Puka Nacua')).toBe('scheduled');
    expect(stateOf('Saquon Barkley')).toBe('in_progress');
    const cellOf = (name: string) => screen.getByText(name).closest('td')!;
    expect(cellOf('Puka Nacua')).toHaveTextContent(/Puka Nacua\s*Yet to play: RB/);
    expect(cellOf('Saquon Barkley')).toHaveTextContent(/Saquon Barkley\s*Playing: RB/);
    expect(cellOf('Bijan Robinson')).toHaveTextContent(/Bijan Robinson\s*Bye: RB/);
    // '--' for a bye and a game not yet played, the state's mark beside it.
    const scoreBeside = (name: string) => cellOf(name).nextElementSibling!;
    expect(scoreBeside('Bijan Robinson')).toHaveTextContent(/^--$/);
    expect(scoreBeside('Bijan Robinson').querySelector('[data-state]')).toHaveAttribute(
      'data-state',
      'none',
    );
    expect(scoreBeside('Puka Nacua').querySelector('[data-state]')).toHaveAttribute(
      'data-state',
      'scheduled',
    );
  });

  it('shows each player with his initials and his team badge', async () => {
    renderWithSession(<MatchupsPage />);
    const home = await screen.findByRole('table', { name: STARTERS });
    const cell = within(home).getByText('Patrick Mahomes').closest('td')!;
    expect(within(cell).getByTestId('player-avatar')).toHaveTextContent('PM');
    expect(within(cell).getByTestId('team-badge')).toHaveTextContent('KC');
  });

  it("reads 'Failed to load data: ' and the server's message when the week can't be loaded", async () => {
    weekReply = () => fail(500, 'database offline');
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
    weekReply = () => ok(week({ matchups: [matchup] }));
    renderWithSession(<MatchupsPage />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it("reads 'Failed to load rosters.' when a team's roster rules are missing", async () => {
    weekReply = () =>
      ok(week({ matchups: [{ ...ALICE_VS_BOB, away: { ...ALICE_VS_BOB.away, starters: null } }] }));
    renderWithSession(<MatchupsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load rosters.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('Matchups live scores', () => {
  it('refreshes every 30 s while a game is in progress, keeping the scores on screen meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    nextReplies.push(() => ok(week({ in_progress: true })));
    renderWithSession(<MatchupsPage />);
    await screen.findByText('Josh Allen');
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(weekReads()).toHaveLength(1);

    // The refresh is slow to answer: the old scores stay, no loading line replaces them.
    let answer: (value: WeekMatchups) => void = () => {};
    nextReplies.push(
      () =>
        new Promise<FakeReply>((resolve) => {
          answer = (value) => resolve(ok(value));
        }),
    );
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.liveRefreshMs));
    await waitFor(() => expect(weekReads()).toHaveLength(2));
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
    await waitFor(() =>
      expect(screen.getByLabelText('Away team score')).toHaveTextContent('26.30'),
    );
    const starters = screen.getByRole('table', { name: STARTERS });
    expect(cells(starters)[0]).toEqual(['Patrick Mahomes', '24.10', 'QB1', '18.30', 'Josh Allen']);
    expect(screen.getByLabelText('Away team score')).toHaveTextContent('26.30');
    expect(screen.getByText('Last updated Nov 9, 2025 6:00 PM ET')).toBeInTheDocument();
    // The member's pick survives the refresh.
    expect(matchupSelect().value).toBe('1');
  });

  it('stays still when no game is in progress', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithSession(<MatchupsPage />);
    await screen.findByText('Josh Allen');
    await act(() => vi.advanceTimersByTimeAsync(5 * TIMINGS.liveRefreshMs));
    expect(weekReads()).toHaveLength(1);
    expect(screen.queryByText('Live')).toBeNull();
  });

  it('keeps the last scores when a refresh fails, and tries again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    nextReplies.push(
      () => ok(week({ in_progress: true })),
      () => fail(503, 'busy'),
    );
    renderWithSession(<MatchupsPage />);
    await screen.findByText('Josh Allen');
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.liveRefreshMs));
    await waitFor(() => expect(weekReads()).toHaveLength(2));
    expect(screen.getByText('Josh Allen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.liveRefreshMs));
    await waitFor(() => expect(weekReads()).toHaveLength(3));
  });

  it('stops refreshing when the page closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    weekReply = () => ok(week({ in_progress: true }));
    const { unmount } = renderWithSession(<MatchupsPage />);
    await screen.findByText('Josh Allen');
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(3 * TIMINGS.liveRefreshMs));
    expect(weekReads()).toHaveLength(1);
  });
});
