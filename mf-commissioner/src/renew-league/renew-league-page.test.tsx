import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { LeagueDetails } from '@fangtasy/shared';
import { MemoryRouter } from '@fangtasy/shared/router';
import { fail, ok, renderWithSession, fakeApiPerTest } from '@fangtasy/shared/testing';
import { RenewLeaguePage } from './renew-league-page';

const LEAGUE_BY_ID = 'GET /leagues/getLeagueById/7';
const RENEW_LEAGUE = 'POST /leagues/renew/7';
const api = fakeApiPerTest();

const COMPLETE: LeagueDetails = {
  league_id: 7,
  name: 'Fangtasy Demo League',
  is_active: 1,
  season: 2025,
  status: 'complete',
  champion: { league_member_id: 105, team_name: 'Vlad Nightshift', username: 'vlad' },
  previous_league_id: null,
  next_league_id: null,
};

const renderPage = (ui: ReactElement = <RenewLeaguePage />) =>
  renderWithSession(<MemoryRouter>{ui}</MemoryRouter>);

describe('Renew League', () => {
  it('once the season is complete: the champion, what renewal keeps, rosters kept unless chosen otherwise', async () => {
    api.set({ [LEAGUE_BY_ID]: ok(COMPLETE) });
    api.set({
      [RENEW_LEAGUE]: ok({
        status: 'success',
        league_id: 12,
        season: 2026,
        message:
          'League renewed for the 2026 season. Edit its rules if you wish, then activate it.',
      }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Renew League' })).toBeInTheDocument();
    expect(await screen.findByText(/The 2025 season is complete\. Champion:/)).toHaveTextContent(
      'Champion: Vlad Nightshift (vlad).',
    );
    expect(screen.getByText(/The 2026 season starts as a new league/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Keep each team’s roster/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Start with empty rosters/ }));
    await user.click(screen.getByRole('button', { name: 'Renew for 2026' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'League renewed for the 2026 season. Edit its rules if you wish, then activate it.',
    );
    expect(api.callsTo(RENEW_LEAGUE).map((call) => call.body)).toEqual([{ keep_rosters: 0 }]);
    expect(screen.getByRole('link', { name: 'Your Leagues' })).toHaveAttribute('href', '/landing');
    expect(screen.queryByRole('button', { name: 'Renew for 2026' })).toBeNull();
  });

  it('keeps the rosters when left as it opens', async () => {
    api.set({ [LEAGUE_BY_ID]: ok(COMPLETE) });
    api.set({ [RENEW_LEAGUE]: () => new Promise(() => {}) });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Renew for 2026' }));
    await waitFor(() =>
      expect(api.callsTo(RENEW_LEAGUE).map((call) => call.body)).toEqual([{ keep_rosters: 1 }]),
    );
    expect(screen.getByRole('button', { name: 'Renewing...' })).toBeDisabled();
  });

  it('offers nothing to press before the final is decided', async () => {
    api.set({ [LEAGUE_BY_ID]: ok({ ...COMPLETE, status: 'playoffs', champion: null }) });
    renderPage();
    expect(
      await screen.findByText(
        'A league can be renewed once its season is complete (its final is decided).',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a league already renewed is, with the way to its history', async () => {
    api.set({ [LEAGUE_BY_ID]: ok({ ...COMPLETE, next_league_id: 12 }) });
    renderPage();
    expect(
      await screen.findByText('This league has already been renewed for the next season.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'League History' })).toHaveAttribute(
      'href',
      '/league-history',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the server's reason when the renewal is refused", async () => {
    api.set({ [LEAGUE_BY_ID]: ok(COMPLETE) });
    api.set({ [RENEW_LEAGUE]: fail(403, 'Only the commissioner can renew the league.') });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Renew for 2026' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the commissioner can renew the league.',
    );
    expect(screen.getByRole('button', { name: 'Renew for 2026' })).toBeEnabled();
  });
});
