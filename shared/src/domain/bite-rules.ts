import { REGULAR_SEASON_WEEKS } from './constants';
import type { WaiverDay } from './entities';
import { dayjs, easternWallClockToInstant, inEastern } from './time';

/**
 * The vampire's bite (docs/decisions/019-the-vampire-bite.md): a vampire member who wins its
 * regular-season matchup takes one player who started that week for the loser.
 */

/** What the vampire sends back: a player of the same position from its own lineup, or nobody. */
export const BITE_SWAP_RULES = ['same_position', 'none'] as const;
export type BiteSwapRule = (typeof BITE_SWAP_RULES)[number];

/** When a bite right lapses: a weekday and hour after the week ends, or the next waiver run. */
export const BITE_DEADLINE_KINDS = ['day_and_hour', 'waiver_run'] as const;
export type BiteDeadlineKind = (typeof BITE_DEADLINE_KINDS)[number];

/** The deadline's weekday, in the order they come after a fantasy week ends (Tuesday 00:00). */
export const BITE_DEADLINE_DAYS = [
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'Monday',
] as const;
export type BiteDeadlineDay = (typeof BITE_DEADLINE_DAYS)[number];

/** Where a bite right stands. */
export const BITE_RIGHT_STATUSES = ['open', 'taken', 'waived', 'lapsed'] as const;
export type BiteRightStatus = (typeof BITE_RIGHT_STATUSES)[number];

/**
 * A new league's bite settings: the forced same-position swap most vampire leagues play, a
 * deadline of Tuesday 6 PM Eastern after the week, a full lineup required against the vampire,
 * no bites in the playoffs, and neither variant (declared targets, garlic).
 */
export const DEFAULT_BITE_RULES = {
  bites_enabled: 1 as 0 | 1,
  swap_rule: 'same_position' as BiteSwapRule,
  deadline_kind: 'day_and_hour' as BiteDeadlineKind,
  deadline_day: 'Tuesday' as BiteDeadlineDay,
  deadline_hour: 18,
  full_lineup_required: 1 as 0 | 1,
  bites_in_playoffs: 0 as 0 | 1,
  declare_before_kickoff: 0 as 0 | 1,
  garlic: 0 as 0 | 1,
};

/** The settings the bite rules need to decide a week and a deadline. */
export interface BiteWeekRules {
  bites_enabled: number;
  bites_in_playoffs: number;
}

/**
 * Whether a week's wins give vampires a bite: bites on, and a regular-season week unless the
 * league bites in the playoffs too. The one place the playoffs are told apart for bites, so it
 * follows `regularSeasonWeeks` when a league sets its own season length.
 */
export function isBiteWeek(
  week: number,
  rules: BiteWeekRules,
  regularSeasonWeeks: number = REGULAR_SEASON_WEEKS,
): boolean {
  if (!rules.bites_enabled || week < 1) return false;
  return week <= regularSeasonWeeks || Boolean(rules.bites_in_playoffs);
}

/** The settings that place a bite deadline. */
export interface BiteDeadlineRules {
  deadline_kind: BiteDeadlineKind;
  deadline_day: BiteDeadlineDay;
  deadline_hour: number;
}

const WEEKDAY_NUMBER: Record<BiteDeadlineDay | WaiverDay, number> = {
  Sunday: 0,
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
};

/** The first instant after `after` that is `weekday` at `hour`:00 US Eastern. */
function nextEasternWeekdayAt(after: Date, weekday: number, hour: number): Date {
  // Calendar days are counted on the Eastern date itself, so a change of clocks moves no day.
  const firstDate = dayjs.utc(inEastern(after).format('YYYY-MM-DD'));
  for (let days = 0; days <= 7; days++) {
    const date = firstDate.add(days, 'day');
    if (date.day() !== weekday) continue;
    const candidate = easternWallClockToInstant(
      date.format('YYYY-MM-DD'),
      `${String(hour).padStart(2, '0')}:00`,
    );
    if (candidate.getTime() > after.getTime()) return candidate;
  }
  // Unreachable: of eight days in a row, at most the first holds the weekday too early.
  throw new Error(`no weekday ${weekday} at ${hour}:00 after ${after.toISOString()}`);
}

/**
 * When the bite right of a week that ended at `weekEnd` lapses: the first `deadline_day` at
 * `deadline_hour`:00 Eastern after the week ends (Tuesday 18 → that Tuesday, 6 PM), or the next
 * weekly waiver run (00:00 Eastern on the league's waiver day).
 */
export function biteDeadline(weekEnd: Date, rules: BiteDeadlineRules, waiverDay: WaiverDay): Date {
  if (rules.deadline_kind === 'waiver_run')
    return nextEasternWeekdayAt(weekEnd, WEEKDAY_NUMBER[waiverDay], 0);
  return nextEasternWeekdayAt(weekEnd, WEEKDAY_NUMBER[rules.deadline_day], rules.deadline_hour);
}
