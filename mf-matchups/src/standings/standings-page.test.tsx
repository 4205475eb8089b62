import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LeagueStandings, StandingRow } from '@fangtasy/shared';
import {
  fail,
  type FakeReply,
  ok,
  renderWithSession,
  fakeApiPerTest,
} from '@fangtasy/shared/testing';
import { StandingsPage } from './standings-page';

const STANDINGS_BY_LEAGUE_ID = 'GET /standings/getStandingsByLeagueId/7';
const api = fakeApiPerTest();

const team = (
  id: number,
  teamName: string | null,
  [wins, losses, ties]: [number, number, number],
  [pointsFor, pointsAgainst]: [number, number],
  streak: StandingRow['streak'],
  rank: number,
): StandingRow => ({
  league_member_id: id,
  team_name: teamName,
  username: `user${id}`,
  wins,
  losses,
  ties,
  points_for: pointsFor,
  points_against: pointsAgainst,
  streak,
  rank,
  seed: null,
  final_place: null,
});

const W = (length: number) => ({ result: 'W' as const, length });
const L = (length: number) => ({ result: 'L' as const, length });
const T = (length: number) => ({ result: 'T' as const, length });

/** Six teams in the server's order; alice's team (102) is 5th, just under the line. */
const ANSWER: LeagueStandings = {
  standings: [
    team(105, 'Vlad Nightshift', [6, 2, 0], [901.5, 802.25], W(3), 1),
    team(101, 'Casey Crushers', [5, 2, 1], [880, 790.1], T(1), 2),
    team(103, null, [5, 3, 0], [870.04, 850], L(2), 3),
    team(104, 'Dmitri Dynamo', [4, 4, 0], [860, 845], W(1), 4),
    team(102, 'Alice Anchors', [4, 4, 0], [812.34, 830.5], L(1), 5),
    team(106, 'Elena Eclipse', [0, 8, 0], [700, 920], L(8), 6),
  ],
  own_league_member_id: 102,
  next_match: null,
  final_weeks: 8,
  playoff_teams: 4,
  league_status: 'regular_season',
  champion: null,
};

// Braces: a function returned from beforeEach would be called as its teardown.
beforeEach(() => {
  api.set({ [STANDINGS_BY_LEAGUE_ID]: ok(ANSWER) });
});

