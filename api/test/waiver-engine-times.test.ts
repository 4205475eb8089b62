import type { FantasyWeek } from '@fangtasy/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  latestWeeklyDue,
  nextWeeklyDue,
  weeklyDueTimes,
} from '../src/services/waiver-due/weekly-due-times';

// 2025 weeks 9 and 10: daylight saving time ends on Sunday 2 November in between.
const WEEKS: FantasyWeek[] = [
  {
    year: 2025,
    week: 10,
    begin_datetime: '2025-11-04T05:00:00.000Z',
    end_datetime: '2025-11-11T05:00:00.000Z',
  },
  {
    year: 2025,
    week: 9,
    begin_datetime: '2025-10-28T04:00:00.000Z',
    end_datetime: '2025-11-04T05:00:00.000Z',
  },
];

describe('weekly waiver run times', () => {
  it('are due at 00:00 Eastern on the waiver day of each week, in calendar order', () => {
    expect(weeklyDueTimes(WEEKS, 'Wednesday').map((due) => due.toISOString())).toEqual([
      '2025-10-29T04:00:00.000Z',
      '2025-11-05T05:00:00.000Z',
    ]);
    expect(weeklyDueTimes(WEEKS, 'Thursday').map((due) => due.toISOString())).toEqual([
      '2025-10-30T04:00:00.000Z',
      '2025-11-06T05:00:00.000Z',
    ]);
  });

  it('the latest is due from its very instant, the next strictly after now', () => {
    const wednesday = new Date('2025-11-05T05:00:00Z');
    expect(latestWeeklyDue(WEEKS, 'Wednesday', wednesday)?.toISOString()).toBe(
      '2025-11-05T05:00:00.000Z',
    );
    expect(
      latestWeeklyDue(WEEKS, 'Wednesday', new Date(wednesday.getTime() - 1))?.toISOString(),
    ).toBe('2025-10-29T04:00:00.000Z');
    expect(nextWeeklyDue(WEEKS, 'Wednesday', wednesday)).toBeNull();
    expect(nextWeeklyDue(WEEKS, 'Thursday', wednesday)?.toISOString()).toBe(
      '2025-11-06T05:00:00.000Z',
    );
  });

  it('none is due before the season', () => {
    expect(latestWeeklyDue(WEEKS, 'Wednesday', new Date('2025-10-01T00:00:00Z'))).toBeNull();
    expect(latestWeeklyDue([], 'Wednesday', new Date('2025-11-05T06:00:00Z'))).toBeNull();
  });
});
