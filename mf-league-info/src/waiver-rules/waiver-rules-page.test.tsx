import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_TRADE_RULES,
  MESSAGES,
  playoffWeekPlan,
  seedingOrderSteps,
} from '@fangtasy/shared';
import { fail, noResponse, ok, renderWithSession, fakeApiPerTest } from '@fangtasy/shared/testing';
import { WaiverRulesPage } from './waiver-rules-page';

const WAIVER_RULES_BY_LEAGUE_ID = 'GET /waiver_rules/getWaiverRulesByLeagueId/7';
const TRADE_RULES_BY_LEAGUE_ID = 'GET /trade_rules/getTradeRulesByLeagueId/7';
const PLAYOFF_RULES_BY_LEAGUE_ID = 'GET /playoff_rules/getPlayoffRulesByLeagueId/7';
const api = fakeApiPerTest();

const SIX_TEAMS_FROM_WEEK_12 = {
  playoff_teams: 6,
  weeks_per_round: 1,
  first_playoff_week: 12,
  seeding_tiebreaker: 'head_to_head',
  consolation_bracket: 1,
} as const;
beforeEach(() => {
  api.set({ [TRADE_RULES_BY_LEAGUE_ID]: ok({ ...DEFAULT_TRADE_RULES, id: 1, league_id: 7 }) });
  api.set({
    [PLAYOFF_RULES_BY_LEAGUE_ID]: ok({
      ...SIX_TEAMS_FROM_WEEK_12,
      league_id: 7,
      last_playoff_week: 14,
      weeks: playoffWeekPlan(SIX_TEAMS_FROM_WEEK_12),
      seeding_order: seedingOrderSteps('head_to_head'),
      tie_rule: MESSAGES.playoffTieRule,
    }),
  });
});

const settings = async () =>
  within(await screen.findByRole('table', { name: 'Waiver Settings' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('Waiver Rules', () => {
  it('shows the first waiver rule record the league has', async () => {
    api.set({
      [WAIVER_RULES_BY_LEAGUE_ID]: ok([
        { waivers_length: 3, waiver_day: 'Thursday' },
        { waivers_length: 1, waiver_day: 'Wednesday' },
      ]),
    });
    renderWithSession(<WaiverRulesPage />);
    expect(await settings()).toEqual([
      ['Waivers Length (days)', '3'],
      ['Waiver Processing Day', 'Thursday'],
    ]);
  });

  it("shows 'Not set' in each row when the league has no waiver rules", async () => {
    api.set({ [WAIVER_RULES_BY_LEAGUE_ID]: ok([]) });
    renderWithSession(<WaiverRulesPage />);
    expect(await settings()).toEqual([
      ['Waivers Length (days)', 'Not set'],
      ['Waiver Processing Day', 'Not set'],
    ]);
  });

  it("prefixes a failure with 'Failed to fetch waiver rules:' and the server's message or the error", async () => {
    api.set({ [WAIVER_RULES_BY_LEAGUE_ID]: fail(403, 'You are not a member of this league.') });
    const { unmount } = renderWithSession(<WaiverRulesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch waiver rules: You are not a member of this league.',
    );
    unmount();
    api.set({ [WAIVER_RULES_BY_LEAGUE_ID]: noResponse() });
    renderWithSession(<WaiverRulesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch waiver rules: Network Error',
    );
  });

  it('shows the trade settings beside the waiver settings, in their words', async () => {
    api.set({ [WAIVER_RULES_BY_LEAGUE_ID]: ok([{ waivers_length: 1, waiver_day: 'Wednesday' }]) });
    api.set({
      [TRADE_RULES_BY_LEAGUE_ID]: ok({
        ...DEFAULT_TRADE_RULES,
        review_mode: 'commissioner',
        review_hours: 24,
        id: 1,
        league_id: 7,
      }),
    });
    renderWithSession(<WaiverRulesPage />);
    const table = await screen.findByRole('table', { name: 'Trade Settings' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['Trade Review', 'Commissioner approval'],
      ['Trade Review Period (hours)', '24'],
      ['Votes to Veto a Trade', 'Not used'],
      ['Trade Offer Expiry (hours)', '48'],
      ['Trade Deadline Week', 'Week 9'],
    ]);
  });

  it('shows the playoffs read-only: the settings, weeks 10-14 with the ones left out as no games, the seeding order and the tie rule', async () => {
    api.set({ [WAIVER_RULES_BY_LEAGUE_ID]: ok([{ waivers_length: 2, waiver_day: 'Wednesday' }]) });
    renderWithSession(<WaiverRulesPage />);
    const rows = async (name: string) =>
      within(await screen.findByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(await rows('Playoff Settings')).toEqual([
      ['Playoff Teams', '6 (seeds 1 and 2 on a bye in the first round)'],
      ['Weeks per Round', '1'],
      ['First Playoff Week', 'Week 12 (playoffs in weeks 12–14)'],
      ['Seeding Tie-Breaker', 'Head-to-head, then points for'],
      ['Consolation Bracket', 'Yes: the next four teams play one'],
    ]);
    expect(await rows('Playoff Weeks')).toEqual([
      ['Week 10', 'No games this week'],
      ['Week 11', 'No games this week'],
      ['Week 12', 'Quarterfinals'],
      ['Week 13', 'Semifinals'],
      ['Week 14', 'Championship'],
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Seeding order' }))
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Record (win percentage, a tie counting half a win)',
      'Head-to-head record among the teams still level',
      'Points for',
      'A draw by lot, made when the league is seeded',
    ]);
    expect(screen.getByText(MESSAGES.playoffTieRule)).toBeInTheDocument();
  });
});
