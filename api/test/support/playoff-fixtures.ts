import {
  roundRobinSchedule,
  type PlayoffBracket,
  type PlayoffRules,
} from '@fangtasy/shared/domain';
import { finalizeEndedWeeks } from '../../src/services/finalize-weeks';
import { runPlayoffs } from '../../src/services/playoffs/playoffs-job';
import {
  addGame,
  call,
  createPlayer,
  createRosterLeague,
  rosterPlayer,
  uniqueTeam,
  type RosterLeague,
  type RosterLeagueOptions,
  type Team,
} from './roster-fixtures';
import type { TestApp } from './test-app';

/**
 * A season of made-up fantasy weeks and a ten-team league whose regular season is written
 * straight into the schedule, so a test sets exactly the records, points and head-to-head games
 * it judges; each team starts one quarterback of an NFL team of its own, whose stat lines decide
 * its playoff scores week by week.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Tuesday 2 September 2025, 00:00 US Eastern: week 1 of the made-up 2025 season. */
const WEEK_ONE = Date.parse('2025-09-02T04:00:00Z');

export const weekBegin = (week: number) => new Date(WEEK_ONE + (week - 1) * 7 * DAY_MS);
export const weekEnd = (week: number) => weekBegin(week + 1);
/** Sunday of a week, 1 PM Eastern: its games kick off then. */
export const sundayOf = (week: number) =>
  new Date(weekBegin(week).getTime() + 5 * DAY_MS + 17 * HOUR_MS);
/** An hour after a week ends: its matchups can be final. */
export const afterWeek = (week: number) => new Date(weekEnd(week).getTime() + HOUR_MS);

/** Fantasy weeks 1-16 of 2025, a week each, back to back (idempotent). */
export async function addPlayoffSeasonWeeks(t: TestApp): Promise<void> {
  await t.db
    .insertInto('fantasy_weeks')
    .values(
      Array.from({ length: 16 }, (_, index) => ({
        year: 2025,
        week: index + 1,
        begin_datetime: weekBegin(index + 1),
        end_datetime: weekEnd(index + 1),
      })),
    )
    .onConflict((oc) => oc.columns(['year', 'week']).doNothing())
    .execute();
}

export interface PlayoffTeam extends Team {
  /** Its place in the league's teams (0 = the commissioner). */
  index: number;
  /** Its quarterback's made-up NFL team. */
  nflTeam: string;
  playerId: number;
}

export interface PlayoffLeague extends RosterLeague {
  teams: PlayoffTeam[];
}

/** A regular-season game's two scores for the teams at indexes a < b: [a's, b's]. */
export type SeasonScores = (a: number, b: number) => [number, number];

/**
 * A ten-team league with its playoff rules and a final regular season (weeks 1-9 of a round
 * robin) scored by `scores`; each team's quarterback plays in weeks 10-14 on Sunday 1 PM.
 */
export async function createPlayoffLeague(
  t: TestApp,
  options: {
    rules?: Partial<PlayoffRules>;
    scores: SeasonScores;
    league?: RosterLeagueOptions;
  },
): Promise<PlayoffLeague> {
  const league = await createRosterLeague(t, { teams: 10, ...options.league });
  if (options.rules) {
    await t.db
      .insertInto('playoff_rules')
      .values({
        league_id: league.leagueId,
        playoff_teams: 4,
        weeks_per_round: 1,
        first_playoff_week: 10,
        seeding_tiebreaker: 'points_for',
        consolation_bracket: 0,
        ...options.rules,
      })
      .execute();
  }
  const teams: PlayoffTeam[] = [];
  for (const [index, team] of league.teams.entries()) {
    const nflTeam = uniqueTeam();
    const playerId = await createPlayer(t, { position: 'QB', team: nflTeam });
    await rosterPlayer(t, league, team, playerId, 'QB1');
    for (let week = 10; week <= 14; week++) {
      await addGame(t, { home: nflTeam, away: `${nflTeam}X`, kickoff: sundayOf(week), week });
    }
    teams.push({ ...team, index, nflTeam, playerId });
  }
  const ids = teams.map((team) => team.memberId);
  const indexOf = (memberId: number) => ids.indexOf(memberId);
  await t.db
    .insertInto('schedules')
    .values(
      roundRobinSchedule(ids).map(({ week, home, away }) => {
        const [a, b] = [indexOf(home), indexOf(away)].sort((x, y) => x - y) as [number, number];
        const [scoreA, scoreB] = options.scores(a, b);
        const homeIsA = indexOf(home) === a;
        return {
          league_id: league.leagueId,
          week,
          home_league_member: home,
          away_league_member: away,
          home_score: homeIsA ? scoreA : scoreB,
          away_score: homeIsA ? scoreB : scoreA,
          is_final: 1,
        };
      }),
    )
    .execute();
  return { ...league, teams };
}

