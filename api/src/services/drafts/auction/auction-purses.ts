import {
  AUCTION_MIN_BID,
  auctionMaxBid,
  countTowardRosterSize,
  rosterCapacity,
} from '@fangtasy/shared/domain';
import type { Db } from '../../../db/connect';
import { hasRoom, type DraftRoster } from '../draft-rosters';

/** Each auction team's budget left (docs/decisions/065), by league member id. */
export async function auctionPurses(db: Db, leagueId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('draft_teams')
    .select(['league_member_id', 'budget_left'])
    .where('league_id', '=', leagueId)
    .where('budget_left', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.league_member_id, row.budget_left ?? 0]));
}

/** The slots a roster still has to fill (0 once its rule set has room for nobody). */
export const emptySlots = (roster: DraftRoster | undefined): number =>
  roster && hasRoom(roster)
    ? Math.max(1, rosterCapacity(roster.rules) - countTowardRosterSize(roster.entries))
    : 0;

/** The most a team may bid now: its budget less the minimum for each other empty slot. */
export const maxBidOf = (roster: DraftRoster | undefined, budgetLeft: number): number =>
  auctionMaxBid(budgetLeft, emptySlots(roster));

/** Whether a team still takes part: room on its roster and at least the minimum bid to spend. */
export const canBid = (roster: DraftRoster | undefined, budgetLeft: number): boolean =>
  maxBidOf(roster, budgetLeft) >= AUCTION_MIN_BID;
