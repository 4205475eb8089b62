import { MESSAGES } from './messages';
import type { FantasyWeek, WaiverDay } from './entities';
import { dayjs, inEastern } from './time';
import { TIME_ZONE } from './constants';

export type WeekLookup = { ok: true; week: FantasyWeek } | { ok: false; message: string };

/**
 * The current fantasy week (rules §4): the week whose window holds `now`; before every
 * week begins, week 1 of that year; otherwise an error with the spec's text.
 */
export function findCurrentFantasyWeek(
  weeks: readonly FantasyWeek[] | null | undefined,
  now: Date,
): WeekLookup {
  if (!weeks) return { ok: false, message: MESSAGES.failedToFetchWeeks };
  const time = now.getTime();
  const containing = weeks.find(
    (week) =>
      new Date(week.begin_datetime).getTime() <= time &&
      time < new Date(week.end_datetime).getTime(),
  );
  if (containing) return { ok: true, week: containing };
  const beforeAll =
    weeks.length > 0 && weeks.every((week) => time < new Date(week.begin_datetime).getTime());
  if (!beforeAll) return { ok: false, message: MESSAGES.noCurrentWeek };
  const year = inEastern(now).year();
  const firstWeek =
    weeks.find((week) => week.week === 1 && week.year === year) ??
    weeks.find((week) => week.week === 1);
  return firstWeek ? { ok: true, week: firstWeek } : { ok: false, message: MESSAGES.noWeekOne };
}

const WEEKDAY_NUMBER: Record<WaiverDay, number> = { Wednesday: 3, Thursday: 4 };

/**
 * 00:00 US Eastern on the league's waiver day inside a fantasy week (rules §4.8: the weekly
 * run is due then; before it claims are offered, from it direct adds).
 */
export function waiverDayStart(week: FantasyWeek, waiverDay: WaiverDay): Date {
  const key = `${week.begin_datetime}|${waiverDay}`;
  let start = waiverDayStarts.get(key);
  if (start === undefined) {
    start = easternWaiverDayStart(week.begin_datetime, waiverDay).getTime();
    if (waiverDayStarts.size >= MAX_WAIVER_DAY_STARTS) waiverDayStarts.clear();
    waiverDayStarts.set(key, start);
  }
  return new Date(start);
}

/**
 * Waiver-day starts worked out, by the week's beginning and the day: the time-zone arithmetic
 * costs more than anything else in a claim's checks, which ask for every week of the season.
 */
const waiverDayStarts = new Map<string, number>();
const MAX_WAIVER_DAY_STARTS = 1024;

/** `waiverDayStart` worked out afresh (its tests hold the kept answers to it). */
export function easternWaiverDayStart(weekBegin: string, waiverDay: WaiverDay): Date {
  let day = inEastern(weekBegin).startOf('day');
  for (let i = 0; i < 7 && day.day() !== WEEKDAY_NUMBER[waiverDay]; i++) {
    day = dayjs.tz(day.add(1, 'day').format('YYYY-MM-DD'), TIME_ZONE);
  }
  return day.toDate();
}

/** Before the waiver day the claim modal is offered; from it on, the direct-add modal. */
export const isBeforeWaiverDay = (week: FantasyWeek, waiverDay: WaiverDay, now: Date): boolean =>
  now.getTime() < waiverDayStart(week, waiverDay).getTime();

/**
 * The fantasy week window around a week's games (issue: Tuesday 00:00 US Eastern before the
 * first game to the next Tuesday 00:00).
 */
export function fantasyWeekWindow(firstGameDate: string): { begin: Date; end: Date } {
  let day = dayjs.tz(firstGameDate, 'YYYY-MM-DD', TIME_ZONE);
  while (day.day() !== 2) day = dayjs.tz(day.subtract(1, 'day').format('YYYY-MM-DD'), TIME_ZONE);
  const begin = day.startOf('day');
  const end = dayjs.tz(begin.add(7, 'day').format('YYYY-MM-DD'), TIME_ZONE);
  return { begin: begin.toDate(), end: end.toDate() };
}
