import { describe, expect, it } from 'vitest';
import { weeklySeries } from './wire-figures';

describe("a player's weeks for the chart", () => {
  it('runs from week 1 through last week, with no points for a week without a line', () => {
    expect(weeklySeries({ '2': 7.5, '3': -1 }, 4)).toEqual([
      { week: 1, points: null },
      { week: 2, points: 7.5 },
      { week: 3, points: -1 },
      { week: 4, points: null },
    ]);
  });

  it("reaches this week once he has played it, and is empty before anyone's first week", () => {
    expect(weeklySeries({ '9': 12 }, 8).map((entry) => entry.week)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(weeklySeries({}, null)).toEqual([]);
    expect(weeklySeries(null, null)).toEqual([]);
  });
});
