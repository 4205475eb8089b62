import { REGULAR_SEASON_WEEKS } from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connect';

/**
 * The first regular-season week a league activated at `at` plays (docs/decisions/023): the week
 * after the last one that had started by then — one of its games kicked off, or the week had
 * ended. Rosters are made after activation, so a week whose games were already being played
 * would be scored with rosters chosen knowing its results; such weeks get no matchups at all (no
 * scores, no results, no bites). Answers REGULAR_SEASON_WEEKS + 1 when the last week has started.
 */
export async function firstPlayableWeek(db: Db, season: number, at: Date): Promise<number> {
  const { rows } = await sql<{ started: number | null }>`
    select max(week) as started from (
      select g.week from nfl_games g
      where g.season = ${season} and g.kickoff <= ${at} and g.week <= ${REGULAR_SEASON_WEEKS}
      union all
      select fw.week from fantasy_weeks fw
      where fw.year = ${season} and fw.end_datetime <= ${at} and fw.week <= ${REGULAR_SEASON_WEEKS}
    ) started_weeks`.execute(db);
  return (rows[0]?.started ?? 0) + 1;
}

/** When a season's first fantasy week begins (null without its weeks): a league set up before it plays every week. */
export async function seasonOpening(db: Db, season: number): Promise<Date | null> {
  const row = await db
    .selectFrom('fantasy_weeks')
    .select((eb) => eb.fn.min('begin_datetime').as('begin'))
    .where('year', '=', season)
    .executeTakeFirst();
  return row?.begin ? new Date(row.begin) : null;
}
