import { describe, expect, it } from 'vitest';
import { byPriority } from './claim-order';

describe('claims by priority', () => {
  it('orders by league_member_priority ascending with missing priorities last, stable', () => {
    const claims = [
      { id: 1, league_member_priority: null },
      { id: 2, league_member_priority: 3 },
      { id: 3, league_member_priority: 1 },
      { id: 4, league_member_priority: null },
      { id: 5, league_member_priority: 2 },
    ];
    expect(byPriority(claims).map((claim) => claim.id)).toEqual([3, 5, 2, 1, 4]);
  });
});
