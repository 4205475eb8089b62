import type { Db } from '../../db/connect';

/**
 * Writes a playoff game's weeks into the schedule once both its teams are known: one ordinary
 * matchup per week of its round, the better seed at home (the first side Matchups shows). From
 * then on every page, the live scores, the week's finalization and stat corrections treat them as
 * any other matchup.
 */
export async function scheduleGameWeeks(
  trx: Db,
  game: { leagueId: number; gameId: number; weeks: readonly number[] },
  sides: { memberId: number; seed: number }[],
): Promise<void> {
  const [home, away] = [...sides].sort((a, b) => a.seed - b.seed);
  if (!home || !away) return;
  await trx
    .insertInto('schedules')
    .values(
      game.weeks.map((week) => ({
        league_id: game.leagueId,
        week,
        home_league_member: home.memberId,
        away_league_member: away.memberId,
        playoff_game_id: game.gameId,
      })),
    )
    .execute();
}
