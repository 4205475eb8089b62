import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { TIME_ZONE } from './constants';

dayjs.extend(utc);
dayjs.extend(timezone);

/** How many instants inEastern keeps: a season's kickoffs and week bounds, with room to spare. */
export const EASTERN_MEMO_SIZE = 512;
const easternMemo = new Map<number, Dayjs>();

/** `dayjs(instant).tz(TIME_ZONE)`, the conversion itself: no memo. */
export const inEasternUncached = (instant: Date | string | number) => dayjs(instant).tz(TIME_ZONE);

/**
 * A dayjs instant in US Eastern time, where every league rule is read (rules §9).
 * Memoized by the instant: dayjs's tz() formats the date through Intl on every call (a new
 * formatter each time, ~0.1 ms), and a lineup or a week's matchups asks for the same few kickoffs
 * dozens of times per render. Dayjs values are immutable, so one can be handed out again.
 */
export function inEastern(instant: Date | string | number): Dayjs {
  const parsed = dayjs(instant);
  const key = parsed.valueOf();
  if (Number.isNaN(key)) return parsed.tz(TIME_ZONE);
  let eastern = easternMemo.get(key);
  if (eastern === undefined) {
    eastern = parsed.tz(TIME_ZONE);
    if (easternMemo.size >= EASTERN_MEMO_SIZE) easternMemo.clear();
    easternMemo.set(key, eastern);
  }
  return eastern;
}

/** The UTC instant of a wall-clock time in US Eastern: ('2025-09-07', '13:00') → Date. */
export function easternWallClockToInstant(date: string, time = '00:00'): Date {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', TIME_ZONE).toDate();
}

/** An instant as a date-and-time input holds it, in US Eastern: '2025-09-04T20:00'. */
export const easternDateTimeInputValue = (instant: Date | string) =>
  inEastern(instant).format('YYYY-MM-DDTHH:mm');

/** The instant of a date-and-time input's value read in US Eastern ('2025-09-04T20:00'). */
export function instantOfEasternInput(value: string): Date {
  const [date = '', time = '00:00'] = value.split('T');
  return easternWallClockToInstant(date, time);
}

/** 'Sunday 1:00 PM' style text for an instant, in US Eastern. */
export const formatEasternDayTime = (instant: Date | string) =>
  inEastern(instant).format('dddd h:mm A');

export { dayjs };
