import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutMemos } from '../src/db/memos';
import { seedDemoIfEmpty } from '../src/demo/seed-demo';
import { leagueSeasonPoints } from '../src/services/season-points';
import { referenceSeasonPoints } from './support/reference-points';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * Season points are kept week by week (migration 013): a change to one week's lines or games
 * scores that week again and adds the others up as they were kept. Each change a live Sunday or
 * a re-import makes is followed here by the same read three ways: kept week by week, scored whole
 * in one statement with every memo off, and from a plain loop over the raw stat lines.
 */

/** Sunday of week 9, 3 PM Eastern: the early games under way. */
const SUNDAY = new Date('2025-11-02T20:00:00Z');

let t: TestApp;
let leagueId: number;
let season: number;

beforeAll(async () => {
  t = await createTestApp({ now: SUNDAY.toISOString() });
  const seeded = await seedDemoIfEmpty(t.db, t.clock, { ...t.config, seedDemo: true });
  leagueId = seeded!.demoLeagueId;
  season = (
    await t.db
      .selectFrom('leagues')
      .select('season')
      .where('id', '=', leagueId)
      .executeTakeFirstOrThrow()
  ).season;
}, 180_000);
afterAll(() => t.close());

/** The kept figures equal the whole-season statement's exactly and the plain loop's to the cent. */
async function expectSameEverywhere(now: Date, where: string) {
  const scope = { leagueId, season, now };
  const kept = await leagueSeasonPoints(t.db, scope);
  const whole = await leagueSeasonPoints(withoutMemos(t.db), scope);
  expect(kept.size, where).toBeGreaterThan(100);
  expect(kept, where).toEqual(whole);
  const reference = await referenceSeasonPoints(t.db, leagueId, now);
  const wrong = [...reference].flatMap(([playerId, want]) => {
    const row = kept.get(playerId);
    const served = row?.season_points ?? 0;
    return Math.abs(served - want.points) > 0.011 || (row?.games_played ?? 0) !== want.games
      ? [
          `${playerId}: kept ${served} in ${row?.games_played} games, loop ${want.points} in ${want.games}`,
        ]
      : [];
  });
  expect(wrong, where).toEqual([]);
  return kept;
}

/** A stat line of `week` with receiving yards, the first by player id. */
const lineOf = (week: number) =>
  t.db
    .selectFrom('weekly_stats')
    .select(['player_id', 'week', 'game_id', 'receiving_yards'])
    .where('season', '=', season)
    .where('week', '=', week)
    .where('receiving_yards', '>', 40)
    .orderBy('player_id')
    .executeTakeFirstOrThrow();

describe('season points kept week by week', () => {
  it('follow every change of one week, a game, a player and the totals, as the whole season scored again', async () => {
    const before = await expectSameEverywhere(SUNDAY, 'fresh');

    // A live update: one line of the week under way gains yards.
    const live = await lineOf(8);
    await t.db
      .updateTable('weekly_stats')
      .set((eb) => ({ receiving_yards: eb('receiving_yards', '+', 60) }))
      .where('player_id', '=', live.player_id)
      .where('season', '=', season)
      .where('week', '=', 8)
      .execute();
    const updated = await expectSameEverywhere(SUNDAY, 'a week-8 line gained 60 yards');
    expect(updated.get(live.player_id)!.season_points).toBeGreaterThan(
      before.get(live.player_id)!.season_points,
    );

    // A correction removes an old line.
    const removed = await lineOf(3);
    await t.db
      .deleteFrom('weekly_stats')
      .where('player_id', '=', removed.player_id)
      .where('season', '=', season)
      .where('week', '=', 3)
      .execute();
    const afterDelete = await expectSameEverywhere(SUNDAY, 'a week-3 line deleted');
    expect(afterDelete.get(removed.player_id)?.weekly_points['3']).toBeUndefined();

    // A line imported early for a week not yet played counts for nothing until its kickoff.
    const future = await lineOf(9);
    await t.db
      .insertInto('weekly_stats')
      .values({
        player_id: future.player_id,
        season,
        week: 11,
        game_id: null,
        team: null,
        receiving_yards: 150,
        receptions: 9,
      })
      .execute();
    await expectSameEverywhere(SUNDAY, 'a week-11 line imported early');
    const week11 = await t.db
      .selectFrom('nfl_games')
      .select((eb) => eb.fn.max('kickoff').as('last'))
      .where('season', '=', season)
      .where('week', '=', 11)
      .executeTakeFirstOrThrow();
    const late = new Date(new Date(week11.last!).getTime() + 3_600_000);
    const counted = await expectSameEverywhere(late, 'the clock past week 11');
    expect(counted.get(future.player_id)!.weekly_points['11']).toBeGreaterThan(0);

    // The line names no game and no team: it counts by its player's team, which moves to a
    // team whose week-11 game is the last to kick off, then back.
    const player = await t.db
      .selectFrom('players')
      .select(['id', 'team'])
      .where('id', '=', future.player_id)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('players').set({ team: 'ZZZ' }).where('id', '=', player.id).execute();
    const teamless = await expectSameEverywhere(late, "the player's team has no week-11 game");
    expect(teamless.get(player.id)!.weekly_points['11']).toBeUndefined();
    await t.db
      .updateTable('players')
      .set({ team: player.team })
      .where('id', '=', player.id)
      .execute();
    await expectSameEverywhere(late, "the player's team back");

    // A game's kickoff moves past the clock: its lines stop counting.
    const game = await t.db
      .selectFrom('nfl_games')
      .select(['id', 'game_id', 'kickoff'])
      .where('game_id', '=', live.game_id!)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('nfl_games')
      .set({ kickoff: new Date(SUNDAY.getTime() + 86_400_000 * 60) })
      .where('id', '=', game.id)
      .execute();
    const postponed = await expectSameEverywhere(SUNDAY, 'a week-8 game postponed');
    expect(postponed.get(live.player_id)?.weekly_points['8']).toBeUndefined();
    await t.db
      .updateTable('nfl_games')
      .set({ kickoff: game.kickoff })
      .where('id', '=', game.id)
      .execute();
    await expectSameEverywhere(SUNDAY, 'the game back');

    // A player with season totals and no weekly line is scored from the totals.
    const unlined = await t.db
      .selectFrom('players as p')
      .select('p.id')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('weekly_stats as ws')
              .select('ws.player_id')
              .whereRef('ws.player_id', '=', 'p.id'),
          ),
        ),
      )
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('season_stats')
      .values({ player_id: unlined.id, season, rushing_yards: 420, rushing_tds: 3 })
      .onConflict((oc) =>
        oc.columns(['player_id', 'season']).doUpdateSet({ rushing_yards: 420, rushing_tds: 3 }),
      )
      .execute();
    const totals = await expectSameEverywhere(SUNDAY, 'season totals for a player without lines');
    expect(totals.get(unlined.id)!.season_points).toBeGreaterThan(0);
    expect(totals.get(unlined.id)!.games_played).toBe(0);
    // His first weekly line replaces the totals.
    await t.db
      .insertInto('weekly_stats')
      .values({
        player_id: unlined.id,
        season,
        week: 2,
        game_id: null,
        team: null,
        rushing_yards: 12,
      })
      .execute();
    const lined = await expectSameEverywhere(SUNDAY, 'his first weekly line');
    expect(lined.get(unlined.id)?.games_played ?? 0).toBeLessThanOrEqual(1);
  }, 120_000);
});
