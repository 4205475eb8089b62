import { isBeforeWaiverDay, waiverDayStart, type WaiverWindow } from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import { listFantasyWeeks } from '../services/fantasy-weeks';
import { currentFantasyWeek } from '../services/lineup-lock';
import { loadLeague, waiverRulesForLeague } from '../services/roster-context';
import { nextWeeklyDue } from '../services/waiver-due/weekly-due-times';

/**
 * The waiver window of a league, decided by the server's clock so a browser on another clock
 * (FANTASY_NOW demos, time zones) offers the same modal the server will accept. Without a
 * current week (off-season) direct adds are open, as the direct-add rule itself has it.
 */
export async function waiverWindow(db: Db, leagueId: number, now: Date): Promise<WaiverWindow> {
  const league = await loadLeague(db, leagueId);
  const rules = await waiverRulesForLeague(db, league.id);
  const week = await currentFantasyWeek(db, league.season, now);
  const weeks = await listFantasyWeeks(db, league.season);
  const next = nextWeeklyDue(weeks, rules.waiver_day, now);
  return {
    now: now.toISOString(),
    week: week
      ? {
          year: week.year,
          week: week.week,
          begin_datetime: week.begin_datetime,
          end_datetime: week.end_datetime,
        }
      : null,
    waiver_day: rules.waiver_day,
    waivers_length: rules.waivers_length,
    waiver_day_start: week ? waiverDayStart(week, rules.waiver_day).toISOString() : null,
    mode: week && isBeforeWaiverDay(week, rules.waiver_day, now) ? 'claims' : 'direct_add',
    next_run_at: next ? next.toISOString() : null,
  };
}
