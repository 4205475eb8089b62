import { findCurrentFantasyWeek, type FantasyWeek, type WeekLookup } from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';

/** Fantasy weeks (of one year, when given) in calendar order, with ISO instants. */
export async function listFantasyWeeks(db: Db, year?: number): Promise<FantasyWeek[]> {
  let query = db
    .selectFrom('fantasy_weeks')
    .select(['id', 'year', 'week', 'begin_datetime', 'end_datetime'])
    .orderBy('year')
    .orderBy('week');
  if (year !== undefined) query = query.where('year', '=', year);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    year: row.year,
    week: row.week,
    begin_datetime: row.begin_datetime.toISOString(),
    end_datetime: row.end_datetime.toISOString(),
  }));
}

/** The fantasy week holding `now` by the shared rule (rules §4.7). */
export async function currentFantasyWeek(db: Db, now: Date): Promise<WeekLookup> {
  return findCurrentFantasyWeek(await listFantasyWeeks(db), now);
}

/** When each of the given weeks of a season ends; weeks without a fantasy week are absent. */
export async function fantasyWeekEnds(
  db: Db,
  season: number,
  weeks: readonly number[],
): Promise<Map<number, Date>> {
  if (weeks.length === 0) return new Map();
  const rows = await db
    .selectFrom('fantasy_weeks')
    .select(['week', 'end_datetime'])
    .where('year', '=', season)
    .where('week', 'in', [...weeks])
    .execute();
  return new Map(rows.map((row) => [row.week, new Date(row.end_datetime)]));
}
