import {
  SCORING_RULE_FIELDS,
  seasonScoreFromWeeks,
  seasonTotalsScore,
  weeklyFantasyScore,
  type ScoringRules,
  type StatLine,
} from '@fangtasy/shared/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonTotalsScoreSql, weeklyFantasyScoreSql } from '../src/services/scoring-sql';
import { createInactiveLeague, request, type FixtureLeague } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * The one SQL scorer (api/src/services/scoring-sql.ts) against the one TypeScript formula (shared
 * scoring.ts), on random rules and stat lines: the expression itself, and what a member reads
 * through it — a week's scores (POST /scores/getWeeklyScores) and season points (the player
 * search's season_points and weekly_points, rules §5.13).
 */

const SEASON = 2025;
const WEEKS = [1, 2, 3, 4] as const;

let t: TestApp;
let league: FixtureLeague;
/** A player with weekly lines, and one with season totals only. */
let weeklyPlayer: number;
let totalsPlayer: number;

beforeAll(async () => {
  t = await createTestApp({ now: '2025-10-19T17:30:00Z' });
  league = await createInactiveLeague(t);
  const players = await t.db
    .insertInto('players')
    .values([
      { external_id: 'SCORER_WEEKS', player_name: 'Weekly Lines', position: 'QB', team: 'ZZA' },
      { external_id: 'SCORER_TOTALS', player_name: 'Season Totals', position: 'WR', team: 'ZZA' },
    ])
    .returning('id')
    .execute();
  [weeklyPlayer, totalsPlayer] = players.map((row) => row.id) as [number, number];
  // Each week's game has kicked off by the clock, so every line counts.
  await t.db
    .insertInto('nfl_games')
    .values(
      WEEKS.map((week) => ({
        game_id: `${SEASON}_0${week}_ZZA_ZZB`,
        season: SEASON,
        week,
        home_team: 'ZZB',
        away_team: 'ZZA',
        gameday: `${SEASON}-09-0${week}`,
        weekday: 'Sunday',
        kickoff: new Date(`${SEASON}-09-0${week}T17:00:00Z`),
      })),
    )
    .execute();
}, 60_000);
afterAll(() => t.close());

/** A rule value as the table holds it: 4 decimals within ±500; often a plain one. */
const ruleValue = fc.oneof(
  fc.integer({ min: -5_000_000, max: 5_000_000 }).map((tenThousandths) => tenThousandths / 10_000),
  fc.integer({ min: -1000, max: 1000 }).map((hundredths) => hundredths / 100),
  fc.constantFrom(0, 0.04, 0.1, 1, 2, 4, 6, -2),
);
const rulesArb = fc.record(
  Object.fromEntries(SCORING_RULE_FIELDS.map((field) => [field, ruleValue])) as Record<
    (typeof SCORING_RULE_FIELDS)[number],
    typeof ruleValue
  >,
);
const count = (max: number) => fc.integer({ min: 0, max });
const optional = (max: number) => fc.option(count(max), { nil: null, freq: 2 });
/** The counting stats of a line, with its yards drawn from `yards` and its counts up to `times` as many. */
const countingStats = (yards: { low: number; high: number }, times: number) => ({
  passing_yards: fc.integer({ min: yards.low, max: yards.high * 2 }),
  passing_tds: count(7 * times),
  interceptions: count(5 * times),
  two_point_passes: count(2 * times),
  rushing_yards: fc.integer({ min: yards.low, max: yards.high }),
  rushing_tds: count(5 * times),
  two_point_rushes: count(2 * times),
  receptions: count(20 * times),
  receiving_yards: fc.integer({ min: yards.low, max: yards.high }),
  receiving_tds: count(5 * times),
  two_point_receptions: count(2 * times),
  special_teams_tds: count(3),
});
/** A week's line: yards past every bonus tier and below zero, split return touchdowns or not. */
const weekLineArb = fc.record({
  ...countingStats({ low: -30, high: 320 }, 1),
  kickoff_return_tds: optional(2),
  punt_return_tds: optional(2),
  fumble_recovery_tds: optional(1),
  interception_return_tds: optional(1),
  fumble_return_tds: optional(1),
  blocked_return_tds: optional(1),
  two_point_returns: optional(1),
  fumbles_lost: optional(4),
  safeties: optional(1),
});
/** Season totals: past the season tiers too; no split returns, no safeties. */
const totalsArb = fc.record({
  ...countingStats({ low: -50, high: 2500 }, 8),
  fumbles_lost: fc.option(count(12), { nil: null }),
});
const caseArb = fc.record({
  rules: rulesArb,
  weeks: fc.array(weekLineArb, { minLength: WEEKS.length, maxLength: WEEKS.length }),
  totals: totalsArb,
});

