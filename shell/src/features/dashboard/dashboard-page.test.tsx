// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BiteRight, LeagueStandings, WeekMatchups } from '@fangtasy/shared';
import { biteRight } from '@fangtasy/shared/testing';
import { alice, casey, demoLeague, memberOf, nightfall } from '../../testing/fixtures';
import { installFakeApi, fail, ok } from '@fangtasy/shared/testing';
import type { FakeApi } from '@fangtasy/shared/testing';
import { renderApp } from '../../testing/render-app';
import {
  aliceMember,
  claim,
  myTeamAnswer,
  regularRules,
  side,
  standingsAnswer,
  starter,
  teamPlayer,
  transaction,
  weekAnswer,
} from './dashboard-fixtures';

vi.mock('../../remotes/remote-route', async () => ({
  RemoteRoute: (await import('../../testing/remote-route-stub')).RemoteRouteStub,
}));

const caseyMember = memberOf(casey, demoLeague, 'commish');
const LEAGUE = demoLeague.league_id;
const MEMBER = `GET /league_members/getLeagueMemberByLeagueAndUserId/${LEAGUE}/2`;
const MY_TEAM = `GET /rostered_players/myTeam/${LEAGUE}`;
const STANDINGS = `GET /standings/getStandingsByLeagueId/${LEAGUE}`;
const CLAIMS = `GET /waiver_claims/getWaiverClaimsByLeagueMemberId/${aliceMember.id}`;
const WINDOW = `GET /waiver_runs/getWaiverWindow/${LEAGUE}`;
const TRANSACTIONS = `GET /transactions/getByLeagueId/${LEAGUE}`;
const WEEK_9 = `GET /matchups/getMatchupsByLeagueAndWeek/${LEAGUE}/9`;
const REGULAR_RULES = `GET /roster_rules/getRosterRulesByLeagueId/${LEAGUE}/1`;
const BITES = `GET /bites/getBiteRightsByLeagueId/${LEAGUE}`;

const windowAnswer = (nextRunAt: string | null) => ({
  now: '2025-11-09T20:00:00.000Z',
  week: null,
  waiver_day: 'Wednesday',
  waivers_length: 1,
  waiver_day_start: null,
  mode: 'claims',
  next_run_at: nextRunAt,
});

const standingRow = (
  memberId: number,
  teamName: string,
  [wins, losses, ties]: [number, number, number],
  rank: number,
): LeagueStandings['standings'][number] => ({
  league_member_id: memberId,
  team_name: teamName,
  username: teamName,
  wins,
  losses,
  ties,
  points_for: 0,
  points_against: 0,
  streak: null,
  rank,
  seed: null,
  final_place: null,
});

/** Before any week is final: everyone 0-0-0. */
const noResults = standingsAnswer({
  standings: [
    standingRow(aliceMember.id, 'Team Alice', [0, 0, 0], 1),
    standingRow(caseyMember.id, 'Team Casey', [0, 0, 0], 1),
  ],
});

/** Alice's week-9 match against Casey, with her starters' games in the given states. */
const aliceVsCasey = (
  aliceStates: ('scheduled' | 'in_progress' | 'final' | 'none')[],
  scores: [number, number] = [63.3, 59.26],
  isFinal = false,
) =>
  weekAnswer(
    [
      {
        id: 1,
        week: 9,
        is_final: isFinal,
        home: side(caseyMember.id, 'Team Casey', scores[1], [
          starter('QB1', 1, 'scheduled', null),
          starter('RB1', 2, 'scheduled', null),
        ]),
        away: side(
          aliceMember.id,
          'Team Alice',
          scores[0],
          aliceStates.map((state, i) =>
            starter(`WR${i + 1}`, 10 + i, state, state === 'scheduled' ? null : 7),
          ),
        ),
        playoff: null,
      },
      {
        id: 2,
        week: 9,
        is_final: isFinal,
        home: side(900, 'Team Other', 1, []),
        away: side(901, 'Team Fourth', 2, []),
        playoff: null,
      },
    ],
    { is_final: isFinal },
  );

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    [`GET /leagues/getLeagueById/${LEAGUE}`]: ok(demoLeague),
    [MEMBER]: ok(aliceMember),
    [MY_TEAM]: ok(myTeamAnswer([])),
    [STANDINGS]: ok(noResults),
    [CLAIMS]: ok([]),
    [WINDOW]: ok(windowAnswer(null)),
    [TRANSACTIONS]: ok([]),
    [WEEK_9]: ok(aliceVsCasey(['scheduled', 'scheduled'], [0, 0])),
    [REGULAR_RULES]: ok(regularRules),
    [BITES]: ok([]),
  });
});
afterEach(() => {
  api.restore();
  // @ts-expect-error jsdom has no EventSource: a test that installs one takes it away again.
  delete globalThis.EventSource;
});

