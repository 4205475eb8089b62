import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING_RULES, SCORING_RULE_FIELDS } from './constants';
import type { ScoringRules, StatLine } from './entities';
import {
  roundScore,
  seasonScoreFromWeeks,
  seasonTotalsScore,
  tierBonus,
  weeklyFantasyScore,
} from './scoring';

const zeroRules = (overrides: Partial<ScoringRules> = {}): ScoringRules => ({
  ...(Object.fromEntries(
    SCORING_RULE_FIELDS.map((field) => [field, 0]),
  ) as unknown as ScoringRules),
  ...overrides,
});

const stats = (overrides: Partial<StatLine> = {}): StatLine => ({
  passing_yards: 0,
  passing_tds: 0,
  interceptions: 0,
  two_point_passes: 0,
  rushing_yards: 0,
  rushing_tds: 0,
  two_point_rushes: 0,
  receptions: 0,
  receiving_yards: 0,
  receiving_tds: 0,
  two_point_receptions: 0,
  special_teams_tds: 0,
  ...overrides,
});

describe('weekly score: each scoring rule pays for its stat', () => {
  // [rule field, the stat line that earns it, the points with the rule set to 3 and all others 0]
  const rows: [keyof typeof DEFAULT_SCORING_RULES, Partial<StatLine>, number][] = [
    ['passing_yards', { passing_yards: 10 }, 30],
    ['passing_touchdowns', { passing_tds: 2 }, 6],
    ['interceptions_thrown', { interceptions: 2 }, 6],
    ['two_point_pass', { two_point_passes: 1 }, 3],
    ['passing_300_399', { passing_yards: 300 }, 3],
    ['passing_400_plus', { passing_yards: 400 }, 3],
    ['rushing_yards', { rushing_yards: 10 }, 30],
    ['rushing_touchdowns', { rushing_tds: 2 }, 6],
    ['two_point_rush', { two_point_rushes: 1 }, 3],
    ['rushing_100_199', { rushing_yards: 100 }, 3],
    ['rushing_200_plus', { rushing_yards: 200 }, 3],
    ['receiving_yards', { receiving_yards: 10 }, 30],
    ['receptions', { receptions: 4 }, 12],
    ['receiving_touchdowns', { receiving_tds: 1 }, 3],
    ['two_point_reception', { two_point_receptions: 2 }, 6],
    ['receiving_100_199', { receiving_yards: 150 }, 3],
    ['receiving_200_plus', { receiving_yards: 250 }, 3],
    ['kickoff_return_touchdown', { kickoff_return_tds: 1 }, 3],
    ['punt_return_touchdown', { punt_return_tds: 1 }, 3],
    ['fumble_recovered_touchdown', { fumble_recovery_tds: 1 }, 3],
    ['fumbles_lost', { fumbles_lost: 2 }, 6],
    ['interception_return_touchdown', { interception_return_tds: 1 }, 3],
    ['fumble_return_touchdown', { fumble_return_tds: 1 }, 3],
    ['blocked_return_touchdown', { blocked_return_tds: 1 }, 3],
    ['two_point_return', { two_point_returns: 1 }, 3],
    ['one_point_safety', { safeties: 1 }, 3],
  ];

  it.each(rows)('%s', (field, line, points) => {
    // Only this rule pays, so a stat read under the wrong rule scores 0 and fails.
    expect(weeklyFantasyScore(stats(line), zeroRules({ [field]: 3 }))).toBe(points);
  });

  it('covers every scoring-rule field', () => {
    expect(rows.map(([field]) => field).sort()).toEqual([...SCORING_RULE_FIELDS].sort());
  });

  it('scores a full line with the default rules', () => {
    const line = stats({
      passing_yards: 310,
      passing_tds: 2,
      interceptions: 1,
      rushing_yards: 25,
      rushing_tds: 1,
    });
    // 12.4 + 8 - 2 + 5 (300-399) + 2.5 + 6
    expect(weeklyFantasyScore(line, { ...DEFAULT_SCORING_RULES })).toBe(31.9);
  });

  it('scores negative yardage as negative points, with no bonus', () => {
    expect(weeklyFantasyScore(stats({ rushing_yards: -7 }), { ...DEFAULT_SCORING_RULES })).toBe(
      -0.7,
    );
    expect(weeklyFantasyScore(stats({ passing_yards: -12 }), { ...DEFAULT_SCORING_RULES })).toBe(
      -0.48,
    );
  });

  it('treats missing stat values as zero', () => {
    const partial = { passing_yards: 100 } as unknown as StatLine;
    expect(weeklyFantasyScore(partial, { ...DEFAULT_SCORING_RULES })).toBe(4);
  });
});

