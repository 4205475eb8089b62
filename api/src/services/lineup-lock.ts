import { findCurrentFantasyWeek, type FantasyWeek } from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';

/**
 * The fantasy week holding `now` among the weeks of a league's season (rules §4: before
 * every week begins, week 1), or null when the season has none that applies (off-season).
 */
export async function currentFantasyWeek(
  db: Db,
  season: number,
  now: Date,
): Promise<FantasyWeek | null> {
  const rows = await db
    .selectFrom('fantasy_weeks')
    .select(['id', 'year', 'week', 'begin_datetime', 'end_datetime'])
    .where('year', '=', season)
    .orderBy('week')
    .execute();
  return fantasyWeekAt(rows, now);
}

/** The week of `weeks` (a season's, in any date form) that holds `now`, as currentFantasyWeek. */
export function fantasyWeekAt(
  rows: readonly {
    id: number;
    year: number;
    week: number;
    begin_datetime: Date | string;
    end_datetime: Date | string;
  }[],
  now: Date,
): FantasyWeek | null {
  const weeks: FantasyWeek[] = rows.map((row) => ({
    id: row.id,
    year: row.year,
    week: row.week,
    begin_datetime: new Date(row.begin_datetime).toISOString(),
    end_datetime: new Date(row.end_datetime).toISOString(),
  }));
  const lookup = findCurrentFantasyWeek(weeks, now);
  return lookup.ok ? lookup.week : null;
}

/**
 * Kickoff of each given player's game in `week` of `season` that has started by `now`: the lineup
 * lock (rules §4.14) holds from that kickoff until the fantasy week ends, so only the current
 * week's games count. Players whose game has not started are absent from the map.
 */
export async function lockedPlayers(
  db: Db,
  playerIds: readonly number[],
  season: number,
  week: number | null,
  now: Date,
): Promise<Map<number, Date>> {
  const locked = new Map<number, Date>();
  if (week === null || playerIds.length === 0) return locked;
  const rows = await db
    .selectFrom('players as p')
    .innerJoin('nfl_games as g', (join) =>
      join
        .on('g.season', '=', season)
        .on('g.week', '=', week)
        .on((eb) =>
          eb.or([
            eb('g.home_team', '=', eb.ref('p.team')),
            eb('g.away_team', '=', eb.ref('p.team')),
          ]),
        ),
    )
    .select((eb) => ['p.id', eb.fn.min('g.kickoff').as('kickoff')])
    .where('p.id', 'in', [...new Set(playerIds)])
    .where('g.kickoff', '<=', now)
    .groupBy('p.id')
    .execute();
  for (const row of rows) if (row.kickoff) locked.set(row.id, new Date(row.kickoff));
  return locked;
}
