import { describe, expect, it } from 'vitest';
import { DEFAULT_ROSTER_RULES, type RosterRules } from '@fangtasy/shared';
import { rosterProblemAfterTrade, type TradeRosterPlayer } from './trade-plan';

const player = (id: number, position: string, slot = 'BENCH'): TradeRosterPlayer => ({
  player_id: id,
  player_name: `Player ${id}`,
  position,
  team: 'KC',
  roster_position: slot,
  season_points: 10,
  headshot_url: null,
  is_locked: false,
});

const RULES: RosterRules = { ...DEFAULT_ROSTER_RULES, roster_type_id: 1 };

/** A full roster under the spec's default rules (13 players without IR). */
const full = [
  ...Array.from({ length: 3 }, (_, index) => player(index + 1, 'QB')),
  ...Array.from({ length: 5 }, (_, index) => player(index + 10, 'RB')),
  ...Array.from({ length: 5 }, (_, index) => player(index + 20, 'WR')),
];

describe('rosterProblemAfterTrade', () => {
  it('lets an even trade through a full roster', () => {
    expect(rosterProblemAfterTrade(RULES, full, [player(99, 'WR')], new Set([1]))).toBeNull();
  });

  it('asks for a drop when two come in for one', () => {
    expect(
      rosterProblemAfterTrade(RULES, full, [player(98, 'TE'), player(99, 'TE')], new Set([1])),
    ).toBe('Your roster would be over its 13 players after this trade: choose players to drop.');
  });

  it('holds a roster to its slots where max_roster_size would allow one more (a vampire’s 12 of 13)', () => {
    const vampire: RosterRules = { ...RULES, roster_type_id: 2, bench_count: 5 };
    const twelve = full.slice(1);
    expect(rosterProblemAfterTrade(vampire, twelve, [player(98, 'TE')], new Set<number>())).toBe(
      'Your roster would be over its 12 players after this trade: choose players to drop.',
    );
    expect(rosterProblemAfterTrade(vampire, twelve, [player(98, 'TE')], new Set([2]))).toBeNull();
  });

  it('counts a drop as room made, and an injured reserve player as none', () => {
    expect(
      rosterProblemAfterTrade(
        RULES,
        [...full, player(50, 'RB', 'IR1')],
        [player(98, 'TE'), player(99, 'TE')],
        new Set([1, 2]),
      ),
    ).toBeNull();
  });

  it("names a position past its maximum under the member's own rules", () => {
    const rules = { ...RULES, max_qb_count: 3 };
    expect(rosterProblemAfterTrade(rules, full, [player(99, 'QB')], new Set([10]))).toBe(
      'You would have more QBs than your rules allow after this trade: choose players to drop.',
    );
  });
});