/** Writes one case's rules and lines in place of the last case's. */
async function writeCase(rules: ScoringRules, weeks: StatLine[], totals: StatLine) {
  await t.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('scoring_rules')
      .set(rules)
      .where('league_id', '=', league.leagueId)
      .execute();
    await trx.deleteFrom('weekly_stats').where('season', '=', SEASON).execute();
    await trx.deleteFrom('season_stats').where('season', '=', SEASON).execute();
    await trx
      .insertInto('weekly_stats')
      .values(
        weeks.map((line, index) => ({
          ...(line as Required<StatLine>),
          player_id: weeklyPlayer,
          season: SEASON,
          week: WEEKS[index]!,
          game_id: `${SEASON}_0${WEEKS[index]}_ZZA_ZZB`,
          team: 'ZZA',
        })),
      )
      .execute();
    await trx
      .insertInto('season_stats')
      .values({ ...(totals as Required<typeof totals>), player_id: totalsPlayer, season: SEASON })
      .execute();
  });
}

interface SearchedPlayer {
  id: number;
  season_points: number | null;
  weekly_points: Record<string, number> | null;
}

describe('the one SQL scorer', () => {
  it('scores as the TypeScript formula on random rules and stat lines, and so do the reads that use it', async () => {
    const cookie = league.commish.cookie;
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ rules, weeks, totals }) => {
        await writeCase(rules as ScoringRules, weeks, totals);
        const want = {
          weeks: weeks.map((line) => weeklyFantasyScore(line, rules as ScoringRules)),
          season: seasonScoreFromWeeks(weeks, rules as ScoringRules),
          totals: seasonTotalsScore(totals, rules as ScoringRules),
        };

        // The expressions, on the rows.
        const { rows: weekRows } = await sql<{ week: number; score: number }>`
          select ws.week, ${weeklyFantasyScoreSql('ws', 'r')} as score
          from weekly_stats ws join scoring_rules r on r.league_id = ${league.leagueId}
          where ws.player_id = ${weeklyPlayer} and ws.season = ${SEASON} order by ws.week`.execute(
          t.db,
        );
        expect(weekRows.map((row) => Number(row.score))).toEqual(want.weeks);
        const { rows: totalsRows } = await sql<{ score: number }>`
          select ${seasonTotalsScoreSql('ss', 'r')} as score
          from season_stats ss join scoring_rules r on r.league_id = ${league.leagueId}
          where ss.player_id = ${totalsPlayer} and ss.season = ${SEASON}`.execute(t.db);
        expect(totalsRows.map((row) => Number(row.score))).toEqual([want.totals]);

        // A week's scores, as the matchup page asks for them.
        for (const [index, week] of WEEKS.entries()) {
          const res = await request(t, cookie, 'POST', '/scores/getWeeklyScores', {
            player_ids: [weeklyPlayer],
            week,
            season: SEASON,
            league_id: league.leagueId,
          });
          expect(res.statusCode).toBe(200);
          expect(res.json()[0].fantasyScore).toBe(want.weeks[index]);
        }

        // Season points, as the waiver wire shows them.
        const search = await request(
          t,
          cookie,
          'GET',
          `/players/search?league_id=${league.leagueId}&team=ZZA&page_size=10`,
        );
        expect(search.statusCode).toBe(200);
        const byId = new Map(
          (search.json().players as SearchedPlayer[]).map((player) => [player.id, player]),
        );
        expect(byId.get(weeklyPlayer)?.season_points).toBe(want.season);
        expect(byId.get(weeklyPlayer)?.weekly_points).toEqual(
          Object.fromEntries(WEEKS.map((week, index) => [String(week), want.weeks[index]])),
        );
        expect(byId.get(totalsPlayer)?.season_points).toBe(want.totals);
      }),
      { numRuns: 40, seed: 33 },
    );
  }, 240_000);
});
