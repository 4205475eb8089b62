import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect';
import type { WeeklyStatsTable } from '../../db/schema';
import { applyGameReports, type GameUpdate, type WatchedGame } from '../game-reports';
import type { StatsSource } from '../stats-source';
import { readBoxScore, readScoreboard, type ReportedGame } from './espn-responses';

/** The live feed polls this often while a game is under way (decision 014). */
export const LIVE_POLL_MS = 60_000;
/** A game is watched from its kickoff until it is final, for at most this long. */
const WATCH_HOURS = 12;

/** ESPN spells two teams differently from nflverse, whose abbreviations we keep. */
const NFLVERSE_TEAM: Record<string, string> = { WSH: 'WAS', LAR: 'LA' };

export interface EspnFeedOptions {
  /** Base URL of the site API for the NFL (`.../apis/site/v2/sports/football/nfl`). */
  baseUrl: string;
  timeoutMs: number;
}

/** One GET answered with JSON; anything else (a timeout, a status other than 200, not JSON) throws. */
export async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : String(error);
    throw new Error(`${url}: ${reason}`);
  }
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const text = await response.text().catch((error: unknown) => {
    throw new Error(
      `${url}: ${error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : String(error)}`,
    );
  });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${url} answered malformed JSON`);
  }
}

/** Games under way by the clock that no source has yet reported final, with an ESPN id. */
async function watchedGames(db: Db, now: Date): Promise<WatchedGame[]> {
  return db
    .selectFrom('nfl_games')
    .select([
      'id',
      'game_id',
      'season',
      'week',
      'gameday',
      'home_team',
      'away_team',
      'espn_game_id',
      'status',
      'period',
      'game_clock',
      'home_score',
      'away_score',
    ])
    .where('espn_game_id', 'is not', null)
    .where('status', '!=', 'final')
    .where('kickoff', '<=', now)
    .where('kickoff', '>', new Date(now.getTime() - WATCH_HOURS * 3_600_000))
    .orderBy('kickoff')
    .execute() as Promise<WatchedGame[]>;
}

/**
 * ESPN's public scoreboard and game summaries (decision 014): every 60 s while a game is under
 * way, the scoreboard of each game day gives the games' states, quarters, clocks and scores, and
 * each game under way or just over gets its box score, mapped to our players through their ESPN
 * ids. Athletes the crosswalk does not know (defenders, players outside the pool) are left out.
 */
export function espnLiveFeed(options: EspnFeedOptions): StatsSource {
  return {
    name: 'espn',
    retryAfterMs: LIVE_POLL_MS,
    maxBackoffMs: 15 * 60_000,
    // A poll is a scoreboard per game day and a summary per game, each bounded by timeoutMs.
    leaseMs: 5 * 60_000,
    hasWork: async (db, now) => (await watchedGames(db, now)).length > 0,
    nextPollAfter: (now) => new Date(now.getTime() + LIVE_POLL_MS),
    async poll({ db, now, log }) {
      const games = await watchedGames(db, now);
      if (games.length === 0) return 0;
      const reports = new Map<string, ReportedGame>();
      for (const day of new Set(games.map((game) => game.gameday.replaceAll('-', '')))) {
        const json = await getJson(`${options.baseUrl}/scoreboard?dates=${day}`, options.timeoutMs);
        for (const report of readScoreboard(json)) reports.set(report.espnGameId, report);
      }
      const reported = games.filter((game) => reports.has(game.espn_game_id));
      if (reported.length === 0)
        throw new Error(
          `the scoreboard has none of the games under way (ESPN ${games.map((game) => game.espn_game_id).join(', ')})`,
        );

      const updates: GameUpdate<WatchedGame>[] = [];
      const boxScores = new Map<WatchedGame, ReturnType<typeof readBoxScore>>();
      for (const game of reported) {
        const report = reports.get(game.espn_game_id)!;
        if (report.status === 'scheduled') {
          updates.push({ game, report });
          continue;
        }
        const json = await getJson(
          `${options.baseUrl}/summary?event=${game.espn_game_id}`,
          options.timeoutMs,
        );
        boxScores.set(game, readBoxScore(json));
        updates.push({ game, report });
      }

      const athleteIds = [...boxScores.values()].flat().map((line) => line.espnAthleteId);
      const players =
        athleteIds.length === 0
          ? []
          : await db
              .selectFrom('players')
              .select(['id', 'espn_id'])
              .where('espn_id', 'in', [...new Set(athleteIds)])
              .execute();
      const playerOf = new Map(players.map((player) => [player.espn_id, player.id]));
      const unknown: string[] = [];
      for (const update of updates) {
        const lines = boxScores.get(update.game);
        if (!lines) continue;
        const { game } = update;
        update.lines = lines.flatMap((line): Insertable<WeeklyStatsTable>[] => {
          const playerId = playerOf.get(line.espnAthleteId);
          if (playerId === undefined) {
            unknown.push(line.espnAthleteId);
            return [];
          }
          const team = NFLVERSE_TEAM[line.team] ?? line.team;
          if (team !== game.home_team && team !== game.away_team)
            throw new Error(
              `ESPN ${game.espn_game_id}: box score of ${line.team}, not of ${game.game_id}`,
            );
          const { espnAthleteId: _id, team: _team, ...stats } = line;
          return [
            {
              player_id: playerId,
              season: game.season,
              week: game.week,
              game_id: game.game_id,
              team,
              ...stats,
              two_point_passes: 0,
              two_point_rushes: 0,
              two_point_receptions: 0,
            },
          ];
        });
      }
      // Defenders and returners outside the pool appear in every box score: not worth a warning.
      if (unknown.length > 0)
        log.debug(
          { source: 'espn', athletes: unknown },
          `espn: ${unknown.length} box-score athlete(s) with no player of ours left out (ESPN ids ${unknown.join(', ')})`,
        );
      return applyGameReports(db, updates);
    },
  };
}
