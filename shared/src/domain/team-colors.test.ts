import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './color-contrast';
import { NFL_TEAMS } from './constants';
import { NFL_TEAM_COLORS, teamColorsOf } from './team-colors';

describe('contrastRatio (WCAG 2.x)', () => {
  it('gives the reference values', () => {
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#FFFFFF')).toBe(21);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    // #767676 is the lightest grey that passes AA on white; #777777 just fails it.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#FFFFFF', '#777777')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#FF0000', '#FFFFFF')).toBeCloseTo(4.0, 2);
  });
});

describe('NFL_TEAM_COLORS', () => {
  it('has exactly the 32 teams of the NFL data', () => {
    expect(Object.keys(NFL_TEAM_COLORS).sort()).toEqual([...NFL_TEAMS].sort());
  });

  it.each(NFL_TEAMS)('%s: the badge text reads at least 4.5:1 on the team colour', (team) => {
    const { primary, secondary, text } = NFL_TEAM_COLORS[team];
    expect(primary).toMatch(/^#[0-9A-F]{6}$/);
    expect(secondary).toMatch(/^#[0-9A-F]{6}$/);
    expect(contrastRatio(text, primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('knows no colours for what is not one of the 32', () => {
    expect(teamColorsOf('KC')).toBe(NFL_TEAM_COLORS.KC);
    expect(teamColorsOf('')).toBeNull();
    expect(teamColorsOf('LAR')).toBeNull();
    expect(teamColorsOf('toString')).toBeNull();
  });
});
