import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { TIME_ZONE } from './constants';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A dayjs instant in US Eastern time, where every league rule is read (spec section 9). */
export const inEastern = (instant: Date | string | number) => dayjs(instant).tz(TIME_ZONE);

/** The UTC instant of a wall-clock time in US Eastern: ('2025-09-07', '13:00') → Date. */
export function easternWallClockToInstant(date: string, time = '00:00'): Date {
  return dayjs.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', TIME_ZONE).toDate();
}

/** 'Sunday 1:00 PM' style text for an instant, in US Eastern. */
export const formatEasternDayTime = (instant: Date | string) =>
  inEastern(instant).format('dddd h:mm A');

export { dayjs };
