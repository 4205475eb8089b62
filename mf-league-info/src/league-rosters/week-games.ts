import { getCurrentFantasyWeek, getGameSchedules, type NflScheduleEntry } from '@fangtasy/shared';

/** Each NFL team's game, by team abbreviation. */
export type GamesByTeam = ReadonlyMap<string, NflScheduleEntry>;

/** Indexes a week's game schedule list (one entry per team) by team. */
export const gamesByTeam = (entries: readonly NflScheduleEntry[]): GamesByTeam =>
  new Map(entries.map((entry) => [entry.team.toUpperCase(), entry]));

/**
 * This week's games of the league's season, in one request for every card on the page. A failure
 * leaves every card at 'No game scheduled' instead of failing the roster (rules §7: the
 * schedule helper's failures are ignored).
 */
export async function loadWeekGames(season: number | undefined): Promise<GamesByTeam> {
  try {
    const week = await getCurrentFantasyWeek();
    return gamesByTeam(await getGameSchedules(season ?? week.year, week.week));
  } catch {
    return new Map();
  }
}

/** The game of a player's NFL team, if it plays this week. */
export const gameOf = (
  games: GamesByTeam,
  player: { team?: string | null; nfl_team?: string | null },
) => games.get((player.team || player.nfl_team || '').toUpperCase()) ?? null;
