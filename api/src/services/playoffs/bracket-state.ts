import {
  bracketLayout,
  finalPlaces,
  type BracketGameLayout,
  type DecidedGame,
  type PlayoffRules,
} from '@fangtasy/shared/domain';
import type { Db } from '../../db/connect';
import type { PlayoffGameRow, PlayoffSeedsTable } from '../../db/schema';
import { playoffRulesOf } from './playoff-rules';
import { holdsATeamSql } from '../member-rules-sql';

/** A seeded team as the bracket keeps it. */
export type SeedEntry = Omit<PlayoffSeedsTable, 'league_id' | 'lot'>;

/** One week of a playoff game: an ordinary schedules row with its stored scores. */
export interface GameWeek {
  id: number;
  playoff_game_id: number;
  week: number;
  home_league_member: number;
  away_league_member: number;
  home_score: number | null;
  away_score: number | null;
  is_final: number;
}

/** Everything a league's bracket is decided and drawn from, read in a few queries. */
export interface BracketState {
  leagueId: number;
  season: number;
  rules: PlayoffRules;
  seededAt: Date | null;
  championId: number | null;
  completedAt: Date | null;
  seeds: SeedEntry[];
  games: PlayoffGameRow[];
  gameWeeks: GameWeek[];
  /** The layout the games were laid out by (the rules and the number of seeded teams). */
  layout: BracketGameLayout[];
}

/** The stored game of a layout's place, if seeded. */
export const gameAt = (
  state: BracketState,
  place: Pick<BracketGameLayout, 'bracket' | 'round' | 'slot'>,
) =>
  state.games.find(
    (game) =>
      game.bracket === place.bracket && game.round === place.round && game.slot === place.slot,
  );

/** A team's seed in the bracket. */
export const seedOf = (state: BracketState, memberId: number): number =>
  state.seeds.find((entry) => entry.league_member_id === memberId)?.seed ?? Number.MAX_SAFE_INTEGER;

/** The weeks stored for a game, in week order. */
export const weeksOf = (state: BracketState, gameId: number): GameWeek[] =>
  state.gameWeeks.filter((row) => row.playoff_game_id === gameId).sort((a, b) => a.week - b.week);

/** A side's points over the stored weeks of its game (2 decimals, summed in cents). */
export function pointsOf(weeks: readonly GameWeek[], memberId: number): number {
  const cents = weeks.reduce((sum, row) => {
    const score = row.home_league_member === memberId ? row.home_score : row.away_score;
    return sum + Math.round((score ?? 0) * 100);
  }, 0);
  return cents / 100;
}

/** Every decided game: who won and who went out, as final places are counted from them. */
export const decidedGamesOf = (state: BracketState): DecidedGame[] =>
  state.games.flatMap((game) =>
    game.winner_member_id !== null && game.top_member_id !== null && game.bottom_member_id !== null
      ? [
          {
            bracket: game.bracket,
            round: game.round,
            winner: game.winner_member_id,
            loser:
              game.winner_member_id === game.top_member_id
                ? game.bottom_member_id
                : game.top_member_id,
          },
        ]
      : [],
  );

/** Each team's final place once the season is complete; empty before. */
export const finalPlacesOf = (state: BracketState): Map<number, number> =>
  state.completedAt ? finalPlaces(state.rules, state.seeds, decidedGamesOf(state)) : new Map();

/**
 * A league's bracket as stored: its rules, seeds, games and their weeks. `forUpdate` locks the
 * bracket row first — every change to a seeded bracket takes that lock, so two processes decide a
 * game one after the other, and the second finds it decided.
 */
export async function loadBracketState(
  db: Db,
  leagueId: number,
  options: { forUpdate?: boolean } = {},
): Promise<BracketState> {
  const league = await db
    .selectFrom('leagues')
    .select('season')
    .where('id', '=', leagueId)
    .executeTakeFirstOrThrow();
  let bracketQuery = db
    .selectFrom('playoff_brackets')
    .selectAll()
    .where('league_id', '=', leagueId);
  if (options.forUpdate) bracketQuery = bracketQuery.forUpdate();
  const bracket = await bracketQuery.executeTakeFirst();
  const [rules, teams, seeds, games, gameWeeks] = await Promise.all([
    playoffRulesOf(db, leagueId),
    db
      .selectFrom('league_members')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('league_id', '=', leagueId)
      .where(holdsATeamSql('league_members'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('playoff_seeds')
      .select([
        'league_member_id',
        'seed',
        'bracket',
        'wins',
        'losses',
        'ties',
        'points_for',
        'tiebreak',
      ])
      .where('league_id', '=', leagueId)
      .orderBy('seed')
      .execute(),
    db
      .selectFrom('playoff_games')
      .selectAll()
      .where('league_id', '=', leagueId)
      .orderBy('bracket', 'desc')
      .orderBy('round')
      .orderBy('slot')
      .execute(),
    db
      .selectFrom('schedules')
      .select([
        'id',
        'week',
        'home_league_member',
        'away_league_member',
        'home_score',
        'away_score',
        'is_final',
        'playoff_game_id',
      ])
      .where('league_id', '=', leagueId)
      .where('playoff_game_id', 'is not', null)
      .orderBy('week')
      .execute(),
  ]);
  return {
    leagueId,
    season: league.season,
    rules,
    seededAt: bracket ? new Date(bracket.seeded_at) : null,
    championId: bracket?.champion_member_id ?? null,
    completedAt: bracket?.completed_at ? new Date(bracket.completed_at) : null,
    seeds: seeds.map((entry) => ({ ...entry, points_for: Number(entry.points_for) })),
    games,
    gameWeeks: gameWeeks.map((row) => ({ ...row, playoff_game_id: row.playoff_game_id! })),
    // Laid out by the teams seeded; before seeding, by the teams the league has.
    layout: bracketLayout(rules, seeds.length > 0 ? seeds.length : Number(teams.count)),
  };
}
