import { describe, expect, it } from 'vitest';
import type { FantasyWeek } from './entities';
import {
  easternWaiverDayStart,
  fantasyWeekWindow,
  findCurrentFantasyWeek,
  isBeforeWaiverDay,
  waiverDayStart,
} from './fantasy-week';

// 2025 weeks run Tuesday 00:00 to Tuesday 00:00 US Eastern (04:00Z while EDT).
const week = (year: number, number: number, begin: string, end: string): FantasyWeek => ({
  year,
  week: number,
  begin_datetime: begin,
  end_datetime: end,
});
const week1 = week(2025, 1, '2025-09-02T04:00:00Z', '2025-09-09T04:00:00Z');
const week2 = week(2025, 2, '2025-09-09T04:00:00Z', '2025-09-16T04:00:00Z');
// A gap: week 3 starts a week after week 2 ends.
const week3 = week(2025, 3, '2025-09-23T04:00:00Z', '2025-09-30T04:00:00Z');
const weeks = [week1, week2, week3];

describe('current fantasy week', () => {
  it('is the week whose window holds now', () => {
    expect(findCurrentFantasyWeek(weeks, new Date('2025-09-12T17:00:00Z'))).toEqual({
      ok: true,
      week: week2,
    });
  });

  it('starts at the window’s begin and ends before its end', () => {
    expect(findCurrentFantasyWeek(weeks, new Date('2025-09-09T04:00:00Z'))).toEqual({
      ok: true,
      week: week2,
    });
    expect(findCurrentFantasyWeek(weeks, new Date('2025-09-09T03:59:59Z'))).toEqual({
      ok: true,
      week: week1,
    });
  });

  it('is week 1 before every week begins', () => {
    expect(findCurrentFantasyWeek([week3, week2, week1], new Date('2025-08-01T12:00:00Z'))).toEqual(
      {
        ok: true,
        week: week1,
      },
    );
  });

  it('is week 1 of the current Eastern year when several years are listed', () => {
    const next = week(2026, 1, '2026-09-08T04:00:00Z', '2026-09-15T04:00:00Z');
    expect(findCurrentFantasyWeek([next, ...weeks], new Date('2025-08-01T12:00:00Z'))).toEqual({
      ok: true,
      week: week1,
    });
  });

  it('is an error in a gap between weeks', () => {
    expect(findCurrentFantasyWeek(weeks, new Date('2025-09-18T12:00:00Z'))).toEqual({
      ok: false,
      message: 'No fantasy week found for the current date',
    });
  });

  it('is an error after the last week', () => {
    expect(findCurrentFantasyWeek(weeks, new Date('2025-12-30T12:00:00Z'))).toEqual({
      ok: false,
      message: 'No fantasy week found for the current date',
    });
  });

  it('is an error when there are no weeks at all', () => {
    expect(findCurrentFantasyWeek([], new Date('2025-09-03T12:00:00Z'))).toEqual({
      ok: false,
      message: 'No fantasy week found for the current date',
    });
  });

  it('is an error before every week when there is no week 1', () => {
    expect(findCurrentFantasyWeek([week2, week3], new Date('2025-08-01T12:00:00Z'))).toEqual({
      ok: false,
      message: 'No week 1 found for the current year',
    });
  });

  it('is an error when the weeks could not be fetched', () => {
    const failed = { ok: false, message: 'Failed to fetch fantasy weeks' };
    expect(findCurrentFantasyWeek(null, new Date())).toEqual(failed);
    expect(findCurrentFantasyWeek(undefined, new Date())).toEqual(failed);
  });
});

