import { describe, expect, it } from 'vitest';
import { auctionMaxBid, nextNominator } from './auction';

describe('auctionMaxBid', () => {
  it('keeps 1 for each other empty slot', () => {
    expect(auctionMaxBid(200, 15)).toBe(186);
    expect(auctionMaxBid(10, 2)).toBe(9);
    expect(auctionMaxBid(1, 1)).toBe(1);
  });
  it('is 0 with no room, or nothing to spend beyond the slot minimums', () => {
    expect(auctionMaxBid(50, 0)).toBe(0);
    expect(auctionMaxBid(2, 5)).toBe(0);
  });
});

describe('nextNominator', () => {
  const order = [11, 12, 13, 14];
  it('goes round the order, starting with the first', () => {
    expect(nextNominator(order, null, () => true)).toBe(11);
    expect(nextNominator(order, 12, () => true)).toBe(13);
    expect(nextNominator(order, 14, () => true)).toBe(11);
  });
  it('passes over teams that cannot take part, and answers null when none can', () => {
    expect(nextNominator(order, 12, (id) => id !== 13 && id !== 14)).toBe(11);
    expect(nextNominator(order, 12, (id) => id === 12)).toBe(12);
    expect(nextNominator(order, 12, () => false)).toBeNull();
  });
});
