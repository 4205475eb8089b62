import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAYOFF_RULES, playoffWeekPlan, seasonWeekText } from './playoff-rules';

describe('the words for weeks 10-14', () => {
  it('names the round of each playoff week and says no games for the weeks the bracket leaves out', () => {
    const plan = playoffWeekPlan({ ...DEFAULT_PLAYOFF_RULES, first_playoff_week: 12 });
    expect(plan.map(seasonWeekText)).toEqual([
      'No games this week',
      'No games this week',
      'Semifinals',
      'Championship',
      'No games this week',
    ]);
  });

  it('says which week of a two-week round a week is', () => {
    const plan = playoffWeekPlan({ ...DEFAULT_PLAYOFF_RULES, weeks_per_round: 2 });
    expect(plan.map(seasonWeekText)).toEqual([
      'Semifinals (week 1 of 2)',
      'Semifinals (week 2 of 2)',
      'Championship (week 1 of 2)',
      'Championship (week 2 of 2)',
      'No games this week',
    ]);
  });
});
