import { fantasyWeekWindow } from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';
import { setFromExcluded } from './upsert-helpers';

/**
 * Rebuilds the fantasy weeks of the given seasons from their games: week N runs from 00:00 US
 * Eastern on the Tuesday before its first game to the next Tuesday (shared fantasyWeekWindow).
 * Returns how many weeks the seasons have.
 */
export async function deriveFantasyWeeks(db: Db, seasons: readonly number[]): Promise<number> {
  if (seasons.length === 0) return 0;
  const firstGames = await db
    .selectFrom('nfl_games')
    .select(['season', 'week', (eb) => eb.fn.min('gameday').as('first_gameday')])
    .where('season', 'in', [...seasons])
    .groupBy(['season', 'week'])
    .orderBy('season')
    .orderBy('week')
    .execute();
  const weeks = firstGames.map((game) => {
    const window = fantasyWeekWindow(String(game.first_gameday));
    return {
      year: game.season,
      week: game.week,
      begin_datetime: window.begin,
      end_datetime: window.end,
    };
  });
  if (weeks.length > 0) {
    await db
      .insertInto('fantasy_weeks')
      .values(weeks)
      .onConflict((oc) =>
        oc
          .columns(['year', 'week'])
          .doUpdateSet(setFromExcluded(['begin_datetime', 'end_datetime'])),
      )
      .execute();
  }
  return weeks.length;
}