const table = () => screen.findByRole('table', { name: 'Standings' });
/** Every body row as its cells' texts: the teams and the playoff line between them. */
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('Standings', () => {
  it("shows 'Loading standings...' until the one request answers", async () => {
    let answer: (value: LeagueStandings) => void = () => {};
    const pending = new Promise<FakeReply>((resolve) => (answer = (value) => resolve(ok(value))));
    api.set({ [STANDINGS_BY_LEAGUE_ID]: () => pending });
    renderWithSession(<StandingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Standings' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading standings...');
    answer(ANSWER);
    await table();
    expect(screen.queryByText('Loading standings...')).toBeNull();
    expect(api.callsTo(STANDINGS_BY_LEAGUE_ID)).toHaveLength(1);
  });

  it("lists the teams in the server's order with W-L-T, points for and against, and streak", async () => {
    renderWithSession(<StandingsPage />);
    const rows = (await bodyRows()).filter((cells) => cells.length > 1);
    expect(rows).toEqual([
      ['1', 'Vlad Nightshiftuser105', '6-2-0', '901.50', '802.25', 'W3'],
      ['2', 'Casey Crushersuser101', '5-2-1', '880.00', '790.10', 'T1'],
      ['3', 'user103', '5-3-0', '870.04', '850.00', 'L2'],
      ['4', 'Dmitri Dynamouser104', '4-4-0', '860.00', '845.00', 'W1'],
      ['5', 'Alice Anchors Youuser102', '4-4-0', '812.34', '830.50', 'L1'],
      ['6', 'Elena Eclipseuser106', '0-8-0', '700.00', '920.00', 'L8'],
    ]);
  });

  it('names the short column headings in full for screen readers', async () => {
    renderWithSession(<StandingsPage />);
    const headings = within(await table()).getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual([
      '#Rank',
      'Team',
      'W-L-T',
      'PFPoints for',
      'PAPoints against',
      'StrkStreak',
    ]);
    // The short forms are hidden from assistive technology, which reads the full names.
    expect(headings[3]!.querySelector('[aria-hidden="true"]')).toHaveTextContent('PF');
  });

  it('draws a labelled playoff line after the 4th team', async () => {
    renderWithSession(<StandingsPage />);
    const rows = await bodyRows();
    expect(rows).toHaveLength(7);
    expect(rows[4]).toEqual(['Playoff line: the top 4 make the playoffs']);
    expect(rows.slice(0, 4).map((cells) => cells[0])).toEqual(['1', '2', '3', '4']);
    expect(rows[5]![0]).toBe('5');
    const line = within(await table()).getByText('Playoff line: the top 4 make the playoffs');
    expect(line).toHaveAttribute('colspan', '6');
  });

  it('puts the line where the server says the playoffs end', async () => {
    api.set({ [STANDINGS_BY_LEAGUE_ID]: ok({ ...ANSWER, playoff_teams: 2 }) });
    renderWithSession(<StandingsPage />);
    const rows = await bodyRows();
    expect(rows[2]).toEqual(['Playoff line: the top 2 make the playoffs']);
  });

  it('draws no line when every team makes the playoffs', async () => {
    api.set({
      [STANDINGS_BY_LEAGUE_ID]: ok({ ...ANSWER, standings: ANSWER.standings.slice(0, 4) }),
    });
    renderWithSession(<StandingsPage />);
    expect(await bodyRows()).toHaveLength(4);
    expect(screen.queryByText(/Playoff line/)).toBeNull();
  });

  it("marks the member's own row, and only that one", async () => {
    renderWithSession(<StandingsPage />);
    const rows = within(await table()).getAllByRole('row');
    const own = rows.filter((row) => row.getAttribute('aria-current') === 'true');
    expect(own).toHaveLength(1);
    expect(within(own[0]!).getByRole('rowheader')).toHaveTextContent('Alice Anchors');
    expect(within(own[0]!).getByText('You')).toBeInTheDocument();
    expect(screen.getAllByText('You')).toHaveLength(1);
  });

  it('states the order of the table in one line', async () => {
    renderWithSession(<StandingsPage />);
    await table();
    expect(
      screen.getByText('Ranked by win percentage (a tie counts as half a win), then points for.'),
    ).toBeInTheDocument();
  });

  it("before any week is final: every team at 0-0-0 with '--' for a streak, and says so", async () => {
    api.set({
      [STANDINGS_BY_LEAGUE_ID]: ok({
        ...ANSWER,
        standings: ANSWER.standings.map((row) => ({
          ...row,
          wins: 0,
          losses: 0,
          ties: 0,
          points_for: 0,
          points_against: 0,
          streak: null,
          rank: 1,
        })),
        final_weeks: 0,
      }),
    });
    renderWithSession(<StandingsPage />);
    const rows = (await bodyRows()).filter((cells) => cells.length > 1);
    expect(rows[0]!.slice(2)).toEqual(['0-0-0', '0.00', '0.00', '--']);
    expect(screen.getByText('No finished weeks yet.')).toBeInTheDocument();
  });

  it("reads 'Failed to load standings: ' and the reason when loading fails", async () => {
    api.set({ [STANDINGS_BY_LEAGUE_ID]: fail(500, 'database offline') });
    renderWithSession(<StandingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load standings: database offline',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("says 'No league selected.' without a league", () => {
    renderWithSession(<StandingsPage />, { league: null });
    expect(screen.getByText('No league selected.')).toBeInTheDocument();
    expect(api.callsTo(STANDINGS_BY_LEAGUE_ID)).toHaveLength(0);
  });
});
