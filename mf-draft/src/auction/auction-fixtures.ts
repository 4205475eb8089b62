import {
  DEFAULT_AUCTION_SETTINGS,
  type AuctionState,
  type DraftRoom,
  type DraftRoomWithAuction,
} from '@fangtasy/shared';
import { pick, room, TEAMS } from '../draft/draft-fixtures';

/** The auction's routes at the fake api, for league 7. */
export const AUCTION_ROUTES = {
  nominate: 'POST /drafts/nominate/7',
  bid: 'POST /drafts/bid/7',
} as const;

/** Every team's purse: 200 less what it paid, 3 slots less what it won. */
const purses = (spent: Record<number, [number, number]>) =>
  TEAMS.map((team) => {
    const [paid, won] = spent[team.league_member_id] ?? [0, 0];
    const left = DEFAULT_AUCTION_SETTINGS.budget - paid;
    const slots = 3 - won;
    return {
      league_member_id: team.league_member_id,
      budget_left: left,
      empty_slots: slots,
      max_bid: slots === 0 ? 0 : left - (slots - 1),
    };
  });

/**
 * An auction of four teams and three slots each, running: two players sold (Josh Allen to the
 * commissioner's team for $40, Bijan Robinson to alice's for $55), lot 3 — Ja'Marr Chase,
 * nominated by Bob — on the block at $12 by Carmen, 15 s left on the bid clock.
 */
export function auctionRoom(state: Partial<AuctionState> = {}, overrides: Partial<DraftRoom> = {}) {
  const lot = {
    lot: 3,
    player_id: 301,
    player_name: "Ja'Marr Chase",
    position: 'WR' as const,
    nfl_team: 'CIN',
    nominated_by: 103,
    high_bid: 12,
    high_bidder_id: 104,
    deadline: '2025-09-01T23:00:15Z',
    remaining_ms: 15_000,
  };
  const base = room({
    picks: [pick(1, 101, 'Josh Allen', 'QB'), pick(2, 102, 'Bijan Robinson', 'RB')],
    on_clock: {
      overall: 3,
      round: 1,
      pick_in_round: 3,
      league_member_id: 104,
      deadline: lot.deadline,
      remaining_ms: lot.remaining_ms,
    },
    next_league_member_id: null,
    ...overrides,
  });
  const withAuction: DraftRoomWithAuction = {
    ...base,
    settings: { ...base.settings, type: 'linear', kind: 'auction', ...DEFAULT_AUCTION_SETTINGS },
    auction: {
      min_bid: 1,
      nominator_id: 103,
      lot_number: 3,
      nomination_deadline: null,
      lot,
      teams: purses({ 101: [40, 1], 102: [55, 1] }),
      sales: [
        { overall: 1, price: 40 },
        { overall: 2, price: 55 },
      ],
      ...state,
    },
  };
  return withAuction;
}

/** Nobody on the block: alice's team (102) nominates lot 4, 30 s left on her clock. */
export const aliceNominates = () =>
  auctionRoom(
    { lot: null, lot_number: 4, nominator_id: 102, nomination_deadline: '2025-09-01T23:00:30Z' },
    {
      on_clock: {
        overall: 4,
        round: 1,
        pick_in_round: 4,
        league_member_id: 102,
        deadline: '2025-09-01T23:00:30Z',
        remaining_ms: 30_000,
      },
    },
  );