/**
 * Each team's quarterback's stat line for a week, giving it `points[index]` under the default
 * scoring: one point a reception, 0.1 a receiving yard (under 100 yards: no bonus). Points carry
 * one decimal.
 */
export async function playWeek(
  t: TestApp,
  league: PlayoffLeague,
  week: number,
  points: readonly number[],
): Promise<void> {
  for (const team of league.teams) {
    const value = points[team.index] ?? 0;
    const receptions = Math.floor(value);
    const line = { receptions, receiving_yards: Math.round((value - receptions) * 10) };
    await t.db
      .insertInto('weekly_stats')
      .values({ player_id: team.playerId, season: 2025, week, team: team.nflTeam, ...line })
      .onConflict((oc) => oc.columns(['player_id', 'season', 'week']).doUpdateSet(line))
      .execute();
  }
}

/** Moves the clock and runs what the scheduler would on its tick: weeks ended become final, then the playoffs. */
export async function tickAt(t: TestApp, instant: Date): Promise<void> {
  t.clock.set(instant);
  await finalizeEndedWeeks(t.db, instant);
  await runPlayoffs(t.db, instant, (leagueId, error) => {
    throw new Error(`league ${leagueId} not advanced: ${String(error)}`);
  });
}

/** A read as a member makes it; anything but a 200 fails the test with the answer. */
export async function readAs<T>(t: TestApp, team: Team, url: string): Promise<T> {
  const res = await call(t, team, 'GET', url);
  if (res.statusCode !== 200)
    throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json() as T;
}

/** The bracket as a member reads it. */
export const bracketOf = (t: TestApp, team: Team, leagueId: number): Promise<PlayoffBracket> =>
  readAs<PlayoffBracket>(t, team, `/playoffs/getBracketByLeagueId/${leagueId}`);

/** Team indexes by seed, as the bracket seeds them. */
export const seedOrder = (league: PlayoffLeague, bracket: PlayoffBracket): number[] =>
  bracket.seeds.map(
    (row) => league.teams.find((team) => team.memberId === row.league_member_id)!.index,
  );

/** Scores where the lower index always wins, 100 to 80: records 9-0, 8-1, ... 0-9. */
export const strictOrder: SeasonScores = () => [100, 80];

/**
 * Plays a league's default playoffs (the top 4, weeks 10-11) to the end from a regular season of
 * `strictOrder`: seeds 1 and 2 win their semifinals and seed 2 wins the final. Answers the
 * champion's and the runner-up's team indexes.
 */
export async function playDefaultPlayoffs(
  t: TestApp,
  league: PlayoffLeague,
): Promise<{ champion: number; runnerUp: number }> {
  await tickAt(t, afterWeek(9));
  await playWeek(t, league, 10, [60, 70, 50, 40, 0, 0, 0, 0, 0, 0]);
  await tickAt(t, afterWeek(10));
  await playWeek(t, league, 11, [80, 90, 0, 0, 0, 0, 0, 0, 0, 0]);
  await tickAt(t, afterWeek(11));
  return { champion: 1, runnerUp: 0 };
}
