// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduleEntry } from '@fangtasy/shared';
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
const SCHEDULE = `GET /schedules/getSchedulesByLeagueId/${demoLeague.league_id}`;
const MEMBERS = `GET /league_members/getLeagueMembersByLeagueId/${demoLeague.league_id}`;

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    [`GET /leagues/getLeagueById/${demoLeague.league_id}`]: ok(demoLeague),
    [MEMBER]: ok(aliceMember),
    [ROSTER]: ok([]),
    [SCHEDULE]: ok([]),
    [MEMBERS]: ok([aliceMember, caseyMember]),
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

  it('shows the record, standing and next match once the schedule has them', async () => {
    const games: ScheduleEntry[] = [
      {
        id: 1,
        league_id: demoLeague.league_id,
        week: 1,
        home_league_member: aliceMember.id,
        away_league_member: caseyMember.id,
        home_score: 110.5,
        away_score: 90,
        is_final: 1,
      },
      {
        id: 2,
        league_id: demoLeague.league_id,
        week: 2,
        home_league_member: caseyMember.id,
        away_league_member: aliceMember.id,
        home_score: null,
        away_score: null,
        is_final: 0,
      },
    ];
    api.set({ [SCHEDULE]: ok(games) });
    renderApp('/dashboard', session);
    expect(
      await screen.findByText(
        'League Status: Active, Next Match: Week 2 vs Team Casey, Current Standing: 1st of 2',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Record').nextElementSibling).toHaveTextContent('1-0-0');
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
