import { describe, expect, it } from 'vitest';
import { DEFAULT_BITE_RULES } from './bite-rules';
import { DEFAULT_PLAYOFF_RULES } from './playoff-rules';
import { BITE_RULE_LABELS, PLAYOFF_RULE_LABELS, TRADE_RULE_LABELS } from './rule-labels';
import {
  biteRuleValueText,
  easternHourText,
  playoffRuleValueText,
  tradeRuleValueText,
} from './rule-value-texts';
import { DEFAULT_TRADE_RULES } from './trade-rules';

describe('rule value texts', () => {
  it('reads every bite setting, the defaults included', () => {
    expect(
      BITE_RULE_LABELS.map((rule) => biteRuleValueText(rule.field, DEFAULT_BITE_RULES)),
    ).toEqual([
      'On',
      'Same position: the vampire sends back one of its starters',
      'A day and hour after the week',
      'Tuesday',
      '6 PM ET',
      'Yes',
      'No',
      'No',
      'No',
    ]);
  });

  it('leaves the day and hour out of a waiver-run deadline', () => {
    const byRun = { ...DEFAULT_BITE_RULES, deadline_kind: 'waiver_run' as const };
    expect(biteRuleValueText('deadline_day', byRun)).toBe('Not used');
    expect(biteRuleValueText('deadline_hour', byRun)).toBe('Not used');
  });

  it('reads every trade setting, votes only under a league vote', () => {
    expect(
      TRADE_RULE_LABELS.map((rule) => tradeRuleValueText(rule.field, DEFAULT_TRADE_RULES)),
    ).toEqual(['League vote (vetoes stop a trade)', '48', '4', '48', 'Week 9']);
    const byCommissioner = { ...DEFAULT_TRADE_RULES, review_mode: 'commissioner' as const };
    expect(tradeRuleValueText('veto_votes', byCommissioner)).toBe('Not used');
  });

  it('writes Eastern hours on a twelve-hour clock', () => {
    expect([0, 11, 12, 18, 23].map(easternHourText)).toEqual([
      '12 AM ET',
      '11 AM ET',
      '12 PM ET',
      '6 PM ET',
      '11 PM ET',
    ]);
  });

  it('reads every playoff setting: the defaults, and six teams in two-week rounds from week 11', () => {
    const read = (rules: Parameters<typeof playoffRuleValueText>[1]) =>
      PLAYOFF_RULE_LABELS.map((rule) => playoffRuleValueText(rule.field, rules));
    expect(read(DEFAULT_PLAYOFF_RULES)).toEqual([
      '4',
      '1',
      'Week 10 (playoffs in weeks 10–11)',
      'Points for, then head-to-head',
      'No',
    ]);
    expect(
      read({
        playoff_teams: 6,
        weeks_per_round: 1,
        first_playoff_week: 12,
        seeding_tiebreaker: 'head_to_head',
        consolation_bracket: 1,
      }),
    ).toEqual([
      '6 (seeds 1 and 2 on a bye in the first round)',
      '1',
      'Week 12 (playoffs in weeks 12–14)',
      'Head-to-head, then points for',
      'Yes: the next four teams play one',
    ]);
  });
});
