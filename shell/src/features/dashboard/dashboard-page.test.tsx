// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeagueStandings } from '@fangtasy/shared';
import { alice, casey, demoLeague, memberOf, nightfall, rostered } from '../../testing/fixtures';
import { installFakeApi, fail, ok } from '../../testing/fake-api';
import type { FakeApi } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

vi.mock('../../remotes/remote-route', async () => ({
  RemoteRoute: (await import('../../testing/remote-route-stub')).RemoteRouteStub,
}));

const aliceMember = memberOf(alice, demoLeague, 'player');
const caseyMember = memberOf(casey, demoLeague, 'commish');
const MEMBER = `GET /league_members/getLeagueMemberByLeagueAndUserId/${demoLeague.league_id}/2`;
const ROSTER = `GET /rostered_players/getRosteredPlayersByLeagueMemberId/${aliceMember.id}`;
const STANDINGS = `GET /standings/getStandingsByLeagueId/${demoLeague.league_id}`;

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
});
/** Before any week is final: everyone 0-0-0, no next match (no schedule yet). */
const noResults: LeagueStandings = {
  standings: [
    standingRow(aliceMember.id, 'Team Alice', [0, 0, 0], 1),
    standingRow(caseyMember.id, 'Team Casey', [0, 0, 0], 1),
  ],
  own_league_member_id: aliceMember.id,
  next_match: null,
  final_weeks: 0,
  playoff_teams: 4,
};

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    [`GET /leagues/getLeagueById/${demoLeague.league_id}`]: ok(demoLeague),
    [MEMBER]: ok(aliceMember),
    [ROSTER]: ok([]),
    [STANDINGS]: ok(noResults),
  });
});
afterEach(() => api.restore());

const session = { user: alice, league: demoLeague, membership: aliceMember };

describe('Team dashboard', () => {
  it('shows the team, the owner, an edit link and the FAAB budget link', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard', session);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Team Alice' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Alice Archer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Team Info' })).toHaveAttribute(
      'href',
      '/edit-team-info',
    );
    await user.click(screen.getByRole('link', { name: 'FAAB remaining: $100' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/budget');
  });

  it("falls back to 'Team Name Here' and a budget of 0", async () => {
    api.set({ [MEMBER]: ok({ ...aliceMember, team_name: null, remaining_faab_budget: null }) });
    renderApp('/dashboard', session);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Team Name Here' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAAB remaining: $0' })).toBeInTheDocument();
  });

  it("active league: the overview table with 'N/A' for missing points and the status line", async () => {
    api.set({
      [ROSTER]: ok([
        rostered(1, 'Josh Allen', 'QB', 301.456, aliceMember.id),
        rostered(2, 'Rookie Runner', 'RB', null, aliceMember.id),
        { ...rostered(3, 'Dropped Guy', 'WR', 12, aliceMember.id), is_rostered: 0 },
      ]),
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

  it('fetches the roster once, never per player', async () => {
    api.set({
      [ROSTER]: ok([1, 2, 3, 4, 5].map((n) => rostered(n, `Player ${n}`, 'WR', n, aliceMember.id))),
    });
    renderApp('/dashboard', session);
    await screen.findByRole('table');
    expect(api.calls.filter((call) => /player/i.test(call.url))).toHaveLength(1);
  });

  it('shows the record, standing and next match from the league standings', async () => {
    const standings: LeagueStandings = {
      standings: [
        standingRow(aliceMember.id, 'Team Alice', [1, 0, 0], 1),
        standingRow(caseyMember.id, 'Team Casey', [0, 1, 0], 2),
      ],
      own_league_member_id: aliceMember.id,
      next_match: {
        week: 2,
        is_home: false,
        opponent_league_member_id: caseyMember.id,
        opponent_team_name: 'Team Casey',
        opponent_username: 'casey',
      },
      final_weeks: 1,
      playoff_teams: 4,
    };
    api.set({ [STANDINGS]: ok(standings) });
    renderApp('/dashboard', session);
    expect(
      await screen.findByText(
        'League Status: Active, Next Match: Week 2 vs Team Casey, Current Standing: 1st of 2',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Record').nextElementSibling).toHaveTextContent('1-0-0');
    expect(api.callsTo(STANDINGS)).toHaveLength(1);
    expect(api.calls.some((call) => call.url.startsWith('/schedules'))).toBe(false);
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
    expect(api.calls.some((call) => call.url.startsWith('/rostered_players'))).toBe(false);
  });

  it("a user without a membership reads 'You are not a member of this league.'", async () => {
    api.set({ [MEMBER]: fail(404, 'Not found.') });
    renderApp('/dashboard', session);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are not a member of this league.',
    );
  });

  it("a failed load reads 'Failed to load team information: ' and the reason", async () => {
    api.set({ [ROSTER]: fail(500, 'database offline') });
    renderApp('/dashboard', session);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load team information: database offline',
    );
  });
});
