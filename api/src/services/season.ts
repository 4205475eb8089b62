import { inEastern } from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';

/**
 * The NFL season a league created at `now` plays (a league belongs to one season, rules §9.8):
 * the year of the fantasy week holding `now`; between weeks, the latest imported season that has
 * started by `now`'s year (so January playoffs still belong to the season that began in
 * September); with no weeks imported at all, the Eastern calendar year from March on, else the
 * year before (January and February close the previous season).
 */
export async function seasonForNow(db: Db, now: Date): Promise<number> {
  const containing = await db
    .selectFrom('fantasy_weeks')
    .select('year')
    .where('begin_datetime', '<=', now)
    .where('end_datetime', '>', now)
    .orderBy('year', 'desc')
    .executeTakeFirst();
  if (containing) return containing.year;

  const eastern = inEastern(now);
  const latest = await db
    .selectFrom('fantasy_weeks')
    .select((eb) => eb.fn.max('year').as('year'))
    .where('year', '<=', eastern.year())
    .executeTakeFirst();
  if (latest?.year != null) return latest.year;

  // dayjs months are 0-based: 2 is March.
  return eastern.month() >= 2 ? eastern.year() : eastern.year() - 1;
}
