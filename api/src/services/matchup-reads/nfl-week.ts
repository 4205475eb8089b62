import type { FantasyWeek, GameState } from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/connect';
import { lineKickoffSql, weekLinesSql } from '../team-scores';
import { weeklyFantasyScoreSql } from '../scoring-sql';

/** A team's game of the week as every player of the team shows it (lineupPlayerScores' team_game). */
export interface TeamGame {
  is_home: boolean;
  kickoff: Date | null;
  status: GameState;
  period: number | null;
  game_clock: string | null;
  home_score: number | null;
  away_score: number | null;
}

/** What the matchups read of a player (players), by id. */
export interface PlayerFacts {
  player_name: string;
  position: string;
  team: string;
  is_injured: number;
  headshot_url: string | null;
}

/**
 * The NFL data of one fantasy week that every league's matchups read, at one NFL read version:
 * read once and shared by every league (a stats update recomputes thousands of watched leagues
 * from it without a query each). Scores under a rule set and players' facts are added on first
 * need, each read with the version in the same statement, so nothing of another version mixes in.
 */
export interface NflWeek {
  season: number;
  week: number;
  /** The NFL read version every part was read at. */
  version: number;
  /** The players' read version ('nfl:players'), which players' facts are read at. */
  playersVersion: number;
  /** The season's fantasy weeks, by week number. */
  fantasyWeeks: FantasyWeek[];
  /** The week's games (weekGames' input). */
  games: { kickoff: Date | null; status: GameState }[];
  /** Each team's earliest game of the week. */
  teamGames: Map<string, TeamGame>;
  /** Each stat line of the week: from when it counts (its game's kickoff), by player id. */
  lines: Map<number, Date | null>;
  /** Kickoffs of the season's games, sorted (ms): how many have kicked off keys season points. */
  seasonKickoffs: number[];
  /**
   * Every instant at which something a week's players show can change (a kickoff or the week's
   * end), sorted (ms): answers between two of them are the same.
   */
  thresholds: number[];
  /** Each player's points for the week under a rule set (by the rules' JSON), on first need. */
  scores: Map<string, Map<number, number>>;
  /**
   * Players' facts, read on first need. A part read after a change that left the players as they
   * were shares the map of the part before it, so a stats update reads none of them again.
   */
  players: Map<number, PlayerFacts>;
  /**
   * What builds on this part (players as shown, season points, the week at an instant), dropped
   * with it; the fewest recently used go first (a running clock keys a new instant each read).
   */
  derived: LRUCache<string, object>;
}

const byKey = new WeakMap<Db, Map<string, NflWeek>>();

/** The number of sorted instants at or before `at`: the part of the week `at` stands in. */
export function countAtOrBefore(sorted: readonly number[], at: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! <= at) low = middle + 1;
    else high = middle;
  }
  return low;
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

interface NflWeekRow {
  version: number | string | null;
  players_version: number | string | null;
  weeks: { id: number; year: number; week: number; begin: string; end: string }[] | null;
  games:
    | {
        home_team: string;
        away_team: string;
        kickoff: string | null;
        status: GameState;
        period: number | null;
        game_clock: string | null;
        home_score: number | null;
        away_score: number | null;
      }[]
    | null;
  lines: [number, string | null][] | null;
  season_kickoffs: string[] | null;
}

/** The players' read version, which their facts are read at. */
const playersVersionSql = sql<number>`coalesce((select version from read_versions where scope = 'nfl:players'), 0)`;

