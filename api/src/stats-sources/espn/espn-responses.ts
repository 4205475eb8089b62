import { z } from 'zod';
import type { GameState } from '@fangtasy/shared/domain';

/**
 * What we read of ESPN's public site API for the NFL (docs/decisions/014-live-stats-sources.md),
 * field names as its real answers carry them (api/test/fixtures/espn/README.md). Only the fields
 * we use are checked; everything else in an answer is ignored. An answer whose checked fields
 * are missing or malformed fails the poll whole.
 */

const espnId = z.string().regex(/^\d{1,12}$/);
/** Stat counts come as decimal strings ('24', '-3'). */
const count = z.string().regex(/^-?\d{1,5}$/);
/** A team's score, a decimal string ('24'); ESPN sends '0' before kickoff. */
const score = z.string().regex(/^\d{1,3}$/);

const status = z.object({
  displayClock: z.string(),
  period: z.number().int().min(0).max(9),
  type: z.object({
    name: z.string(),
    state: z.enum(['pre', 'in', 'post']),
    completed: z.boolean(),
  }),
});

const scoreboard = z.object({
  events: z.array(
    z.object({
      id: espnId,
      competitions: z
        .array(
          z.object({
            status,
            competitors: z
              .array(
                z.object({
                  homeAway: z.enum(['home', 'away']),
                  score: score.optional(),
                  team: z.object({ abbreviation: z.string().min(1).max(6) }),
                }),
              )
              .length(2),
          }),
        )
        .min(1),
    }),
  ),
});

/** A game as the scoreboard reports it, in our terms. */
export interface ReportedGame {
  espnGameId: string;
  status: GameState;
  period: number | null;
  gameClock: string | null;
  homeScore: number | null;
  awayScore: number | null;
}

const CLOCK = /^(\d{1,2}):([0-5]\d)$/;

/**
 * Reads a scoreboard answer: each event's state (pre = scheduled, in = in progress with the
 * quarter and clock — halftime is 'in' too, STATUS_HALFTIME at 0:00 of the 2nd — post and
 * completed = final), and the score once the game has begun. A game 'post' but not completed
 * (postponed, cancelled) stays scheduled. A clock in another form than M:SS is left out rather
 * than failing the poll: the quarter and the score still tell the game's state.
 */
export function readScoreboard(json: unknown): ReportedGame[] {
  return scoreboard.parse(json).events.map((event) => {
    const competition = event.competitions[0]!;
    const side = (homeAway: 'home' | 'away') =>
      competition.competitors.find((competitor) => competitor.homeAway === homeAway);
    const { state, completed } = competition.status.type;
    const gameState: GameState =
      state === 'in' ? 'in_progress' : state === 'post' && completed ? 'final' : 'scheduled';
    const score = (homeAway: 'home' | 'away') => {
      const value = side(homeAway)?.score;
      if (gameState === 'scheduled') return null;
      if (value === undefined) throw new Error(`ESPN event ${event.id}: no ${homeAway} score`);
      return Number(value);
    };
    const clock = CLOCK.exec(competition.status.displayClock);
    if (gameState === 'in_progress' && competition.status.period < 1)
      throw new Error(`ESPN event ${event.id}: in progress without a quarter`);
    return {
      espnGameId: event.id,
      status: gameState,
      period: gameState === 'in_progress' ? competition.status.period : null,
      gameClock: gameState === 'in_progress' && clock ? `${Number(clock[1])}:${clock[2]}` : null,
      homeScore: score('home'),
      awayScore: score('away'),
    };
  });
}

const category = z.object({
  name: z.string(),
  keys: z.array(z.string()),
  athletes: z.array(
    z.object({
      // Not only athlete ids: a team pseudo-athlete carries a negative id ('-6315').
      athlete: z.object({ id: z.string().min(1).max(20) }),
      stats: z.array(z.string()),
    }),
  ),
});

const summary = z.object({
  boxscore: z.object({
    players: z
      .array(
        z.object({
          team: z.object({ abbreviation: z.string().min(1).max(6) }),
          statistics: z.array(category),
        }),
      )
      .max(2)
      .optional(),
  }),
});

/** The counting stats a box score gives, per ESPN athlete, in our column names. */
export interface BoxScoreLine {
  espnAthleteId: string;
  /** ESPN's team abbreviation. */
  team: string;
  passing_yards: number;
  passing_tds: number;
  interceptions: number;
  rushing_yards: number;
  rushing_tds: number;
  receptions: number;
  receiving_yards: number;
  receiving_tds: number;
  special_teams_tds: number;
  fumbles_lost: number;
}

type LineStat = Exclude<keyof BoxScoreLine, 'espnAthleteId' | 'team'>;

/**
 * Box-score categories and keys we score, by ESPN category name. Two-point conversions are not in
 * a box score: live lines carry none, and the nightly nflverse refresh adds them.
 */
const SCORED_KEYS: Record<string, Partial<Record<string, LineStat>>> = {
  passing: {
    passingYards: 'passing_yards',
    passingTouchdowns: 'passing_tds',
    interceptions: 'interceptions',
  },
  rushing: { rushingYards: 'rushing_yards', rushingTouchdowns: 'rushing_tds' },
  receiving: {
    receptions: 'receptions',
    receivingYards: 'receiving_yards',
    receivingTouchdowns: 'receiving_tds',
  },
  fumbles: { fumblesLost: 'fumbles_lost' },
  kickReturns: { kickReturnTouchdowns: 'special_teams_tds' },
  puntReturns: { puntReturnTouchdowns: 'special_teams_tds' },
};

const emptyLine = (espnAthleteId: string, team: string): BoxScoreLine => ({
  espnAthleteId,
  team,
  passing_yards: 0,
  passing_tds: 0,
  interceptions: 0,
  rushing_yards: 0,
  rushing_tds: 0,
  receptions: 0,
  receiving_yards: 0,
  receiving_tds: 0,
  special_teams_tds: 0,
  fumbles_lost: 0,
});

/**
 * Reads a game summary's player box score into one line per athlete who appears in a category we
 * score (defence, kicking and punting lines are not ours). Before kickoff ESPN sends no players.
 * A line with no stats, or of a pseudo-athlete whose id is no athlete id (a team's), is skipped.
 */
export function readBoxScore(json: unknown): BoxScoreLine[] {
  const lines = new Map<string, BoxScoreLine>();
  for (const side of summary.parse(json).boxscore.players ?? []) {
    for (const group of side.statistics) {
      const scored = SCORED_KEYS[group.name];
      if (!scored) continue;
      for (const { athlete, stats } of group.athletes) {
        if (stats.length === 0 || !espnId.safeParse(athlete.id).success) continue;
        if (stats.length !== group.keys.length)
          throw new Error(
            `ESPN box score ${group.name}: ${stats.length} stats for ${group.keys.length} keys`,
          );
        const line = lines.get(athlete.id) ?? emptyLine(athlete.id, side.team.abbreviation);
        group.keys.forEach((key, i) => {
          const column = scored[key];
          if (!column) return;
          const value = count.safeParse(stats[i]);
          if (!value.success)
            throw new Error(`ESPN box score ${group.name}.${key}: not a count: '${stats[i]}'`);
          line[column] += Number(value.data);
        });
        lines.set(athlete.id, line);
      }
    }
  }
  return [...lines.values()];
}
