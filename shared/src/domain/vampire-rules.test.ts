import { describe, expect, it } from 'vitest';
import { DEFAULT_ROSTER_RULES } from './constants';
import type { RosterRules } from './entities';
import { vampireRulesLabel } from './vampire-rules';

const regular = { ...DEFAULT_ROSTER_RULES } as unknown as RosterRules;

describe('vampireRulesLabel', () => {
  it('names only what the vampire set changes, in the Roster Rules order', () => {
    const vampire = {
      ...regular,
      running_back_count: 1,
      wide_receiver_count: 3,
      wide_receiver_tight_end_count: 1,
      flex_count: 0,
      beginning_faab: 150,
    };
    expect(vampireRulesLabel(vampire, regular)).toBe(
      'Vampire rules: 1 RB · 3 WR · 1 WR/TE · no FLEX · $150 FAAB',
    );
  });

  it('says so when the two sets agree', () => {
    expect(vampireRulesLabel(regular, { ...regular })).toBe(
      'Vampire rules: the same roster as everyone else',
    );
  });
});
