import type { PlayoffMatchup } from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import {
  gameAt,
  loadBracketState,
  pointsOf,
  seedOf,
  weeksOf,
  type BracketState,
} from './bracket-state';

/** A schedules row as the playoff facts of a matchup are read from it. */
export interface ScheduledMatchup {
  week: number;
  home_league_member: number;
  away_league_member: number;
  playoff_game_id: number | null;
}

/**
 * A matchup's place in the playoffs: its bracket and round (named), which week of the round it
 * is, both seeds, and each side's points in the round's earlier week — null in the regular
 * season.
 */
export function playoffMatchupOf(
  state: BracketState,
  row: ScheduledMatchup,
): PlayoffMatchup | null {
  if (row.playoff_game_id === null) return null;
  const game = state.games.find((entry) => entry.id === row.playoff_game_id);
  const place = game && state.layout.find((entry) => gameAt(state, entry) === game);
  if (!game || !place) return null;
  const earlier = weeksOf(state, game.id).filter((entry) => entry.week < row.week);
  return {
    bracket: place.bracket,
    round: place.round,
    round_name: place.round_name,
    round_week: place.weeks.indexOf(row.week) + 1,
    round_weeks: place.weeks.length,
    home_seed: seedOf(state, row.home_league_member),
    away_seed: seedOf(state, row.away_league_member),
    home_points_before: pointsOf(earlier, row.home_league_member),
    away_points_before: pointsOf(earlier, row.away_league_member),
  };
}

/**
 * The playoff facts of a league's matchups, one per row in order: the bracket is read once (a few
 * queries) and only when a row is a playoff matchup.
 */
export async function playoffMatchupsOf(
  db: Db,
  leagueId: number,
  rows: readonly ScheduledMatchup[],
): Promise<(PlayoffMatchup | null)[]> {
  if (!rows.some((row) => row.playoff_game_id !== null)) return rows.map(() => null);
  const state = await loadBracketState(db, leagueId);
  return rows.map((row) => playoffMatchupOf(state, row));
}

/**
 * Orders a week's matchups as a member looks for them: the playoffs before the consolation
 * bracket (whose games are scheduled first, at seeding), each in bracket order; otherwise as
 * stored.
 */
export const bracketOrder = (
  a: { week: number; playoff: PlayoffMatchup | null },
  b: { week: number; playoff: PlayoffMatchup | null },
): number => {
  const rank = (entry: { playoff: PlayoffMatchup | null }) =>
    entry.playoff?.bracket === 'consolation' ? 1 : 0;
  return a.week - b.week || rank(a) - rank(b);
};
