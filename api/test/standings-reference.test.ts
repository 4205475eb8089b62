import { roundRobinSchedule, type LeagueStandings } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSeasonWeeks,
  call,
  createRosterLeague,
  WEEK_10,
  WEEK_9,
  type RosterLeague,
} from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// A ten-team league with eight final weeks of made-up scores (ties among them) and a ninth week
// whose scores are in but not final. Every figure of the standings answer is held against a plain
// loop over the matchups' scores, written here without the api's code.

const DAY_MS = 24 * 60 * 60 * 1000;
const FINAL_WEEKS = 8;

let t: TestApp;
let league: RosterLeague;

/** A small seeded random source (mulberry32), so the season is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fantasy weeks 1-8 of 2025, each a week long and ended well before week 9 began. */
async function addEarlierWeeks(): Promise<void> {
  const weeks = Array.from({ length: FINAL_WEEKS }, (_, index) => {
    const week = index + 1;
    const end = new Date(WEEK_9.begin.getTime() - (FINAL_WEEKS - week) * 7 * DAY_MS);
    return {
      year: 2025,
      week,
      begin_datetime: new Date(end.getTime() - 7 * DAY_MS),
      end_datetime: end,
    };
  });
  await t.db
    .insertInto('fantasy_weeks')
    .values(weeks)
    .onConflict((oc) => oc.columns(['year', 'week']).doNothing())
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ now: WEEK_10.sundayAfternoon.toISOString() });
  await addSeasonWeeks(t);
  await addEarlierWeeks();
  league = await createRosterLeague(t, { teams: 10 });
  const random = seeded(2025);
  const cents = () => 6000 + Math.floor(random() * 10000);
  const pairings = roundRobinSchedule(league.teams.map((team) => team.memberId));
  await t.db
    .insertInto('schedules')
    .values(
      pairings.map(({ week, home, away }) => {
        const homeCents = cents();
        // About one game in six ends level, so ties and tie streaks occur.
        const awayCents = random() < 0.17 ? homeCents : cents();
        return {
          league_id: league.leagueId,
          week,
          home_league_member: home,
          away_league_member: away,
          home_score: homeCents / 100,
          away_score: awayCents / 100,
          // Week 9 has scores but is not final yet: it must not count.
          is_final: week <= FINAL_WEEKS ? 1 : 0,
        };
      }),
    )
    .execute();
});
afterAll(() => t.close());

interface ReferenceRow {
  league_member_id: number;
  label: string;
  wins: number;
  losses: number;
  ties: number;
  pfCents: number;
  paCents: number;
  results: ('W' | 'L' | 'T')[];
}

/** The standings computed from the schedule rows alone, in the order the page states. */
async function referenceStandings(): Promise<ReferenceRow[]> {
  const members = await t.db
    .selectFrom('league_members')
    .innerJoin('users', 'users.id', 'league_members.user_id')
    .select(['league_members.id', 'league_members.team_name', 'users.username'])
    .where('league_members.league_id', '=', league.leagueId)
    .execute();
  const rows = new Map<number, ReferenceRow>();
  for (const member of members) {
    rows.set(member.id, {
      league_member_id: member.id,
      label: member.team_name ?? member.username,
      wins: 0,
      losses: 0,
      ties: 0,
      pfCents: 0,
      paCents: 0,
      results: [],
    });
  }
  const games = await t.db
    .selectFrom('schedules')
    .select(['home_league_member', 'away_league_member', 'home_score', 'away_score'])
    .where('league_id', '=', league.leagueId)
    .where('is_final', '=', 1)
    .orderBy('week')
    .execute();
  for (const game of games) {
    const homeCents = Math.round(Number(game.home_score) * 100);
    const awayCents = Math.round(Number(game.away_score) * 100);
    const sides = [
      [game.home_league_member, homeCents, awayCents],
      [game.away_league_member, awayCents, homeCents],
    ] as const;
    for (const [member, own, other] of sides) {
      const row = rows.get(member)!;
      row.pfCents += own;
      row.paCents += other;
      if (own > other) {
        row.wins += 1;
        row.results.push('W');
      } else if (own < other) {
        row.losses += 1;
        row.results.push('L');
      } else {
        row.ties += 1;
        row.results.push('T');
      }
    }
  }
  const percentage = (row: ReferenceRow) => {
    const games = row.wins + row.losses + row.ties;
    return games === 0 ? 0 : (row.wins + row.ties / 2) / games;
  };
  return [...rows.values()].sort(
    (a, b) =>
      percentage(b) - percentage(a) ||
      b.pfCents - a.pfCents ||
      a.label.localeCompare(b.label, 'en'),
  );
}

/** The run of equal results at the end of a season, counted from the last week backwards. */
function referenceStreak(results: readonly string[]): { result: string; length: number } | null {
  if (results.length === 0) return null;
  const last = results[results.length - 1]!;
  let length = 0;
  for (let i = results.length - 1; i >= 0 && results[i] === last; i--) length += 1;
  return { result: last, length };
}

describe('standings against a plain loop over the final matchups', () => {
  let answer: LeagueStandings;
  let reference: ReferenceRow[];
  beforeAll(async () => {
    const res = await call(
      t,
      league.teams[3]!,
      'GET',
      `/standings/getStandingsByLeagueId/${league.leagueId}`,
    );
    expect(res.statusCode).toBe(200);
    answer = res.json() as LeagueStandings;
    reference = await referenceStandings();
  });

  it('the season has what the figures must get right: ties, long streaks, uneven records', () => {
    expect(reference.some((row) => row.ties > 0)).toBe(true);
    expect(reference.some((row) => (referenceStreak(row.results)?.length ?? 0) >= 3)).toBe(true);
    expect(new Set(reference.map((row) => row.wins)).size).toBeGreaterThan(3);
    expect(reference.every((row) => row.results.length === FINAL_WEEKS)).toBe(true);
  });

  it('gives every team its W-L-T, points for and against, and streak', () => {
    const served = new Map(answer.standings.map((row) => [row.league_member_id, row]));
    expect(answer.standings).toHaveLength(10);
    for (const row of reference) {
      expect(served.get(row.league_member_id), row.label).toEqual({
        league_member_id: row.league_member_id,
        team_name: row.label,
        username: expect.any(String),
        wins: row.wins,
        losses: row.losses,
        ties: row.ties,
        points_for: row.pfCents / 100,
        points_against: row.paCents / 100,
        streak: referenceStreak(row.results),
        rank: expect.any(Number),
        // Not seeded: week 9 is not final.
        seed: null,
        final_place: null,
      });
    }
  });

  it('orders the table by win percentage, then points for', () => {
    expect(answer.standings.map((row) => row.league_member_id)).toEqual(
      reference.map((row) => row.league_member_id),
    );
    expect(answer.standings.map((row) => row.rank)).toEqual(
      Array.from({ length: 10 }, (_, index) => index + 1),
    );
  });

  it('counts only the final weeks and draws the playoff line under the top 4', () => {
    expect(answer.final_weeks).toBe(FINAL_WEEKS);
    expect(answer.playoff_teams).toBe(4);
    expect(answer.own_league_member_id).toBe(league.teams[3]!.memberId);
  });
});