describe('weekly bonus tiers', () => {
  const bonusRules = zeroRules({
    passing_300_399: 5,
    passing_400_plus: 10,
    rushing_100_199: 3,
    rushing_200_plus: 7,
    receiving_100_199: 2,
    receiving_200_plus: 6,
  });

  it.each([
    [299, 0],
    [300, 5],
    [399, 5],
    [400, 10],
    [550, 10],
  ])(
    'passing %i yards earns %i bonus points, the higher tier replacing the lower',
    (yards, bonus) => {
      expect(weeklyFantasyScore(stats({ passing_yards: yards }), bonusRules)).toBe(bonus);
    },
  );

  it.each([
    [99, 0],
    [100, 3],
    [199, 3],
    [200, 7],
  ])('rushing %i yards earns %i bonus points', (yards, bonus) => {
    expect(weeklyFantasyScore(stats({ rushing_yards: yards }), bonusRules)).toBe(bonus);
  });

  it.each([
    [99, 0],
    [100, 2],
    [199, 2],
    [200, 6],
  ])('receiving %i yards earns %i bonus points', (yards, bonus) => {
    expect(weeklyFantasyScore(stats({ receiving_yards: yards }), bonusRules)).toBe(bonus);
  });

  it('pays rushing and receiving bonuses separately, not on combined yards', () => {
    expect(weeklyFantasyScore(stats({ rushing_yards: 60, receiving_yards: 60 }), bonusRules)).toBe(
      0,
    );
    expect(
      weeklyFantasyScore(stats({ rushing_yards: 120, receiving_yards: 210 }), bonusRules),
    ).toBe(9);
  });

  it('picks the tier by yards', () => {
    const tiers = { low: 100, high: 200 };
    expect([
      tierBonus(99, tiers, 1, 2),
      tierBonus(100, tiers, 1, 2),
      tierBonus(200, tiers, 1, 2),
    ]).toEqual([0, 1, 2]);
  });
});

describe('special-teams touchdowns', () => {
  const rules = zeroRules({
    kickoff_return_touchdown: 6,
    punt_return_touchdown: 4,
    fumble_recovered_touchdown: 5,
    interception_return_touchdown: 7,
    fumble_return_touchdown: 8,
    blocked_return_touchdown: 9,
  });

  it('scores a combined count with kickoff_return_touchdown', () => {
    expect(weeklyFantasyScore(stats({ special_teams_tds: 2 }), rules)).toBe(12);
  });

  it('scores split counts each with its own rule and ignores the combined count', () => {
    const split = stats({
      special_teams_tds: 6,
      kickoff_return_tds: 1,
      punt_return_tds: 1,
      fumble_recovery_tds: 1,
      interception_return_tds: 1,
      fumble_return_tds: 1,
      blocked_return_tds: 1,
    });
    expect(weeklyFantasyScore(split, rules)).toBe(6 + 4 + 5 + 7 + 8 + 9);
  });

  it('treats a split line with only one kind given as split', () => {
    expect(weeklyFantasyScore(stats({ special_teams_tds: 1, punt_return_tds: 1 }), rules)).toBe(4);
  });
});

describe('rounding to 2 decimals', () => {
  it('gives scores with 2 decimals, free of float noise', () => {
    expect(weeklyFantasyScore(stats({ rushing_yards: 3 }), zeroRules({ rushing_yards: 0.1 }))).toBe(
      0.3,
    );
    expect(
      weeklyFantasyScore(stats({ passing_yards: 251 }), zeroRules({ passing_yards: 0.04 })),
    ).toBe(10.04);
    expect(
      weeklyFantasyScore(stats({ passing_yards: 3 }), zeroRules({ passing_yards: 0.3333 })),
    ).toBe(1);
  });

  it('rounds halves away from zero even where binary floats fall just short', () => {
    expect(roundScore(1.005)).toBe(1.01);
    expect(roundScore(2.675)).toBe(2.68);
    expect(roundScore(10.075)).toBe(10.08);
    expect(roundScore(-2.675)).toBe(-2.68);
    expect(roundScore(10.074)).toBe(10.07);
  });

  it('never answers negative zero', () => {
    expect(Object.is(roundScore(-0.001), 0)).toBe(true);
  });

  it('rounds a score built from 4-decimal rules half up', () => {
    // 0.0125 × 3 = 0.0375 → 0.04
    expect(
      weeklyFantasyScore(stats({ receiving_yards: 3 }), zeroRules({ receiving_yards: 0.0125 })),
    ).toBe(0.04);
  });
});

describe('season scores', () => {
  const bonusRules = zeroRules({
    passing_300_399: 5,
    passing_400_plus: 10,
    rushing_100_199: 3,
    rushing_200_plus: 7,
    receiving_100_199: 2,
    receiving_200_plus: 6,
  });

  it.each([
    [2999, 0],
    [3000, 5],
    [3999, 5],
    [4000, 10],
  ])('season totals of %i passing yards earn %i bonus points', (yards, bonus) => {
    expect(seasonTotalsScore(stats({ passing_yards: yards }), bonusRules)).toBe(bonus);
  });

  it.each([
    [999, 0],
    [1000, 3],
    [1999, 3],
    [2000, 7],
  ])('season totals of %i rushing yards earn %i bonus points', (yards, bonus) => {
    expect(seasonTotalsScore(stats({ rushing_yards: yards }), bonusRules)).toBe(bonus);
  });

  it.each([
    [999, 0],
    [1000, 2],
    [1999, 2],
    [2000, 6],
  ])('season totals of %i receiving yards earn %i bonus points', (yards, bonus) => {
    expect(seasonTotalsScore(stats({ receiving_yards: yards }), bonusRules)).toBe(bonus);
  });

  it('season totals do not use the weekly tiers', () => {
    expect(seasonTotalsScore(stats({ passing_yards: 450, rushing_yards: 250 }), bonusRules)).toBe(
      0,
    );
  });

  it('sums weekly scores, weekly bonuses included, to 2 decimals', () => {
    const weeks = [
      stats({ rushing_yards: 101 }),
      stats({ rushing_yards: 33 }),
      stats({ rushing_yards: 205 }),
    ];
    const rules = { ...DEFAULT_SCORING_RULES };
    // 10.1 + 5, 3.3, 20.5 + 10
    expect(seasonScoreFromWeeks(weeks, rules)).toBe(48.9);
    expect(seasonScoreFromWeeks([], rules)).toBe(0);
  });
});
