import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING_RULES } from '@fangtasy/shared';
import { fail, ok, renderWithSession, fakeApiPerTest } from '@fangtasy/shared/testing';
import { ScoringRulesPage } from './scoring-rules-page';

const SCORING_RULES = 'GET /scoring_rules/getScoringRulesByLeagueId/7';
const api = fakeApiPerTest();

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('Scoring Rules', () => {
  it("shows the league's points in the four tables, in the spec's row order", async () => {
    api.set({
      [SCORING_RULES]: ok({ ...DEFAULT_SCORING_RULES, passing_touchdowns: 6, fumbles_lost: -3 }),
    });
    renderWithSession(<ScoringRulesPage />);
    expect(screen.getByText('Loading scoring rules...')).toBeInTheDocument();

    const passing = await screen.findByRole('table', { name: 'Passing' });
    expect(rowsOf(passing)).toEqual([
      ['Yards (per yard)', '0.04'],
      ['Touchdowns', '6'],
      ['Interceptions Thrown', '-2'],
      ['Two-Point Pass', '1'],
      ['300-399 Yards', '5'],
      ['400+ Yards', '10'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Rushing' })).map(([label]) => label)).toEqual([
      'Yards (per yard)',
      'Touchdowns',
      'Two-Point Rush',
      '100-199 Yards',
      '200+ Yards',
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Receiving' }))[1]).toEqual([
      'Receptions',
      '1',
    ]);
    const special = rowsOf(screen.getByRole('table', { name: 'Special Teams & Defense' }));
    expect(special).toHaveLength(9);
    expect(special[3]).toEqual(['Fumbles Lost', '-3']);
    expect(api.callsTo(SCORING_RULES)).toHaveLength(1);
  });

  it("says 'No scoring rules available.' when the league has none", async () => {
    api.set({ [SCORING_RULES]: fail(404, 'No scoring rules available.') });
    renderWithSession(<ScoringRulesPage />);
    expect(await screen.findByText('No scoring rules available.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("prefixes a failure with 'Failed to fetch scoring rules:' and the server's message", async () => {
    api.set({ [SCORING_RULES]: fail(403, 'You are not a member of this league.') });
    renderWithSession(<ScoringRulesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch scoring rules: You are not a member of this league.',
    );
  });

  it("says 'No league selected.' without asking the api when no league is chosen", () => {
    renderWithSession(<ScoringRulesPage />, { league: null });
    expect(screen.getByText('No league selected.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
