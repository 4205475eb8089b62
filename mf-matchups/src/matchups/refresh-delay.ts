import { TIMINGS, type WeekMatchups } from '@fangtasy/shared';

/** Past this, a kickoff is too far off to wait for with the page open. */
const LONGEST_WAIT_MS = 12 * 60 * 60 * 1000;

/**
 * When the shown week should be fetched again, in ms, or null for never: every
 * TIMINGS.liveRefreshMs while a game is in progress, else at the week's next kickoff (counted on
 * the server's clock, which the demo and tests fix), so the scores start moving on their own.
 */
export function refreshDelay(
  week: Pick<WeekMatchups, 'in_progress' | 'next_kickoff' | 'updated_at' | 'is_final'>,
): number | null {
  if (week.is_final) return null;
  if (week.in_progress) return TIMINGS.liveRefreshMs;
  if (!week.next_kickoff) return null;
  const untilKickoff = Date.parse(week.next_kickoff) - Date.parse(week.updated_at);
  if (!Number.isFinite(untilKickoff) || untilKickoff > LONGEST_WAIT_MS) return null;
  return Math.max(untilKickoff, TIMINGS.liveRefreshMs);
}
