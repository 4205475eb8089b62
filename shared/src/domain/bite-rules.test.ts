import { describe, expect, it } from 'vitest';
import { DEFAULT_BITE_RULES, biteDeadline, isBiteWeek } from './bite-rules';

/** Week 9 of 2025 ends Tuesday 4 November, 00:00 Eastern (EST, UTC-5). */
const WEEK_9_END = new Date('2025-11-04T05:00:00Z');
/** Week 5 ends Tuesday 7 October, 00:00 Eastern (EDT, UTC-4). */
const WEEK_5_END = new Date('2025-10-07T04:00:00Z');

describe('isBiteWeek', () => {
  it('is every regular-season week (1-9) and no playoff week by default', () => {
    expect([1, 5, 9].map((week) => isBiteWeek(week, DEFAULT_BITE_RULES))).toEqual([
      true,
      true,
      true,
    ]);
    expect([10, 14].map((week) => isBiteWeek(week, DEFAULT_BITE_RULES))).toEqual([false, false]);
  });

  it('follows the playoff setting, bites being off, and a season of another length', () => {
    expect(isBiteWeek(12, { ...DEFAULT_BITE_RULES, bites_in_playoffs: 1 })).toBe(true);
    expect(isBiteWeek(3, { ...DEFAULT_BITE_RULES, bites_enabled: 0 })).toBe(false);
    expect(isBiteWeek(11, DEFAULT_BITE_RULES, 11)).toBe(true);
    expect(isBiteWeek(0, DEFAULT_BITE_RULES)).toBe(false);
  });
});

describe('biteDeadline', () => {
  const rules = (change: Partial<typeof DEFAULT_BITE_RULES>) => ({
    ...DEFAULT_BITE_RULES,
    ...change,
  });

  it('is Tuesday 6 PM Eastern after the week by default, in either offset', () => {
    expect(biteDeadline(WEEK_9_END, DEFAULT_BITE_RULES, 'Wednesday').toISOString()).toBe(
      '2025-11-04T23:00:00.000Z',
    );
    expect(biteDeadline(WEEK_5_END, DEFAULT_BITE_RULES, 'Wednesday').toISOString()).toBe(
      '2025-10-07T22:00:00.000Z',
    );
  });

  it('is the first such day and hour after the week ends: Tuesday 00:00 is a week later', () => {
    expect(
      biteDeadline(WEEK_9_END, rules({ deadline_day: 'Sunday', deadline_hour: 20 }), 'Wednesday'),
    ).toEqual(new Date('2025-11-10T01:00:00Z'));
    expect(
      biteDeadline(WEEK_9_END, rules({ deadline_day: 'Tuesday', deadline_hour: 0 }), 'Wednesday'),
    ).toEqual(new Date('2025-11-11T05:00:00Z'));
  });

  it('is the next waiver run (00:00 Eastern on the waiver day) when the league says so', () => {
    const atRun = rules({ deadline_kind: 'waiver_run' });
    expect(biteDeadline(WEEK_9_END, atRun, 'Wednesday')).toEqual(new Date('2025-11-05T05:00:00Z'));
    expect(biteDeadline(WEEK_9_END, atRun, 'Thursday')).toEqual(new Date('2025-11-06T05:00:00Z'));
  });

  it('crosses the change of clocks on the Eastern calendar', () => {
    // Week 8 ends Tuesday 28 October (EDT); the Sunday after is 2 November, the day clocks go back.
    const week8End = new Date('2025-10-28T04:00:00Z');
    expect(
      biteDeadline(week8End, rules({ deadline_day: 'Sunday', deadline_hour: 20 }), 'Wednesday'),
    ).toEqual(new Date('2025-11-03T01:00:00Z'));
  });
});
