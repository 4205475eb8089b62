import { waiverDayStart, type FantasyWeek, type WaiverDay } from '@fangtasy/shared/domain';

/**
 * The instants a league's weekly waiver runs are due (rules §4.16): 00:00 America/New_York on
 * the league's waiver day inside each fantasy week of its season, in calendar order.
 */
export function weeklyDueTimes(weeks: readonly FantasyWeek[], waiverDay: WaiverDay): Date[] {
  return weeks
    .map((week) => waiverDayStart(week, waiverDay))
    .sort((a, b) => a.getTime() - b.getTime());
}

/**
 * The weekly run due most recently at `now` (at or before it), or null before the season's first.
 * One run covers every claim made before it, so a run missed while no process was up is simply
 * folded into the next one.
 */
export function latestWeeklyDue(
  weeks: readonly FantasyWeek[],
  waiverDay: WaiverDay,
  now: Date,
): Date | null {
  const past = weeklyDueTimes(weeks, waiverDay).filter((due) => due.getTime() <= now.getTime());
  return past.at(-1) ?? null;
}

/** The next weekly run after `now`, or null once the season's last one has passed. */
export function nextWeeklyDue(
  weeks: readonly FantasyWeek[],
  waiverDay: WaiverDay,
  now: Date,
): Date | null {
  return weeklyDueTimes(weeks, waiverDay).find((due) => due.getTime() > now.getTime()) ?? null;
}
