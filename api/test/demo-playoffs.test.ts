import type { PlayoffBracket, WeekMatchups } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULED_JOBS } from '../src/scheduler/jobs';
import { seedDemoIfEmpty, type DemoSeedResult } from '../src/demo/seed-demo';
import { login, request } from './support/fixtures';
import { keptLog, type KeptLog } from './support/source-jobs';
import { createTestApp, type TestApp } from './support/test-app';

/** The README's playoff clock: Sunday of week 11, 3 PM Eastern — the semifinals under way. */
const PLAYOFF_NOW = '2025-11-16T20:00:00Z';
/** The README's season-end clock: Wednesday after week 12, the championship week. */
const SEASON_END_NOW = '2025-11-26T17:00:00Z';

// A fresh start with FANTASY_NOW in the playoffs: the demo is seeded as the clock stands and the
// scheduler's first tick brings the league there — weeks 1-10 final, seeded, the quarterfinals
// decided and the semifinals being played. Moving the clock past week 12 crowns a champion.

let t: TestApp;
let seeded: DemoSeedResult | null;
let log: KeptLog;
let alice: string;

async function tick(now: string): Promise<void> {
  t.clock.set(new Date(now));
  for (const job of SCHEDULED_JOBS) await job.run({ db: t.db, clock: t.clock, log });
}

beforeAll(async () => {
  t = await createTestApp({ now: PLAYOFF_NOW });
  seeded = await seedDemoIfEmpty(t.db, t.clock, { ...t.config, seedDemo: true });
  log = keptLog();
  await tick(PLAYOFF_NOW);
  alice = await login(t, 'alice', 'fangtasy-demo');
}, 240_000);
afterAll(() => t?.close());

const bracket = async () => {
  const res = await request(
    t,
    alice,
    'GET',
    `/playoffs/getBracketByLeagueId/${seeded!.demoLeagueId}`,
  );
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as PlayoffBracket;
};

describe('the demo started in the playoffs (FANTASY_NOW=2025-11-16T20:00:00Z)', () => {
  it('has weeks 1-10 final and the week-11 matchups under way, nothing in week 12 yet', async () => {
    const rows = await t.db
      .selectFrom('schedules')
      .select(['week', 'is_final', 'home_score', 'away_score', 'playoff_game_id'])
      .where('league_id', '=', seeded!.demoLeagueId)
      .execute();
    expect(rows.filter((row) => row.week <= 10).every((row) => row.is_final === 1)).toBe(true);
    expect(rows.filter((row) => row.week === 10)).toHaveLength(2);
    // Semifinals (seeds 1 and 2 against the quarterfinals' winners) and consolation semifinals.
    expect(rows.filter((row) => row.week === 11).map((row) => row.is_final)).toEqual([0, 0, 0, 0]);
    expect(rows.filter((row) => row.week >= 12)).toEqual([]);
    expect(log.lines.filter((line) => line.level === 'error')).toEqual([]);
  });

  it('shows a bracket under way: byes, the quarterfinals decided, the semifinals live', async () => {
    const answer = await bracket();
    expect(answer.status).toBe('under_way');
    expect(answer.rules).toMatchObject({ playoff_teams: 6, consolation_bracket: 1 });
    const [quarters, semis, final] = answer.brackets[0]!.rounds;
    expect(quarters!.byes.map((team) => team.seed)).toEqual([1, 2]);
    expect(quarters!.games.map((game) => game.state)).toEqual(['decided', 'decided']);
    // Each quarterfinal went to the side with more stored points (level: the higher seed).
    const weekTen = await t.db
      .selectFrom('schedules')
      .selectAll()
      .where('league_id', '=', seeded!.demoLeagueId)
      .where('week', '=', 10)
      .execute();
    for (const game of quarters!.games) {
      const row = weekTen.find((entry) => entry.id === game.matchup_ids[0])!;
      const [home, away] = [Number(row.home_score), Number(row.away_score)];
      const expected =
        home > away
          ? row.home_league_member
          : away > home
            ? row.away_league_member
            : row.home_league_member;
      expect(game.winner_league_member_id).toBe(expected);
    }
    expect(semis!.games.map((game) => game.state)).toEqual(['in_progress', 'in_progress']);
    expect(semis!.games.map((game) => game.top.team?.seed)).toEqual([1, 2]);
    expect(final!.games[0]!.state).toBe('waiting_for_teams');
    expect(answer.brackets[1]!.rounds[0]!.games.map((game) => game.state)).toEqual([
      'in_progress',
      'in_progress',
    ]);
    expect(answer.champion).toBeNull();
  });

  it('has Matchups follow the semifinals live', async () => {
    const res = await request(
      t,
      alice,
      'GET',
      `/matchups/getMatchupsByLeagueAndWeek/${seeded!.demoLeagueId}/11`,
    );
    const week = res.json() as WeekMatchups;
    expect([week.phase, week.round_name, week.in_progress, week.is_final]).toEqual([
      'playoffs',
      'Semifinals',
      true,
      false,
    ]);
    expect(week.matchups.map((matchup) => matchup.playoff?.round_name)).toEqual([
      'Semifinals',
      'Semifinals',
      'Consolation semifinals',
      'Consolation semifinals',
    ]);
  });

  it('crowns a champion once the clock passes the championship week', async () => {
    await tick(SEASON_END_NOW);
    const answer = await bracket();
    expect(answer.status).toBe('complete');
    const final = answer.brackets[0]!.rounds[2]!.games[0]!;
    expect(answer.champion?.league_member_id).toBe(final.winner_league_member_id);
    expect(answer.seeds.every((row) => row.final_place !== null)).toBe(true);
    const league = await request(t, alice, 'GET', `/leagues/getLeagueById/${seeded!.demoLeagueId}`);
    expect(league.json()).toMatchObject({ status: 'complete', champion: answer.champion });
    expect(log.lines.filter((line) => line.level === 'error')).toEqual([]);
  });
});