const session = { user: alice, league: demoLeague, membership: aliceMember };
const card = (name: string) => screen.getByRole('region', { name });

describe('Team dashboard', () => {
  it('shows the team, the owner, an edit link and the FAAB budget link', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', session);
    // The title is there from the first frame (the stored membership); the facts once loaded.
    expect(screen.getByRole('heading', { level: 1, name: 'Team Alice' })).toBeInTheDocument();
    expect(await screen.findByText('Alice Archer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Team Alice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Team Info' })).toHaveAttribute(
      'href',
      '/edit-team-info',
    );
    await user.click(screen.getByRole('link', { name: 'FAAB remaining: $100' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/budget');
  });

  it("says 'Loading team information...' over skeleton rows while it loads", async () => {
    renderApp('/dashboard', session);
    expect(screen.getByRole('status')).toHaveTextContent('Loading team information...');
    expect(screen.getByTestId('skeleton').children.length).toBeGreaterThanOrEqual(6);
    await screen.findByRole('heading', { level: 1 });
  });

  it("falls back to 'Team Name Here' and a budget of 0", async () => {
    api.set({ [MEMBER]: ok({ ...aliceMember, team_name: null, remaining_faab_budget: null }) });
    renderApp('/dashboard', session);
    expect(await screen.findByRole('link', { name: 'FAAB remaining: $0' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Team Name Here' })).toBeInTheDocument();
  });

  it("active league: the overview table with 'N/A' for missing points and the status line", async () => {
    api.set({
      [MY_TEAM]: ok(
        myTeamAnswer([
          teamPlayer(1, 'Josh Allen', 'QB', 'QB1', { season_points: 301.456 }),
          teamPlayer(2, 'Rookie Runner', 'RB', 'BENCH', { season_points: null }),
          teamPlayer(3, 'Dropped Guy', 'WR', 'BENCH', { is_rostered: 0 }),
        ]),
      ),
    });
    renderApp('/dashboard', session);
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'Active League Overview' })).toBeInTheDocument();
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Player', 'Position', 'Points (Season)'],
      ['Josh Allen', 'QB', '301.46'],
      ['Rookie Runner', 'RB', 'N/A'],
    ]);
    expect(
      screen.getByText('League Status: Active, Next Match: N/A, Current Standing: N/A'),
    ).toBeInTheDocument();
    expect(screen.getByText('Record').nextElementSibling).toHaveTextContent('N/A');
  });

  it("active league without players: 'No players rostered yet.'", async () => {
    renderApp('/dashboard', session);
    expect(await screen.findByText('No players rostered yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('makes one request per kind of data, none per player, and no rules request for a regular member', async () => {
    api.set({
      [MY_TEAM]: ok(
        myTeamAnswer([1, 2, 3, 4, 5].map((n) => teamPlayer(n, `Player ${n}`, 'WR', 'BENCH'))),
      ),
      [CLAIMS]: ok([claim(1, 'A', 1), claim(2, 'B', 2)]),
      [TRANSACTIONS]: ok([transaction(1), transaction(2)]),
    });
    renderApp('/dashboard', session);
    await screen.findByRole('table');
    await screen.findByTestId('match-state');
    const routes = api.calls.map((call) => `${call.method} ${call.url}`);
    // (The membership is read by the session keeper as well as by the page.)
    for (const route of [MY_TEAM, STANDINGS, CLAIMS, WINDOW, TRANSACTIONS, WEEK_9, BITES])
      expect(routes.filter((r) => r === route)).toHaveLength(1);
    expect(api.calls.filter((call) => /player/i.test(call.url))).toHaveLength(1);
    expect(routes).not.toContain(REGULAR_RULES);
  });

  it('shows the record, standing and next match from the league standings', async () => {
    const standings = standingsAnswer({
      standings: [
        standingRow(aliceMember.id, 'Team Alice', [1, 0, 0], 1),
        standingRow(caseyMember.id, 'Team Casey', [0, 1, 0], 2),
      ],
      next_match: {
        week: 2,
        is_home: false,
        opponent_league_member_id: caseyMember.id,
        opponent_team_name: 'Team Casey',
        opponent_username: 'casey',
        round_name: null,
      },
      final_weeks: 1,
    });
    api.set({
      [STANDINGS]: ok(standings),
      [MY_TEAM]: ok(myTeamAnswer([], { current_week: null })),
    });
    api.set({ ['GET /matchups/getMatchupsByLeagueAndWeek/11/2']: ok(weekAnswer([], { week: 2 })) });
    renderApp('/dashboard', session);
    expect(
      await screen.findByText(
        'League Status: Active, Next Match: Week 2 vs Team Casey, Current Standing: 1st of 2',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Record').nextElementSibling).toHaveTextContent('1-0-0');
    expect(screen.getByText('Standing').nextElementSibling).toHaveTextContent('1st of 2');
    expect(api.callsTo(STANDINGS)).toHaveLength(1);
    expect(api.calls.some((call) => call.url.startsWith('/schedules'))).toBe(false);
  });

  it('after the final: the champion first, a semifinal next match named by its round, the way to the bracket', async () => {
    const user = userEvent.setup();
    api.set({
      [STANDINGS]: ok(
        standingsAnswer({
          standings: [standingRow(aliceMember.id, 'Team Alice', [6, 3, 0], 1)],
          final_weeks: 12,
          league_status: 'complete',
          champion: {
            league_member_id: aliceMember.id,
            team_name: 'Team Alice',
            username: 'alice',
          },
        }),
      ),
      [MY_TEAM]: ok(myTeamAnswer([], { current_week: null })),
    });
    renderApp('/dashboard', session);
    const card = await screen.findByRole('region', { name: '2025 Season Complete' });
    expect(card).toHaveTextContent('Champion: Team Alice (alice)');
    expect(card).toHaveTextContent('Your team won the league.');
    await user.click(screen.getByRole('link', { name: 'See the bracket and the final standings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bracket');
  });

  it('names the playoff round of the next match, and shows no champion while the playoffs are played', async () => {
    api.set({
      [STANDINGS]: ok(
        standingsAnswer({
          standings: [standingRow(aliceMember.id, 'Team Alice', [6, 3, 0], 1)],
          next_match: {
            week: 11,
            is_home: true,
            opponent_league_member_id: caseyMember.id,
            opponent_team_name: 'Team Casey',
            opponent_username: 'casey',
            round_name: 'Semifinals',
          },
          final_weeks: 10,
          league_status: 'playoffs',
        }),
      ),
      [MY_TEAM]: ok(myTeamAnswer([], { current_week: null })),
    });
    api.set({
      ['GET /matchups/getMatchupsByLeagueAndWeek/11/11']: ok(weekAnswer([], { week: 11 })),
    });
    renderApp('/dashboard', session);
    expect(
      await screen.findByText(
        'League Status: Active, Next Match: Week 11 vs Team Casey (Semifinals), Current Standing: 1st of 1',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Season Complete/ })).toBeNull();
  });

  it('leads from the standing to the whole league table', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', session);
    await user.click(await screen.findByRole('link', { name: 'View Standings' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/standings');
  });

  it("a failed standings load reads 'Failed to load team information: ' and the reason", async () => {
    api.set({ [STANDINGS]: fail(500, 'standings offline') });
    renderApp('/dashboard', session);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load team information: standings offline',
    );
  });

  it("inactive league: 'League Not Active' and what unlocks, without loading a roster", async () => {
    const member = memberOf(alice, nightfall, 'player');
    api.set({
      [`GET /leagues/getLeagueById/${nightfall.league_id}`]: ok(nightfall),
      [`GET /league_members/getLeagueMemberByLeagueAndUserId/${nightfall.league_id}/2`]: ok(member),
    });
    renderApp('/dashboard', { user: alice, league: nightfall, membership: member });
    expect(await screen.findByRole('heading', { name: 'League Not Active' })).toBeInTheDocument();
    expect(
      screen.getByText(/roster management, waivers and scoring unlock once the league is active/i),
    ).toBeInTheDocument();
    expect(screen.queryByText('Active League Overview')).toBeNull();
    expect(screen.queryByRole('region', { name: "This Week's Match" })).toBeNull();
    expect(api.calls.some((call) => call.url.startsWith('/rostered_players'))).toBe(false);
    expect(api.calls.some((call) => call.url.startsWith('/matchups'))).toBe(false);
  });

  describe('inactive league and its draft', () => {
    const member = memberOf(alice, nightfall, 'player');
    const session = { user: alice, league: nightfall, membership: member };
    const DRAFT = `GET /drafts/getDraft/${nightfall.league_id}`;
    const draft = (status: string) =>
      ok({ status, settings: { starts_at: '2025-09-05T00:00:00Z' } });
    beforeEach(() =>
      api.set({
        [`GET /leagues/getLeagueById/${nightfall.league_id}`]: ok(nightfall),
        [`GET /league_members/getLeagueMemberByLeagueAndUserId/${nightfall.league_id}/2`]:
          ok(member),
      }),
    );

    it('a draft to come: when it starts, and the way into the Draft Room', async () => {
      api.set({ [DRAFT]: draft('not_started') });
      renderApp('/dashboard', session);
      const card = await screen.findByRole('region', { name: 'Draft' });
      expect(card).toHaveTextContent('The draft starts Sep 4, 2025 8:00 PM ET.');
      expect(within(card).getByRole('link', { name: 'Open the Draft Room' })).toHaveAttribute(
        'href',
        '/draft',
      );
      expect(within(card).getByRole('link', { name: 'Practise: mock draft' })).toHaveAttribute(
        'href',
        '/draft/mock',
      );
    });

    it('a complete draft: no way in, the league waits for activation', async () => {
      api.set({ [DRAFT]: draft('complete') });
      renderApp('/dashboard', session);
      expect(await screen.findByRole('heading', { name: 'League Not Active' })).toBeInTheDocument();
      await waitFor(() => expect(api.callsTo(DRAFT).length).toBeGreaterThan(0));
      expect(screen.queryByRole('region', { name: 'Draft' })).toBeNull();
    });
  });

  it("a user without a membership reads 'You are not a member of this league.'", async () => {
    api.set({ [MEMBER]: fail(404, 'Not found.') });
    renderApp('/dashboard', session);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are not a member of this league.',
    );
  });

  it("a failed load reads 'Failed to load team information: ' and the reason", async () => {
    api.set({ [MY_TEAM]: fail(500, 'database offline') });
    renderApp('/dashboard', session);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load team information: database offline',
    );
  });
});

describe('the game-day home', () => {
  it("while the match is played: 'Live', both scores to 2 decimals, who has players to come, and the status line says Live", async () => {
    api.set({
      [WEEK_9]: ok(aliceVsCasey(['final', 'in_progress', 'scheduled'], [63.3, 59.26])),
      [STANDINGS]: ok(
        standingsAnswer({
          standings: [
            standingRow(caseyMember.id, 'Team Casey', [6, 2, 0], 1),
            standingRow(aliceMember.id, 'Team Alice', [5, 3, 0], 2),
          ],
          next_match: {
            week: 9,
            is_home: false,
            opponent_league_member_id: caseyMember.id,
            opponent_team_name: 'Team Casey',
            opponent_username: 'casey',
            round_name: null,
          },
          final_weeks: 8,
        }),
      ),
    });
    renderApp('/dashboard', session);
    const match = await screen.findByRole('region', { name: "This Week's Match" });
    expect(await within(match).findByTestId('match-state')).toHaveTextContent('Live');
    const sides = within(match)
      .getAllByTestId('match-side')
      .map((row) => row.textContent);
    // Her own side first, then her opponent's: names, scores with 2 decimals, starters to come.
    expect(sides).toEqual(['Team Alice (you)63.301 yet to play', 'Team Casey59.262 yet to play']);
    expect(
      screen.getByText(
        'League Status: Active, Live: Week 9 vs Team Casey, Current Standing: 2nd of 2',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Next Match: Week 9/)).toBeNull();
    expect(within(match).getByRole('link', { name: 'Open Matchups' })).toHaveAttribute(
      'href',
      '/matchups',
    );
  });

  it('before kickoff the match is not started and the status line keeps Next Match', async () => {
    api.set({
      [STANDINGS]: ok(
        standingsAnswer({
          next_match: {
            week: 9,
            is_home: false,
            opponent_league_member_id: caseyMember.id,
            opponent_team_name: 'Team Casey',
            opponent_username: 'casey',
            round_name: null,
          },
        }),
      ),
    });
    renderApp('/dashboard', session);
    expect(await screen.findByTestId('match-state')).toHaveTextContent('Not started');
    expect(
      screen.getByText(
        'League Status: Active, Next Match: Week 9 vs Team Casey, Current Standing: N/A',
      ),
    ).toBeInTheDocument();
  });

  it('a final match says Final and no one is left to play', async () => {
    api.set({ [WEEK_9]: ok(aliceVsCasey(['final', 'final'], [101.5, 99], true)) });
    renderApp('/dashboard', session);
    expect(await screen.findByTestId('match-state')).toHaveTextContent('Final');
    expect(screen.getAllByTestId('match-side').map((row) => row.textContent)).toEqual([
      'Team Alice (you)101.50',
      'Team Casey99.00',
    ]);
  });

  it('follows the score over the one live stream of the league week', async () => {
    const sources: FakeEventSource[] = [];
    class FakeEventSource extends EventTarget {
      static readonly CLOSED = 2;
      readyState = 0;
      constructor(readonly url: string) {
        super();
        sources.push(this);
      }
      close() {
        this.readyState = FakeEventSource.CLOSED;
      }
      push(state: WeekMatchups) {
        const { own_league_member_id: _own, ...live } = state;
        this.dispatchEvent(new MessageEvent('matchups', { data: JSON.stringify(live) }));
      }
    }
    globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
    api.set({ [WEEK_9]: ok(aliceVsCasey(['in_progress', 'scheduled'], [10, 20])) });
    renderApp('/dashboard', session);
    await waitFor(() => expect(sources).toHaveLength(1));
    expect(sources[0]!.url).toMatch(/\/live\/matchups\/11\/9\?changes=1$/);
    // The page is drawn (as a transition) once the first read is in.
    await waitFor(() => expect(screen.getAllByTestId('match-side')[0]).toHaveTextContent('10.00'));

    act(() => {
      sources[0]!.dispatchEvent(new Event('open'));
      sources[0]!.push(aliceVsCasey(['final', 'in_progress'], [24.5, 31.25]));
    });
    expect(screen.getAllByTestId('match-side').map((row) => row.textContent)).toEqual([
      'Team Alice (you)24.500 yet to play',
      'Team Casey31.252 yet to play',
    ]);
    expect(api.callsTo(WEEK_9)).toHaveLength(1);
  });

  it('lists the lineup alerts a member can still fix, with the way to My Team', async () => {
    const user = userEvent.setup();
    api.set({
      [MY_TEAM]: ok(
        myTeamAnswer([
          teamPlayer(1, 'Quinn Passer', 'QB', 'QB1'),
          teamPlayer(2, 'Rex Runner', 'RB', 'RB1'),
          teamPlayer(3, 'Ray Rusher', 'RB', 'RB2', { is_injured: 1, injury_status: 'Out' }),
          teamPlayer(4, 'Will Wide', 'WR', 'WR1'),
          teamPlayer(5, 'Wes Wider', 'WR', 'WR2', { game: null, is_locked: true }),
          teamPlayer(6, 'Ted Tight', 'TE', 'TE1', { game: null }),
          teamPlayer(7, 'Bench Bye', 'WR', 'BENCH', { game: null }),
        ]),
      ),
    });
    renderApp('/dashboard', session);
    const alerts = await screen.findByRole('region', { name: 'Lineup Alerts' });
    // RB2 is out, TE1 has a bye, FLEX is empty; a locked starter and the bench are not flagged.
    expect(
      within(alerts)
        .getAllByTestId('lineup-alert')
        .map((row) => row.textContent),
    ).toEqual([
      'InjuryRB2 Ray Rusher is Out.',
      'ByeTE1 Ted Tight has no game this week.',
      'EmptyFLEX1 is empty.',
    ]);
    await user.click(within(alerts).getByRole('link', { name: 'Open My Team' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/roster');
  });

  it('sets the best lineup from the alerts, as My Team does, and shows what is left', async () => {
    const user = userEvent.setup();
    const byeTe = teamPlayer(6, 'Ted Tight', 'TE', 'TE1', { game: null });
    const starters = [
      teamPlayer(1, 'Quinn Passer', 'QB', 'QB1'),
      teamPlayer(2, 'Rex Runner', 'RB', 'RB1'),
      teamPlayer(3, 'Ray Rusher', 'RB', 'RB2'),
      teamPlayer(4, 'Will Wide', 'WR', 'WR1'),
      teamPlayer(5, 'Wes Wider', 'WR', 'WR2'),
      teamPlayer(8, 'Fred Flex', 'WR', 'FLEX1'),
    ];
    api.set({
      [MY_TEAM]: ok(
        myTeamAnswer([...starters, byeTe, teamPlayer(7, 'Tom Tighter', 'TE', 'BENCH')]),
      ),
      [`POST /rostered_players/bestLineup/${LEAGUE}`]: ok(
        myTeamAnswer([
          ...starters,
          { ...byeTe, roster_position: 'BENCH' },
          teamPlayer(7, 'Tom Tighter', 'TE', 'TE1'),
        ]),
      ),
    });
    renderApp('/dashboard', session);
    const alerts = await screen.findByRole('region', { name: 'Lineup Alerts' });
    expect(within(alerts).getByTestId('lineup-alert')).toHaveTextContent(
      'TE1 Ted Tight has no game this week.',
    );
    await user.click(within(alerts).getByRole('button', { name: 'Best lineup' }));
    expect(await within(alerts).findByRole('status')).toHaveTextContent('Best lineup set.');
    expect(within(alerts).queryByTestId('lineup-alert')).toBeNull();
    expect(within(alerts).getByText('Your lineup is set.')).toBeInTheDocument();
    expect(within(alerts).queryByRole('button', { name: 'Best lineup' })).toBeNull();
  });

  it('a set lineup reads so', async () => {
    renderApp('/dashboard', session);
    const alerts = await screen.findByRole('region', { name: 'Lineup Alerts' });
    // With no players every starting slot is empty: QB1, RB1-2, WR1-2, TE1, FLEX1.
    expect(within(alerts).getAllByTestId('lineup-alert')).toHaveLength(7);
  });

  it('pending claims with their bids, their total and when the next run decides them', async () => {
    const user = userEvent.setup();
    api.set({
      [CLAIMS]: ok([
        claim(1, 'Jaylen Warren', 12, { drop_player_name: 'Bench Bye' }),
        claim(2, 'Kendre Miller', 5),
      ]),
      // 08:00 UTC on Nov 12 is 3:00 AM Eastern (standard time).
      [WINDOW]: ok(windowAnswer('2025-11-12T08:00:00.000Z')),
    });
    renderApp('/dashboard', session);
    const claims = await screen.findByRole('region', { name: 'Pending Claims' });
    const rows = within(claims)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['RBJaylen Warren$12drops Bench Bye', 'RBKendre Miller$5']);
    expect(within(claims).getByText('2 pending, $17 bid in all')).toBeInTheDocument();
    expect(
      within(claims).getByText('Next waiver run: Nov 12, 2025 3:00 AM ET'),
    ).toBeInTheDocument();
    await user.click(within(claims).getByRole('link', { name: 'Active Waiver Claims' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/active-waiver-claims');
  });

  it('no pending claims, no run left; a failed claims load stays inside its card', async () => {
    const view = renderApp('/dashboard', session);
    const claims = await screen.findByRole('region', { name: 'Pending Claims' });
    expect(within(claims).getByText('No pending claims.')).toBeInTheDocument();
    expect(within(claims).getByText('No more waiver runs this season.')).toBeInTheDocument();
    view.unmount();

    api.set({ [CLAIMS]: fail(500, 'claims offline') });
    renderApp('/dashboard', session);
    const failed = await screen.findByRole('region', { name: 'Pending Claims' });
    expect(within(failed).getByRole('alert')).toHaveTextContent('claims offline');
    expect(screen.getByRole('heading', { level: 1, name: 'Team Alice' })).toBeInTheDocument();
  });

  it("the league's five latest transactions, newest first, and the full log", async () => {
    api.set({
      [TRANSACTIONS]: ok([
        transaction(7, {
          kind: 'waiver_won',
          bid: 14,
          team_name: 'Team Casey',
          player_name: 'Newest',
        }),
        ...[6, 5, 4, 3, 2, 1].map((id) => transaction(id)),
      ]),
    });
    renderApp('/dashboard', session);
    const log = await screen.findByRole('region', { name: 'Latest Transactions' });
    const rows = within(log).getAllByTestId('transaction');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Team Casey: Won on waivers Newest ($14)');
    expect(rows[4]).toHaveTextContent('Team Alice: Added Free Agent 3');
    expect(within(log).getByRole('link', { name: 'Full transaction log' })).toHaveAttribute(
      'href',
      '/active-waiver-claims',
    );
  });

  it('a vampire member reads what his rules change from the regular ones, lastingly', async () => {
    const vampire = { ...aliceMember, is_vamp: 1 as const };
    const regular = myTeamAnswer([]).roster_rules!;
    api.set({
      [MEMBER]: ok(vampire),
      [MY_TEAM]: ok(
        myTeamAnswer([], {
          member: { ...myTeamAnswer([]).member, is_vamp: 1 },
          roster_rules: {
            ...regular,
            roster_type_id: 2,
            running_back_count: 1,
            wide_receiver_count: 3,
            flex_count: 0,
            beginning_faab: 150,
          },
        }),
      ),
    });
    renderApp('/dashboard', { ...session, membership: vampire });
    expect(await screen.findByTestId('vampire-rules')).toHaveTextContent(
      'Vampire rules: 1 RB · 3 WR · no FLEX · $150 FAAB',
    );
    // Both rule sets come with the My Team answer: no read of its own.
    expect(api.callsTo(REGULAR_RULES)).toHaveLength(0);
  });

  it('a regular member has no vampire label', async () => {
    renderApp('/dashboard', session);
    await screen.findByRole('region', { name: 'Lineup Alerts' });
    expect(screen.queryByTestId('vampire-rules')).toBeNull();
    expect(card('Lineup Alerts')).toBeInTheDocument();
  });
});

describe('the vampire bite on the dashboard', () => {
  /** A week-9 right of a vampire against alice's team, as the api answers it. */
  const right = (change: Partial<BiteRight>): BiteRight =>
    biteRight({
      league_id: LEAGUE,
      week: 9,
      vampire_member_id: 910,
      victim_member_id: aliceMember.id,
      victim_team_name: 'Team Alice',
      victim_score: 83.58,
      deadline_at: '2025-11-10T01:00:00.000Z',
      ...change,
    });

  it('puts a right to use first, with its deadline and the way to the bite screen', async () => {
    api.set({
      [BITES]: ok([
        right({
          vampire_member_id: aliceMember.id,
          victim_member_id: 910,
          victim_team_name: "Casey's Commissioners",
        }),
      ]),
    });
    renderApp('/dashboard', session);
    const bite = await screen.findByRole('region', { name: 'Vampire Bite' });
    expect(bite).toHaveTextContent(
      "You beat Casey's Commissioners in week 9, 145.18 to 83.58: take one of their players by Nov 9, 2025 8:00 PM ET.",
    );
    expect(within(bite).getByRole('link', { name: 'Choose your bite' })).toHaveAttribute(
      'href',
      '/bite?right=5',
    );
  });

  it('tells the bitten team what was taken and why; nothing once the bite is a week old', async () => {
    const taken = right({
      status: 'taken',
      exposed: true,
      exposure: ['WR2 was empty.'],
      taken_player: { player_id: 3, player_name: 'Puka Nacua', position: 'WR', team: 'LA' },
      decided_at: '2025-11-04T19:00:00.000Z',
    });
    api.set({ [BITES]: ok([taken]) });
    const view = renderApp('/dashboard', session);
    const bite = await screen.findByRole('region', { name: 'Vampire Bite' });
    expect(bite).toHaveTextContent('Whitby Night Owls took Puka Nacua (WR, LA) from you.');
    expect(bite).toHaveTextContent(
      'Won week 9, 145.18 to 83.58. Your lineup was exposed: WR2 was empty.',
    );
    view.unmount();
    localStorage.clear();

    api.set({ [BITES]: ok([{ ...taken, decided_at: '2025-11-02T19:00:00.000Z' }]) });
    renderApp('/dashboard', session);
    await screen.findByRole('region', { name: "This Week's Match" });
    expect(screen.queryByRole('region', { name: 'Vampire Bite' })).toBeNull();
  });
});
