import { describe, expect, it } from 'vitest';
import type { WaiverClaim } from '@fangtasy/shared';
import { bidContext } from './bid-context';

const claim = (id: number, playerId: number, bid: number, priority: number | null) =>
  ({
    id,
    player_id: playerId,
    player_name: `Player ${playerId}`,
    faab_claim_amount: bid,
    is_active: 1,
    league_member_priority: priority,
  }) as WaiverClaim;

describe('the bid in context', () => {
  const claims = [claim(1, 10, 12, 2), claim(2, 20, 7, 1), claim(3, 30, 5, null)];

  it('lists the other bids by priority (missing last) with their total, and adds this bid', () => {
    const context = bidContext(claims, 99, '20', 40);
    expect(context.others.map((other) => other.player_name)).toEqual([
      'Player 20',
      'Player 10',
      'Player 30',
    ]);
    expect(context.othersTotal).toBe(24);
    expect(context.withThisBid).toBe(44);
    expect(context.overBudget).toBe(true);
    expect(bidContext(claims, 99, '16', 40).overBudget).toBe(false);
  });

  it('counts a bid that is not a number as 0, marks a claim on the same player, leaves out the one edited', () => {
    expect(bidContext(claims, 99, 'abc', 40).withThisBid).toBe(24);
    expect(bidContext(claims, 99, '', 40).withThisBid).toBe(24);
    expect(bidContext(claims, 10, '1', 40).others.find((o) => o.samePlayer)?.player_name).toBe(
      'Player 10',
    );
    expect(bidContext(claims, 10, '1', 40, 1).othersTotal).toBe(12);
  });
});
