import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LeagueSeason, LeagueStandings, StandingRow } from '@fangtasy/shared';
import { fail, ok, renderWithSession, fakeApiPerTest } from '@fangtasy/shared/testing';
import { LeagueHistoryPage } from './league-history-page';

const LEAGUE_HISTORY = 'GET /leagues/getLeagueHistory/7';
const STANDINGS_BY_LEAGUE_ID = 'GET /standings/getStandingsByLeagueId/7';
const api = fakeApiPerTest();

const team = (id: number, name: string | null, username: string) => ({
  league_member_id: id,
  team_name: name,
  username,
});

/** The demo league (7, 2025, complete) renewed into 2026 (league 12, not yet active). */
const HISTORY: LeagueSeason[] = [
  {
    league_id: 7,
    name: 'Fangtasy Demo League',
    season: 2025,
    status: 'complete',
    champion: team(101, 'Vlad Nightshift', 'vlad'),
    runner_up: team(102, null, 'alice'),
  },
  {
    league_id: 12,
    name: 'Fangtasy Demo League',
    season: 2026,
    status: 'not_active',
    champion: null,
    runner_up: null,
  },
];

const row = (id: number, username: string, rank: number, place: number): StandingRow => ({
  league_member_id: id,
  team_name: null,
  username,
  wins: 9 - rank,
  losses: rank - 1,
  ties: 0,
  points_for: 900,
  points_against: 800,
  streak: null,
  rank,
  seed: rank,
  final_place: place,
});

const STANDINGS_2025: LeagueStandings = {
  standings: [row(102, 'alice', 1, 2), row(101, 'vlad', 2, 1), row(103, 'bob', 3, 3)],
  own_league_member_id: 102,
  next_match: null,
  final_weeks: 12,
  playoff_teams: 6,
  league_status: 'complete',
  champion: team(101, 'Vlad Nightshift', 'vlad'),
};

describe('League History', () => {
  it('lists the seasons newest first, each with where it stands, its champion and runner-up', async () => {
    api.set({ [LEAGUE_HISTORY]: ok(HISTORY) });
    renderWithSession(<LeagueHistoryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'League History' })).toBeInTheDocument();
    const seasons = within(await screen.findByRole('list', { name: 'Seasons' })).getAllByRole(
      'listitem',
    );
    expect(seasons.map((season) => within(season).getByRole('heading').textContent)).toEqual([
      '2026 season',
      '2025 season (this league)',
    ]);
    expect(seasons[1]).toHaveTextContent('StatusComplete');
    expect(seasons[1]).toHaveTextContent('ChampionVlad Nightshift (vlad)');
    expect(seasons[1]).toHaveTextContent('Runner-upUnknown (alice)');
    expect(seasons[0]).toHaveTextContent('Not started: the commissioner activates it');
    expect(seasons[0]).toHaveTextContent('Champion—');
    // A season not yet started has no standings to show.
    expect(within(seasons[0]!).queryByRole('button')).toBeNull();
  });

  it("shows a past season's final standings on demand, by final place, from that season's league", async () => {
    api.set({ [LEAGUE_HISTORY]: ok(HISTORY) });
    api.set({ [STANDINGS_BY_LEAGUE_ID]: ok(STANDINGS_2025) });
    const user = userEvent.setup();
    renderWithSession(<LeagueHistoryPage />);
    const toggle = await screen.findByRole('button', { name: 'Show standings 2025' });
    expect(api.callsTo(STANDINGS_BY_LEAGUE_ID)).toHaveLength(0);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = await screen.findByRole('table', { name: 'Final standings 2025' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((line) => line.textContent),
    ).toEqual(['1Unknown (vlad)7-1-0', '2Unknown (alice)8-0-0', '3Unknown (bob)6-2-0']);
    await user.click(screen.getByRole('button', { name: 'Hide standings 2025' }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why when the history cannot be read', async () => {
    api.set({ [LEAGUE_HISTORY]: fail(500, 'The database is not answering.') });
    renderWithSession(<LeagueHistoryPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering.');
  });

  it('asks for a league when none is chosen', () => {
    renderWithSession(<LeagueHistoryPage />, { league: null });
    expect(screen.getByText('No league selected.')).toBeInTheDocument();
  });
});
