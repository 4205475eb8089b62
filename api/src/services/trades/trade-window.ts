import { MESSAGES } from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import type { LeagueRow } from '../../db/schema';
import { conflict } from '../../errors';

/**
 * Whether trades may be offered and accepted now (docs/decisions/018-trades.md): in an active
 * league, until its deadline week has ended. A season without that week has no deadline.
 */
export async function isTradingOpen(
  db: Db,
  league: Pick<LeagueRow, 'season' | 'is_active'>,
  deadlineWeek: number,
  now: Date,
): Promise<boolean> {
  if (!league.is_active) return false;
  const week = await db
    .selectFrom('fantasy_weeks')
    .select('end_datetime')
    .where('year', '=', league.season)
    .where('week', '=', deadlineWeek)
    .executeTakeFirst();
  return !week || now.getTime() < week.end_datetime.getTime();
}

/** Refuses a trade offered or accepted outside the trading window, with the reason. */
export async function requireTradingOpen(
  db: Db,
  league: Pick<LeagueRow, 'season' | 'is_active'>,
  deadlineWeek: number,
  now: Date,
): Promise<void> {
  if (!league.is_active) throw conflict(MESSAGES.leagueNotActive);
  if (!(await isTradingOpen(db, league, deadlineWeek, now)))
    throw conflict(MESSAGES.tradeDeadlinePassed);
}