describe('waiver day', () => {
  const tuesdayWeek = (begin: string) => week(2025, 10, begin, begin);

  it('starts at 00:00 Eastern on Wednesday or Thursday of the week', () => {
    const w = tuesdayWeek('2025-09-09T04:00:00Z');
    expect(waiverDayStart(w, 'Wednesday').toISOString()).toBe('2025-09-10T04:00:00.000Z');
    expect(waiverDayStart(w, 'Thursday').toISOString()).toBe('2025-09-11T04:00:00.000Z');
  });

  it('follows Eastern time in the week after DST ends', () => {
    const w = tuesdayWeek('2025-11-04T05:00:00Z');
    expect(waiverDayStart(w, 'Wednesday').toISOString()).toBe('2025-11-05T05:00:00.000Z');
    expect(waiverDayStart(w, 'Thursday').toISOString()).toBe('2025-11-06T05:00:00.000Z');
  });

  it('answers a week asked again as it was worked out afresh, a returned date changed or not', () => {
    // Every Tuesday of two years, each asked twice: the second answer is the kept one.
    for (let day = 0; day < 730; day += 7) {
      const begin = new Date(Date.UTC(2025, 0, 7) + day * 86_400_000).toISOString();
      for (const waiverDay of ['Wednesday', 'Thursday'] as const) {
        const fresh = easternWaiverDayStart(begin, waiverDay).toISOString();
        const first = waiverDayStart(tuesdayWeek(begin), waiverDay);
        expect(first.toISOString()).toBe(fresh);
        first.setTime(0);
        expect(waiverDayStart(tuesdayWeek(begin), waiverDay).toISOString()).toBe(fresh);
      }
    }
  });

  it('lands on local midnight when the week spans the end of DST', () => {
    // Saturday 00:00 EDT; the waiver day falls after Sunday's change to EST.
    const w = tuesdayWeek('2025-11-01T04:00:00Z');
    expect(waiverDayStart(w, 'Wednesday').toISOString()).toBe('2025-11-05T05:00:00.000Z');
    expect(waiverDayStart(w, 'Thursday').toISOString()).toBe('2025-11-06T05:00:00.000Z');
  });

  it('lands on local midnight when the week spans the start of DST', () => {
    // Saturday 00:00 EST; the waiver day falls after Sunday's change to EDT.
    const w = tuesdayWeek('2026-03-07T05:00:00Z');
    expect(waiverDayStart(w, 'Wednesday').toISOString()).toBe('2026-03-11T04:00:00.000Z');
    expect(waiverDayStart(w, 'Thursday').toISOString()).toBe('2026-03-12T04:00:00.000Z');
  });

  it('offers claims before the waiver day and direct adds from it on', () => {
    const w = tuesdayWeek('2025-11-04T05:00:00Z');
    expect(isBeforeWaiverDay(w, 'Wednesday', new Date('2025-11-05T04:59:59Z'))).toBe(true);
    expect(isBeforeWaiverDay(w, 'Wednesday', new Date('2025-11-05T05:00:00Z'))).toBe(false);
    expect(isBeforeWaiverDay(w, 'Thursday', new Date('2025-11-05T12:00:00Z'))).toBe(true);
  });
});

describe('fantasy week window', () => {
  it('runs from Tuesday 00:00 Eastern before the first game to the next Tuesday', () => {
    const window = fantasyWeekWindow('2025-09-04');
    expect(window.begin.toISOString()).toBe('2025-09-02T04:00:00.000Z');
    expect(window.end.toISOString()).toBe('2025-09-09T04:00:00.000Z');
  });

  it('starts the same day when the first game is on a Tuesday', () => {
    expect(fantasyWeekWindow('2025-09-02').begin.toISOString()).toBe('2025-09-02T04:00:00.000Z');
  });

  it('ends at Eastern midnight when DST ends inside the week', () => {
    const window = fantasyWeekWindow('2025-10-30');
    expect(window.begin.toISOString()).toBe('2025-10-28T04:00:00.000Z');
    expect(window.end.toISOString()).toBe('2025-11-04T05:00:00.000Z');
  });

  it('ends at Eastern midnight when DST starts inside the week', () => {
    const window = fantasyWeekWindow('2026-03-05');
    expect(window.begin.toISOString()).toBe('2026-03-03T05:00:00.000Z');
    expect(window.end.toISOString()).toBe('2026-03-10T04:00:00.000Z');
  });
});
