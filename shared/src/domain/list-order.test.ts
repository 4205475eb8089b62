import { describe, expect, it } from 'vitest';
import { movedOnePlace } from './list-order';

describe('movedOnePlace', () => {
  it('moves an item up or down one place, and leaves the list alone at its ends', () => {
    expect(movedOnePlace([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(movedOnePlace([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(movedOnePlace([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(movedOnePlace([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
