import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEAGUE_USERNAMES, DEMO_PASSWORD } from '../src/demo/demo-accounts';
import { seedDemoIfEmpty } from '../src/demo/seed-demo';
import { login, request } from './support/fixtures';
import {
  referenceSeasonPoints,
  SUMMED_STATS,
  type ReferenceSeason,
} from './support/reference-points';
import { createTestApp, type TestApp } from './support/test-app';
import { leagueSeasonPoints } from '../src/services/season-points';

/** The demo clock of `pnpm start`: Sunday of week 9, 3 PM Eastern. */
const DEMO_NOW = '2025-11-02T20:00:00Z';
const MEMBERS = DEMO_LEAGUE_USERNAMES;

let t: TestApp;
let leagueId: number;
let reference: Map<number, ReferenceSeason>;
const pointsOf = (playerId: number) => reference.get(playerId)?.points ?? 0;

interface Served {
  player_id?: number;
  id?: number;
  player_name: string;
  season_points: number | null;
}

/** Each served player's season points beside the reference, 1 cent of rounding allowed. */
function expectReference(served: readonly Served[], where: string) {
  expect(served.length, where).toBeGreaterThan(0);
  const wrong = served.flatMap((player) => {
    const id = player.player_id ?? player.id!;
    const want = pointsOf(id);
    return Math.abs((player.season_points ?? 0) - want) > 0.011
      ? [`${player.player_name}: served ${player.season_points}, reference ${want}`]
      : [];
  });
  expect(wrong, where).toEqual([]);
}

beforeAll(async () => {
  t = await createTestApp({ now: DEMO_NOW });
  const seeded = await seedDemoIfEmpty(t.db, t.clock, { ...t.config, seedDemo: true });
  leagueId = seeded!.demoLeagueId;
  reference = await referenceSeasonPoints(t.db, leagueId, t.clock.now());
}, 180_000);
afterAll(() => t.close());

describe('season points, as each of the ten demo members reads them on a fresh start', () => {
  it('has a reference to hold them against: most rostered players have scored by week 9', async () => {
    // The demo writes weekly lines only (no season totals), which is what the reference sums.
    expect(await t.db.selectFrom('season_stats').select('player_id').execute()).toEqual([]);
    const scored = [...reference.values()].filter((season) => season.points > 0);
    expect(scored.length).toBeGreaterThan(200);
  });

  it.each(MEMBERS)(
    '%s: dashboard, My Team and League Rosters show every player at the reference',
    async (username) => {
      const cookie = await login(t, username, DEMO_PASSWORD);
      const myTeam = await request(t, cookie, 'GET', `/rostered_players/myTeam/${leagueId}`);
      expect(myTeam.statusCode).toBe(200);
      const team = myTeam.json() as { member: { id: number }; players: Served[] };
      expectReference(team.players, `${username}: My Team`);

      // The dashboard's roster call, which the claim form's drop choices read too.
      const own = await request(
        t,
        cookie,
        'GET',
        `/rostered_players/getRosteredPlayersByLeagueMemberId/${team.member.id}`,
      );
      expectReference(own.json() as Served[], `${username}: dashboard`);

      const league = await request(
        t,
        cookie,
        'GET',
        `/rostered_players/getRosteredPlayersByLeagueId/${leagueId}`,
      );
      expectReference(league.json() as Served[], `${username}: League Rosters`);
    },
  );

  it.each(MEMBERS)(
    "%s: the waiver wire's points, stat columns and order, and Add Player, follow the reference",
    async (username) => {
      const cookie = await login(t, username, DEMO_PASSWORD);
      type Pick = Served & { id: number; season_stats: Record<string, number> | null };
      const page = async (query: string) => {
        const res = await request(
          t,
          cookie,
          'GET',
          `/players/search?league_id=${leagueId}&${query}`,
        );
        expect(res.statusCode).toBe(200);
        return res.json() as { players: Pick[]; total: number };
      };
      const wire = await page('exclude_rostered=1&sort=season_points&page=1&page_size=20');
      expectReference(wire.players, `${username}: waiver wire`);
      for (const player of wire.players) {
        const totals = reference.get(player.id)?.totals;
        for (const stat of SUMMED_STATS)
          expect(player.season_stats?.[stat] ?? 0, `${player.player_name} ${stat}`).toBe(
            totals?.[stat] ?? 0,
          );
      }
      // Sorted by season points, best first: the reference's best free agents lead the wire.
      const served = wire.players.map((player) => pointsOf(player.id));
      expect(served).toEqual([...served].sort((a, b) => b - a));
      expect(served[0]).toBeGreaterThan(0);

      const receivers = await page(
        'exclude_rostered=1&sort=season_points&position=WR&page=2&page_size=20',
      );
      expectReference(receivers.players, `${username}: wire, WR page 2`);
      // Last week (week 8 on the demo's Sunday of week 9) and per game, best first, each figure
      // as the reference's weekly lines give it.
      type Figures = Pick & { last_week_points: number; points_per_game: number };
      for (const sort of ['last_week_points', 'points_per_game'] as const) {
        const sorted = (await page(
          `exclude_rostered=1&sort=${sort}&page=1&page_size=20`,
        )) as unknown as {
          players: Figures[];
          last_week: number | null;
        };
        expect(sorted.last_week).toBe(8);
        const want = sorted.players.map((player) => {
          const season = reference.get(player.id);
          if (!season) return 0;
          if (sort === 'last_week_points') return season.weeks.get(8) ?? 0;
          return Math.round((season.points / season.games) * 100) / 100;
        });
        const served = sorted.players.map((player) => player[sort]);
        for (const [index, value] of served.entries())
          expect(
            Math.abs(value - want[index]!),
            `${sort} ${sorted.players[index]!.player_name}`,
          ).toBeLessThan(0.011);
        expect(served).toEqual([...served].sort((a, b) => b - a));
        expect(served[0]).toBeGreaterThan(0);
      }
      const addPlayer = await page('exclude_rostered=1&page=3&page_size=20');
      expectReference(addPlayer.players, `${username}: Add Player page 3`);
    },
  );
});

describe('season points right after a stats update', () => {
  it('are read once for every caller that asks at the same moment, and match the new lines', async () => {
    // A stats update moves every league's season points at once: the callers that miss
    // together share one read, and each gets the updated figures.
    const line = await t.db
      .selectFrom('weekly_stats')
      .select(['player_id', 'season', 'week'])
      .where('week', '=', 8)
      .where('receiving_yards', '>', 50)
      .orderBy('player_id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('weekly_stats')
      .set((eb) => ({ receiving_yards: eb('receiving_yards', '+', 10) }))
      .where('player_id', '=', line.player_id)
      .where('season', '=', line.season)
      .where('week', '=', line.week)
      .execute();
    const updated = await referenceSeasonPoints(t.db, leagueId, t.clock.now());
    const before = reference.get(line.player_id)!.points;
    expect(updated.get(line.player_id)!.points).not.toBe(before);

    const scope = { leagueId, season: line.season, now: t.clock.now() };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => leagueSeasonPoints(t.db, scope)),
    );
    expect(new Set(answers).size).toBe(1);
    const wrong = [...updated].flatMap(([playerId, season]) => {
      const served = answers[0]!.get(playerId)?.season_points ?? 0;
      return Math.abs(served - season.points) > 0.011
        ? [`${playerId}: served ${served}, reference ${season.points}`]
        : [];
    });
    expect(wrong).toEqual([]);
    reference = updated;
  });
});
