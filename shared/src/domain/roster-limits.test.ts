import { describe, expect, it } from 'vitest';
import { DEFAULT_ROSTER_RULES } from './constants';
import { isRosterFull, rosterCapacity } from './move-legality';
import { rosterLimitProblem } from './roster-limits';

const RULES = {
  ...DEFAULT_ROSTER_RULES,
  roster_type_id: 1 as const,
  max_roster_size: 3,
  max_rb_count: 2,
};
const entry = (position: string, slot = 'BENCH') => ({ position, roster_position: slot });

describe('rosterLimitProblem', () => {
  it('is null for a roster within its size and maximums', () => {
    expect(
      rosterLimitProblem(RULES, [entry('RB')], [entry('RB'), entry('WR'), entry('QB')]),
    ).toBeNull();
  });

  it('names the roster size when the non-IR count passes it, IR not counted', () => {
    const before = [entry('RB'), entry('WR'), entry('QB')];
    expect(rosterLimitProblem(RULES, before, [...before, entry('TE')])).toEqual({
      kind: 'roster_size',
    });
    expect(rosterLimitProblem(RULES, before, [...before, entry('TE', 'IR1')])).toBeNull();
  });

  it('names the roster size when the non-IR count passes the rule set’s slots, though max_roster_size is larger', () => {
    // The demo's vampire rules: 7 starters and 5 bench slots under a max_roster_size of 13.
    const vampire = {
      ...DEFAULT_ROSTER_RULES,
      roster_type_id: 2 as const,
      running_back_count: 1,
      wide_receiver_count: 3,
      wide_receiver_tight_end_count: 1,
      flex_count: 0,
      bench_count: 5,
      max_roster_size: 13,
    };
    expect(rosterCapacity(vampire)).toBe(12);
    const full = Array.from({ length: 12 }, () => entry('WR'));
    expect(rosterLimitProblem(vampire, full, [...full, entry('QB')])).toEqual({
      kind: 'roster_size',
    });
    expect(isRosterFull(vampire, full)).toBe(true);
  });

  it('names a position past its maximum', () => {
    expect(
      rosterLimitProblem(
        RULES,
        [entry('RB'), entry('RB')],
        [entry('RB'), entry('RB'), entry('RB')],
      ),
    ).toEqual({ kind: 'position', position: 'RB' });
  });

  it('lets a count already past its limit stay, but not grow', () => {
    const over = [entry('RB'), entry('WR'), entry('QB'), entry('TE')];
    expect(rosterLimitProblem(RULES, over, over)).toBeNull();
    expect(rosterLimitProblem(RULES, over, [...over, entry('WR')])).toEqual({
      kind: 'roster_size',
    });
  });
});
