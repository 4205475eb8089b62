import type { MatchupPlayer } from '@fangtasy/shared/domain';
import { matchupPlayerOf } from '../matchups';
import type { SeasonPointsRow } from '../season-points';
import { countAtOrBefore, type NflWeek } from './nfl-week';

/** What a week's players are shown under: one league's rules and points, at one instant. */
export interface WeekPlayersScope {
  /** The scoring rules' JSON (setup) and the week's points under them. */
  rulesKey: string;
  scores: ReadonlyMap<number, number>;
  /** Season points, and the key they are kept under (their version). */
  seasonPoints: ReadonlyMap<number, SeasonPointsRow>;
  seasonPointsKey: string;
  /** The instant the week is scored at (the clock, or the end of a stored week). */
  at: Date;
  weekEnd: Date | null;
}

/** Players shown the same way, by id (null: no such player in the NFL data). */
export type WeekPlayers = Map<number, MatchupPlayer | null>;

/**
 * How each player of the week is shown under a scope, built once and shared by every league on
 * the same rules: a stats update then builds each player once, not once per league. A player
 * shows the same between two of the week's thresholds (kickoffs, its end), so the instant is
 * keyed by how many have passed. Callers must not change what they get.
 */
export function weekPlayersOf(nfl: NflWeek, scope: WeekPlayersScope): WeekPlayers {
  const atKey = countAtOrBefore(nfl.thresholds, scope.at.getTime());
  const key = `players|${scope.rulesKey}|${scope.seasonPointsKey}|${atKey}|${scope.weekEnd?.getTime()}`;
  let players = nfl.derived.get(key) as WeekPlayers | undefined;
  if (!players) {
    players = new Map();
    nfl.derived.set(key, players);
  }
  return players;
}

/**
 * The player as the week shows him under the scope (lineupPlayerScores' rule, row by row): his
 * points once his line counts (its game has kicked off by `at`), 0 once his team's game has
 * kicked off without a line, else none; his team's game and its report at `at`.
 */
export function weekPlayer(
  nfl: NflWeek,
  scope: WeekPlayersScope,
  players: WeekPlayers,
  playerId: number,
): MatchupPlayer | null {
  const known = players.get(playerId);
  if (known !== undefined) return known;
  const facts = nfl.players.get(playerId);
  if (!facts) {
    players.set(playerId, null);
    return null;
  }
  const at = scope.at.getTime();
  const countsFrom = nfl.lines.get(playerId);
  const game = nfl.teamGames.get(facts.team) ?? null;
  const counted = countsFrom !== undefined && countsFrom !== null && countsFrom.getTime() <= at;
  const score = counted
    ? (scope.scores.get(playerId) ?? null)
    : game?.kickoff && game.kickoff.getTime() <= at
      ? 0
      : null;
  const player = matchupPlayerOf(
    {
      player_id: playerId,
      ...facts,
      kickoff: game?.kickoff ?? null,
      game_status: game?.status ?? null,
      period: game?.period ?? null,
      game_clock: game?.game_clock ?? null,
      home_score: game?.home_score ?? null,
      away_score: game?.away_score ?? null,
      is_home: game?.is_home ?? null,
      score,
    },
    scope.at,
    scope.weekEnd,
    scope.seasonPoints.get(playerId),
  );
  players.set(playerId, player);
  return player;
}
