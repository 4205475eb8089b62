import type { Db } from '../db/connect';
import { deriveFantasyWeeks } from '../import/derive-fantasy-weeks';
import { upsertPlayers } from '../import/import-players';
import { upsertGames } from '../import/import-schedule';
import { upsertWeeklyStats } from '../import/import-stats';
import { setFromExcluded } from '../import/upsert-helpers';
import { generateDemoPlayers } from './demo-players';
import { generateDemoGames } from './demo-schedule';
import { generateDemoScores } from './demo-scores';
import { generateDemoStats } from './demo-stats';
import { seededRandom } from './seeded-random';

export const DEMO_SEASON = 2025;
/** The seed of the demo everyone sees (the 2025 opener's date). */
export const DEMO_SEED = 20250904;
/** Injury reports are a snapshot of the week the demo clock (FANTASY_NOW 2025-11-02) stands in. */
const DEMO_REPORT_WEEK = 9;

export interface DemoSeasonCounts {
  players: number;
  games: number;
  weeklyStats: number;
  fantasyWeeks: number;
}

/**
 * Fills players, nfl_games, fantasy_weeks and weekly_stats with a made-up season so the product
 * runs offline without imported data (decisions.md, "NFL data"). Deterministic: the same season
 * and seed always write the same rows. Weekly stats cover all 18 weeks; a line counts only from
 * its game's kickoff. The games' final scores go to replay_games, from which the replay
 * (stats-sources/recorded-season-replay.ts) reports each game's state as the clock passes it.
 * Season totals are not written: in mid-season they would reveal games not yet played, and every
 * demo player with stats has weekly rows to sum. One transaction.
 */
export async function generateDemoSeason(
  db: Db,
  options: { season?: number; seed?: number } = {},
): Promise<DemoSeasonCounts> {
  const season = options.season ?? DEMO_SEASON;
  const random = seededRandom(options.seed ?? DEMO_SEED);
  const players = generateDemoPlayers(random, DEMO_REPORT_WEEK);
  const games = generateDemoGames(season, random);
  const stats = generateDemoStats(random, games, players);
  // Drawn from a stream of their own, so the season's players and stat lines stay as they were.
  const scores = generateDemoScores(seededRandom((options.seed ?? DEMO_SEED) + 1), games, stats);

  return db.transaction().execute(async (trx) => {
    await upsertPlayers(
      trx,
      players.map((player) => ({
        external_id: player.external_id,
        player_name: player.player_name,
        position: player.position,
        team: player.team,
        first_name: player.first_name,
        last_name: player.last_name,
        jersey_number: player.jersey_number,
        roster_status: player.roster_status,
        injury_status: player.injury_status,
        is_injured: player.is_injured,
        headshot_url: null,
      })),
    );
    await upsertGames(
      trx,
      games.map((game) => ({ ...game, home_score: null, away_score: null })),
    );
    // The results are revealed game by game as the league clock passes them (the replay).
    await trx
      .insertInto('replay_games')
      .values(scores)
      .onConflict((oc) =>
        oc.column('game_id').doUpdateSet(setFromExcluded(['home_score', 'away_score'])),
      )
      .execute();
    const fantasyWeeks = await deriveFantasyWeeks(trx, [season]);
    const ids = await trx
      .selectFrom('players')
      .select(['id', 'external_id'])
      .where(
        'external_id',
        'in',
        players.map((player) => player.external_id),
      )
      .execute();
    const idOf = new Map(ids.map((row) => [row.external_id, row.id]));
    await upsertWeeklyStats(
      trx,
      stats.map(({ external_id, ...line }) => ({ player_id: idOf.get(external_id)!, ...line })),
    );
    return {
      players: players.length,
      games: games.length,
      weeklyStats: stats.length,
      fantasyWeeks,
    };
  });
}
