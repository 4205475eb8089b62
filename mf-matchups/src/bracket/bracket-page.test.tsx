import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderWithSession, fakeApiPerTest } from '@fangtasy/shared/testing';
import { bracketComplete, bracketNotSeeded, bracketUnderWay } from './bracket-fixtures';
import { BracketPage } from './bracket-page';

const BRACKET_BY_LEAGUE_ID = 'GET /playoffs/getBracketByLeagueId/7';
const api = fakeApiPerTest();

const bracketSection = (name: string) => screen.findByRole('region', { name });
/** A game card's lines: seed, team (or TBD and where it comes from), points; then its state. */
const gameLines = (name: string) =>
  within(screen.getByRole('article', { name }))
    .getAllByRole('listitem')
    .map((line) => line.textContent);
const gameState = (name: string) =>
  within(screen.getByRole('article', { name })).getByText((_, element) => element?.tagName === 'P')
    .textContent;

describe('Playoff Bracket', () => {
  it('reads the league of the session and says so while it loads', async () => {
    api.set({ [BRACKET_BY_LEAGUE_ID]: () => new Promise(() => {}) });
    renderWithSession(<BracketPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Playoff Bracket' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the bracket...');
  });

  it('before seeding every side is TBD with where it will come from, and weeks 10-14 are explained', async () => {
    api.set({ [BRACKET_BY_LEAGUE_ID]: ok(bracketNotSeeded()) });
    renderWithSession(<BracketPage />);
    await bracketSection('Playoffs');
    expect(screen.getByText(/seeded when week 9/)).toBeInTheDocument();
    expect(gameLines('Quarterfinals game 1')).toEqual(['TBD (Seed 4)--', 'TBD (Seed 5)--']);
    expect(gameLines('Semifinals game 1')).toEqual([
      'TBD (Seed 1)--',
      'TBD (Winner of Quarterfinals game 1)--',
    ]);
    expect(screen.queryByRole('region', { name: 'Seeds' })).toBeNull();
    expect(
      within(screen.getByLabelText('Weeks 10-14'))
        .getAllByRole('definition')
        .map((week) => week.textContent),
    ).toEqual([
      'Quarterfinals',
      'Semifinals',
      'Championship',
      'No games this week',
      'No games this week',
    ]);
  });

  it('under way: byes for seeds 1 and 2, decided games with their winner, live ones with their points, later ones TBD', async () => {
    api.set({ [BRACKET_BY_LEAGUE_ID]: ok(bracketUnderWay()) });
    renderWithSession(<BracketPage />);
    const playoffs = await bracketSection('Playoffs');
    const quarterfinals = within(playoffs).getByRole('listitem', {
      name: 'Quarterfinals, Week 10',
    });
    expect(within(quarterfinals).getByText('#1 Team 1 (user1) — bye')).toBeInTheDocument();
    expect(within(quarterfinals).getByText('#2 Team 2 (user2) — bye')).toBeInTheDocument();
    expect(gameLines('Quarterfinals game 1')).toEqual([
      '#4Team 4 (user4)98.50',
      '#5Team 5 (user5) ✓ advances101.25',
    ]);
    expect(gameState('Quarterfinals game 1')).toBe('Final');
    expect(gameLines('Semifinals game 2')).toEqual([
      '#2Team 2 (user2)30.00',
      '#3Alice Anchors (alice)52.75',
    ]);
    expect(gameState('Semifinals game 2')).toBe('In progress · Week 11');
    expect(gameState('Championship game 1')).toBe('TBD');
    expect(within(playoffs).getByRole('listitem', { name: 'Champion' })).toHaveTextContent(
      'ChampionTBD',
    );
    // The consolation bracket of seeds 7-10, in the last two rounds' weeks.
    const consolation = await bracketSection('Consolation bracket');
    expect(
      within(consolation).getByRole('listitem', { name: 'Consolation semifinals, Week 11' }),
    ).toBeInTheDocument();
    expect(gameLines('Consolation semifinals game 2')).toEqual([
      '#8Team 8 (user8)33.00',
      '#9Team 9 (user9)41.00',
    ]);
    // The seeds, the member's own marked, with what split a tie on record.
    const seeds = screen.getByRole('table', { name: 'Seeds' });
    const rows = within(seeds).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(rows[3]).toHaveTextContent('placed by points for');
    expect(screen.queryByRole('region', { name: 'Final standings' })).toBeNull();
    expect(
      screen.getByText(
        'A playoff game level on points after its round (both weeks of a two-week round added) goes to the higher seed.',
      ),
    ).toBeInTheDocument();
  });

  it('at the end: the champion first, the final decided by the higher seed, and the final standings', async () => {
    api.set({ [BRACKET_BY_LEAGUE_ID]: ok(bracketComplete()) });
    renderWithSession(<BracketPage />);
    expect(await screen.findByText(/Champion of the 2025 season/)).toHaveTextContent(
      'Champion of the 2025 season: Team 1 (user1)',
    );
    expect(gameState('Championship game 1')).toBe('Final · level, higher seed advances');
    expect(gameLines('Championship game 1')).toEqual([
      '#1Team 1 (user1) ✓ advances110.00',
      '#3Alice Anchors (alice)110.00',
    ]);
    const standings = screen.getByRole('table', { name: 'Final standings' });
    expect(
      within(standings)
        .getAllByRole('row')
        .slice(1, 4)
        .map((row) => row.textContent),
    ).toEqual(['1Team 1user11', '2Alice Anchorsalice3', '3Team 2user22']);
  });

  it('says why when the bracket cannot be read', async () => {
    api.set({ [BRACKET_BY_LEAGUE_ID]: fail(403, 'You are not a member of this league.') });
    renderWithSession(<BracketPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are not a member of this league.',
    );
  });

  it('asks for a league when none is chosen', () => {
    renderWithSession(<BracketPage />, { league: null });
    expect(screen.getByText('No league selected.')).toBeInTheDocument();
    expect(api.callsTo(BRACKET_BY_LEAGUE_ID)).toHaveLength(0);
  });
});