/** Reads the week's NFL part in one statement (one snapshot), with the version it is at. */
async function readNflWeek(db: Db, season: number, week: number): Promise<NflWeek> {
  const { rows } = await sql<NflWeekRow>`
    select
      coalesce((select version from read_versions where scope = 'nfl'), 0) as version,
      ${playersVersionSql} as players_version,
      (select json_agg(json_build_object('id', id, 'year', year, 'week', week,
          'begin', begin_datetime, 'end', end_datetime) order by week)
        from fantasy_weeks where year = ${season}) as weeks,
      (select json_agg(json_build_object('home_team', home_team, 'away_team', away_team,
          'kickoff', kickoff, 'status', status, 'period', period, 'game_clock', game_clock,
          'home_score', home_score, 'away_score', away_score) order by kickoff, id)
        from nfl_games where season = ${season} and week = ${week}) as games,
      -- countedStatsSql's rule: a line counts from its game's kickoff (by game_id, else its
      -- team's earliest game of the week).
      (select json_agg(json_build_array(ws.player_id, ${lineKickoffSql}))
        from ${weekLinesSql(season, week)}) as lines,
      (select json_agg(kickoff order by kickoff) from nfl_games
        where season = ${season} and kickoff is not null) as season_kickoffs`.execute(db);
  const row = rows[0]!;
  const fantasyWeeks = (row.weeks ?? []).map((entry) => ({
    id: entry.id,
    year: entry.year,
    week: entry.week,
    begin_datetime: new Date(entry.begin).toISOString(),
    end_datetime: new Date(entry.end).toISOString(),
  }));
  const games = (row.games ?? []).map((game) => ({ ...game, kickoff: dateOrNull(game.kickoff) }));
  // lineupPlayerScores' team_game: each team's earliest game (a game without a kickoff last).
  const teamGames = new Map<string, TeamGame>();
  for (const game of games) {
    const { home_team, away_team, ...report } = game;
    for (const [team, isHome] of [
      [home_team, true],
      [away_team, false],
    ] as const) {
      const known = teamGames.get(team);
      const earlier =
        !known ||
        (report.kickoff !== null &&
          (known.kickoff === null || report.kickoff.getTime() < known.kickoff.getTime()));
      if (earlier) teamGames.set(team, { ...report, is_home: isHome });
    }
  }
  const lines = new Map<number, Date | null>(
    (row.lines ?? []).map(([playerId, countsFrom]) => [playerId, dateOrNull(countsFrom)]),
  );
  const end = fantasyWeeks.find((entry) => entry.week === week)?.end_datetime;
  const instants = new Set<number>();
  for (const game of games) if (game.kickoff) instants.add(game.kickoff.getTime());
  for (const countsFrom of lines.values()) if (countsFrom) instants.add(countsFrom.getTime());
  if (end) instants.add(Date.parse(end));
  return {
    season,
    week,
    version: Number(row.version ?? 0),
    playersVersion: Number(row.players_version ?? 0),
    fantasyWeeks,
    games: games.map(({ kickoff, status }) => ({ kickoff, status })),
    teamGames,
    lines,
    seasonKickoffs: (row.season_kickoffs ?? []).map((kickoff) => Date.parse(kickoff)),
    thresholds: [...instants].sort((a, b) => a - b),
    scores: new Map(),
    players: new Map(),
    derived: new LRUCache({ max: 256 }),
  };
}

/**
 * The week's NFL part at `version` or later: the one in memory when it is at least that recent,
 * else read again. Without a version (a listener told of a change), always read again, keeping
 * the one in memory when the data has not moved.
 */
export async function nflWeekAt(
  db: Db,
  { season, week, version }: { season: number; week: number; version?: number },
): Promise<NflWeek> {
  let weeks = byKey.get(db);
  if (!weeks) {
    weeks = new Map();
    byKey.set(db, weeks);
  }
  const key = `${season}/${week}`;
  const known = weeks.get(key);
  if (known && version !== undefined && known.version >= version) return known;
  const read = await readNflWeek(db, season, week);
  if (known && known.version === read.version) return known;
  if (known && known.playersVersion === read.playersVersion) read.players = known.players;
  weeks.set(key, read);
  return read;
}

/** Thrown when the NFL data moved while a part of this version was being completed. */
export class NflWeekMoved extends Error {
  constructor() {
    super('the NFL data changed while the week was read');
  }
}

/** Each player's points for the week under `rules` (the league's scoring rules as JSON). */
export async function weekScoresUnder(
  db: Db,
  nfl: NflWeek,
  rulesKey: string,
): Promise<Map<number, number>> {
  const known = nfl.scores.get(rulesKey);
  if (known) return known;
  // The same expression lineupPlayerScores scores with, on the rules' own column types.
  const { rows } = await sql<{ player_id: number; score: number; version: number | null }>`
    select ws.player_id, ${weeklyFantasyScoreSql('ws', 'r')} as score,
      coalesce((select version from read_versions where scope = 'nfl'), 0) as version
    from weekly_stats ws
    cross join jsonb_populate_record(null::scoring_rules, ${rulesKey}::jsonb) r
    where ws.season = ${nfl.season} and ws.week = ${nfl.week}`.execute(db);
  if (rows.some((row) => Number(row.version) !== nfl.version)) throw new NflWeekMoved();
  const scores = new Map(rows.map((row) => [row.player_id, Number(row.score)]));
  nfl.scores.set(rulesKey, scores);
  return scores;
}

/** Adds the facts of the given players the part does not have yet. */
export async function withPlayerFacts(
  db: Db,
  nfl: NflWeek,
  playerIds: Iterable<number>,
): Promise<void> {
  const missing = [...new Set(playerIds)].filter((id) => !nfl.players.has(id));
  if (missing.length === 0) return;
  const { rows } = await sql<PlayerFacts & { id: number; version: number | null }>`
    select id, player_name, position, team, is_injured, headshot_url,
      ${playersVersionSql} as version
    from players where id = any(${sql.val(missing)}::int[])`.execute(db);
  if (rows.some((row) => Number(row.version) !== nfl.playersVersion)) throw new NflWeekMoved();
  for (const { id, version: _version, ...facts } of rows) nfl.players.set(id, facts);
}
