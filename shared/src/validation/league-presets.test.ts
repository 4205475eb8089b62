import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  SCORING_RULE_FIELDS,
} from '../domain/constants';
import { ROSTER_PRESETS, SCORING_PRESETS } from '../domain/league-presets';
import { ROSTER_RULE_LABELS } from '../domain/rule-labels';
import { ROSTER_RULE_BOUNDS, SCORING_POINTS_BOUNDS } from './limits';
import { rosterRulesSchema, scoringRulesSchema } from './league-wizard';

const ROSTER_FIELDS = ROSTER_RULE_LABELS.map((rule) => rule.field).sort();
const presetNamed = (label: string) => SCORING_PRESETS.find((preset) => preset.label === label)!;

describe('scoring presets', () => {
  it('are Standard, Half-PPR and PPR, each with a value for every scoring rule', () => {
    expect(SCORING_PRESETS.map((preset) => preset.label)).toEqual(['Standard', 'Half-PPR', 'PPR']);
    for (const preset of SCORING_PRESETS) {
      expect(Object.keys(preset.values).sort(), preset.label).toEqual(
        [...SCORING_RULE_FIELDS].sort(),
      );
    }
  });

  it('lie within the points the server accepts and pass the scoring step', () => {
    for (const preset of SCORING_PRESETS) {
      for (const [field, points] of Object.entries(preset.values)) {
        expect(Number.isFinite(points), `${preset.label} ${field}`).toBe(true);
        expect(points, `${preset.label} ${field}`).toBeGreaterThanOrEqual(
          SCORING_POINTS_BOUNDS.min,
        );
        expect(points, `${preset.label} ${field}`).toBeLessThanOrEqual(SCORING_POINTS_BOUNDS.max);
      }
      expect(scoringRulesSchema.safeParse(preset.values).success, preset.label).toBe(true);
    }
  });

  it('differ from each other only in points per reception: 0, 0.5 and 1', () => {
    const ppr = presetNamed('PPR').values;
    expect(ppr).toEqual(DEFAULT_SCORING_RULES);
    expect(presetNamed('Half-PPR').values).toEqual({ ...ppr, receptions: 0.5 });
    expect(presetNamed('Standard').values).toEqual({ ...ppr, receptions: 0 });
  });
});

describe('roster presets', () => {
  it("start with the spec's layout, and each sets every roster rule", () => {
    expect(ROSTER_PRESETS[0]!.values).toEqual(DEFAULT_ROSTER_RULES);
    expect(ROSTER_PRESETS.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ROSTER_PRESETS.map((preset) => preset.label)).size).toBe(ROSTER_PRESETS.length);
    for (const preset of ROSTER_PRESETS) {
      expect(Object.keys(preset.values).sort(), preset.label).toEqual(ROSTER_FIELDS);
    }
  });

  it('lie within the limits of every roster rule and pass the roster step', () => {
    for (const preset of ROSTER_PRESETS) {
      for (const [field, value] of Object.entries(preset.values)) {
        const bounds = ROSTER_RULE_BOUNDS[field as keyof typeof ROSTER_RULE_BOUNDS];
        expect(Number.isInteger(value), `${preset.label} ${field}`).toBe(true);
        expect(value, `${preset.label} ${field}`).toBeGreaterThanOrEqual(bounds.min);
        expect(value, `${preset.label} ${field}`).toBeLessThanOrEqual(bounds.max);
      }
      expect(rosterRulesSchema.safeParse(preset.values).success, preset.label).toBe(true);
    }
  });

  it('are different layouts, none the same as another', () => {
    const layouts = ROSTER_PRESETS.map((preset) => JSON.stringify(preset.values));
    expect(new Set(layouts).size).toBe(ROSTER_PRESETS.length);
  });
});
