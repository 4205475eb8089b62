import { gameReportAt, inEastern, type NflScheduleEntry } from '@fangtasy/shared/domain';
import type { Db } from '../db/connect';

/**
 * One entry per team playing in an NFL week (the spec's "NFL schedule entry"), so a screen can
 * look up any player's game by his team: date and day in US Eastern, kickoff time HH:MM Eastern or
 * 'TBD', venue or 'Unknown', and where the game stands at `now` (shared gameReportAt, read against
 * the end of the fantasy week of the same number). Ordered by kickoff, then team.
 */
export async function teamGamesOfWeek(
  db: Db,
  year: number,
  week: number,
  now: Date,
): Promise<NflScheduleEntry[]> {
  const [games, fantasyWeek] = await Promise.all([
    db
      .selectFrom('nfl_games')
      .select([
        'home_team',
        'away_team',
        'gameday',
        'weekday',
        'kickoff',
        'venue',
        'season',
        'week',
        'status',
        'period',
        'game_clock',
        'home_score',
        'away_score',
      ])
      .where('season', '=', year)
      .where('week', '=', week)
      .execute(),
    db
      .selectFrom('fantasy_weeks')
      .select('end_datetime')
      .where('year', '=', year)
      .where('week', '=', week)
      .executeTakeFirst(),
  ]);
  const weekEnd = fantasyWeek?.end_datetime ?? null;
  const entries = games.flatMap((game) => {
    const kickoff = game.kickoff ? inEastern(game.kickoff) : null;
    const shared = {
      date: kickoff ? kickoff.format('YYYY-MM-DD') : game.gameday,
      day: kickoff ? kickoff.format('dddd') : game.weekday,
      est_time: kickoff ? kickoff.format('HH:mm') : 'TBD',
      location: game.venue ?? 'Unknown',
      kickoff: game.kickoff ? game.kickoff.toISOString() : null,
      year: game.season,
      week: game.week,
      ...gameReportAt(game, now, weekEnd),
    };
    return [
      { team: game.home_team, opponent: game.away_team, is_home: true, ...shared },
      { team: game.away_team, opponent: game.home_team, is_home: false, ...shared },
    ];
  });
  return entries.sort(
    (a, b) =>
      (a.kickoff ?? '9999').localeCompare(b.kickoff ?? '9999') || a.team.localeCompare(b.team),
  );
}
