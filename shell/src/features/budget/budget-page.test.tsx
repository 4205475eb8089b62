// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeagueTransaction } from '@fangtasy/shared';
import { alice, casey, demoLeague, memberOf } from '../../testing/fixtures';
import { installFakeApi, fail, ok } from '@fangtasy/shared/testing';
import type { FakeApi } from '@fangtasy/shared/testing';
import { renderApp } from '../../testing/render-app';

vi.mock('../../remotes/remote-route', async () => ({
  RemoteRoute: (await import('../../testing/remote-route-stub')).RemoteRouteStub,
}));

const aliceMember = memberOf(alice, demoLeague, 'player', { remaining_faab_budget: 63 });
const caseyMember = memberOf(casey, demoLeague, 'commish');
const TRANSACTIONS = `GET /transactions/getByLeagueId/${demoLeague.league_id}`;

const transaction = (
  id: number,
  kind: LeagueTransaction['kind'],
  memberId: number,
  player: string,
  bid: number | null,
  created_at: string,
): LeagueTransaction => ({
  id,
  league_id: demoLeague.league_id,
  league_member_id: memberId,
  kind,
  player_id: 500 + id,
  player_name: player,
  team_name: null,
  bid,
  reason: null,
  other_member_id: null,
  other_team_name: null,
  trade_offer_id: null,
  bite_right_id: null,
  created_at,
});

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi({
    [`GET /leagues/getLeagueById/${demoLeague.league_id}`]: ok(demoLeague),
    [`GET /league_members/getLeagueMemberByLeagueAndUserId/${demoLeague.league_id}/2`]:
      ok(aliceMember),
    [TRANSACTIONS]: ok([]),
  });
});
afterEach(() => api.restore());

const session = { user: alice, league: demoLeague, membership: aliceMember };

describe('Budget page', () => {
  it("shows the remaining FAAB and only the member's own won bids, newest first, in Eastern time", async () => {
    api.set({
      [TRANSACTIONS]: ok([
        transaction(1, 'waiver_won', aliceMember.id, 'Puka Nacua', 12, '2025-10-01T04:00:00Z'),
        transaction(2, 'waiver_won', caseyMember.id, 'Someone Else', 30, '2025-10-01T04:00:00Z'),
        transaction(
          3,
          'waiver_failed',
          aliceMember.id,
          'Missed Target',
          40,
          '2025-10-08T04:00:00Z',
        ),
        transaction(4, 'add', aliceMember.id, 'Free Agent', null, '2025-10-09T15:00:00Z'),
        transaction(
          5,
          'waiver_won',
          aliceMember.id,
          'Jaxon Smith-Njigba',
          25,
          '2025-11-05T05:00:00Z',
        ),
      ]),
    });
    renderApp('/budget', session);
    expect(await screen.findByText('$63')).toBeInTheDocument();
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Player', 'Bid', 'Processed'],
      ['Jaxon Smith-Njigba', '$25', 'Nov 5, 2025 12:00 AM ET'],
      ['Puka Nacua', '$12', 'Oct 1, 2025 12:00 AM ET'],
    ]);
  });

  it('says so when no bid has been won yet', async () => {
    renderApp('/budget', session);
    expect(await screen.findByText('No winning waiver bids yet.')).toBeInTheDocument();
    expect(screen.getByText('$63')).toBeInTheDocument();
  });

  it('reports a failed load', async () => {
    api.set({ [TRANSACTIONS]: fail(500, 'database offline') });
    renderApp('/budget', session);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load team information: database offline',
    );
  });
});
