import {
  AUCTION_MIN_BID,
  draftClockMs,
  type AuctionState,
  type DraftClock,
} from '@fangtasy/shared/domain';
import type { Db } from '../../../db/connect';
import type { DraftRow } from '../../../db/schema';
import { draftRosters } from '../draft-rosters';
import { lotSlot } from './auction-engine';
import { auctionPurses, emptySlots, maxBidOf } from './auction-purses';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The clock time left to a deadline, or the time kept while paused. */
const remainingOf = (row: DraftRow, deadline: Date | null, now: Date): number =>
  deadline ? Math.round(draftClockMs(now, deadline, row.overnight_pause)) : (row.remaining_ms ?? 0);

/**
 * What the room shows of an auction (docs/decisions/065): the team to nominate, the player on
 * the block with the high bid and its bidder and the bid clock, each team's budget left, empty
 * slots and max bid, and the price of each player sold. Null for a draft that is not one.
 */
export async function auctionState(
  db: Db,
  row: DraftRow | null,
  drafters: readonly number[],
  now: Date,
): Promise<AuctionState | null> {
  if (!row || row.type !== 'auction') return null;
  const started = row.status !== 'not_started';
  const [purses, rosters, sales] = started
    ? await Promise.all([
        auctionPurses(db, row.league_id),
        draftRosters(db, row.league_id, drafters),
        db
          .selectFrom('draft_picks')
          .select(['overall', 'price'])
          .where('league_id', '=', row.league_id)
          .where('price', 'is not', null)
          .orderBy('overall')
          .execute(),
      ])
    : [new Map<number, number>(), new Map(), []];
  const live = row.status === 'running' || row.status === 'paused';
  const deadline = row.status === 'running' && row.deadline ? new Date(row.deadline) : null;
  let lot: AuctionState['lot'] = null;
  if (live && row.lot_player_id !== null) {
    const player = await db
      .selectFrom('players')
      .select(['player_name', 'position', 'team'])
      .where('id', '=', row.lot_player_id)
      .executeTakeFirstOrThrow();
    lot = {
      lot: row.current_overall ?? 0,
      player_id: row.lot_player_id,
      player_name: player.player_name,
      position: player.position as NonNullable<AuctionState['lot']>['position'],
      nfl_team: player.team,
      nominated_by: row.lot_nominated_by ?? row.high_bidder_id ?? 0,
      high_bid: row.high_bid ?? 0,
      high_bidder_id: row.high_bidder_id ?? 0,
      deadline: iso(deadline),
      remaining_ms: remainingOf(row, deadline, now),
    };
  }
  return {
    min_bid: AUCTION_MIN_BID,
    nominator_id: live ? row.nominator_id : null,
    lot_number: live ? row.current_overall : null,
    nomination_deadline: live && lot === null ? iso(deadline) : null,
    lot,
    teams: started
      ? drafters.map((id) => {
          const budgetLeft = purses.get(id) ?? 0;
          const roster = rosters.get(id);
          return {
            league_member_id: id,
            budget_left: budgetLeft,
            empty_slots: emptySlots(roster),
            max_bid: maxBidOf(roster, budgetLeft),
          };
        })
      : [],
    sales: sales.map((sale) => ({ overall: sale.overall, price: sale.price ?? 0 })),
  };
}

/**
 * An auction's entry on the clock, as the room's `on_clock` has it for remotes that know only
 * pick orders: the lot, with the high bidder while a player is on the block, else the nominator.
 */
export function auctionOnClock(row: DraftRow, teamCount: number, now: Date): DraftClock | null {
  if (row.current_overall === null || (row.status !== 'running' && row.status !== 'paused'))
    return null;
  const slot = lotSlot(row.current_overall, Math.max(1, teamCount));
  const deadline = row.status === 'running' && row.deadline ? new Date(row.deadline) : null;
  return {
    overall: row.current_overall,
    round: slot.round,
    pick_in_round: slot.pickInRound,
    league_member_id: row.high_bidder_id ?? row.nominator_id ?? 0,
    deadline: iso(deadline),
    remaining_ms: remainingOf(row, deadline, now),
  };
}
