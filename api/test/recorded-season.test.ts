import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injuriesAsOf, loadRecordedSeason, RECORDED_SEASON_DIR } from '../src/demo/recorded-season';
import { replayRecordedGames } from '../src/stats-sources/recorded-season-replay';
import { csvRows, STAT_OF } from './support/nfl-csv';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * The demo's NFL season is the real 2025 season the project ships (api/data/nfl-2025), replayed
 * against the clock. Expected values here are worked out from the shipped CSV with plain loops,
 * never with the product's loader or replay code.
 */

const SHARED_NFL = join(import.meta.dirname, '../../../shared/data/nfl');
const DEMO_NOW = new Date('2025-11-02T20:00:00Z');
const MINUTE = 60_000;
const FILES = ['players.csv', 'nfl_schedule.csv', 'weekly_stats.csv'];

const shipped = (name: string) =>
  gunzipSync(readFileSync(join(RECORDED_SEASON_DIR, `${name}.gz`))).toString('utf8');

/** weekly_stats.csv read the plain way: no quoted fields in that file. */
const recordedLines = () => csvRows(shipped('weekly_stats.csv'));

describe('the shipped real 2025 season', () => {
  it.skipIf(!existsSync(SHARED_NFL))(
    'is ../shared/data/nfl, byte for byte (skipped: ../shared/data/nfl is absent)',
    () => {
      for (const name of FILES)
        expect(shipped(name), name).toBe(readFileSync(join(SHARED_NFL, name), 'utf8'));
    },
  );
});

describe('the real 2025 season replayed to the demo clock', () => {
  let t: TestApp;
  const lines = recordedLines();
  beforeAll(async () => {
    t = await createTestApp({ now: DEMO_NOW.toISOString() });
  }, 120_000);
  afterAll(() => t.close());

  /** What weekly_stats holds now, by GSIS id and week. */
  async function storedLines() {
    const rows = await t.db
      .selectFrom('weekly_stats as ws')
      .innerJoin('players as p', 'p.id', 'ws.player_id')
      .select([
        'p.external_id',
        'ws.week',
        'ws.game_id',
        ...Object.values(STAT_OF).map((s) => `ws.${s}` as const),
      ])
      .execute();
    return new Map(rows.map((row) => [`${row.external_id}/${row.week}`, row]));
  }

  /** Kickoff instants of the games, read from the shipped schedule (Eastern wall clock). */
  function kickoffs(): Map<string, Date> {
    const [header, ...rows] = shipped('nfl_schedule.csv').trim().split('\n');
    const names = header!.split(',');
    const at = (name: string) => names.indexOf(name);
    const result = new Map<string, Date>();
    for (const row of rows) {
      // Only the first columns matter here, and none of them is quoted.
      const cells = row.split(',');
      const day = cells[at('gameday')]!;
      const time = cells[at('gametime')]!;
      // 2025: Eastern daylight time until 2 November, standard time from then on.
      const offset = day < '2025-11-02' ? '-04:00' : '-05:00';
      result.set(cells[at('game_id')]!, new Date(`${day}T${time}:00${offset}`));
    }
    return result;
  }

  it('loads players, schedule and fantasy weeks as before kickoff, revealing no result', async () => {
    const counts = await loadRecordedSeason(t.db);
    expect(counts).toEqual({ players: 893, games: 272, statLines: 6638, fantasyWeeks: 18 });
    const byPosition = await t.db
      .selectFrom('players')
      .select(['position', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('position')
      .execute();
    expect(
      Object.fromEntries(byPosition.map((row) => [row.position, Number(row.count)])),
    ).toMatchObject({
      DEF: 32,
    });
    const mahomes = await t.db
      .selectFrom('players')
      .select(['player_name', 'team', 'position', 'espn_id', 'headshot_url'])
      .where('external_id', '=', '00-0033873')
      .executeTakeFirstOrThrow();
    expect(mahomes).toMatchObject({ player_name: 'Patrick Mahomes', team: 'KC', position: 'QB' });
    expect(mahomes.espn_id).toMatch(/^\d+$/);
    expect(mahomes.headshot_url).toMatch(/^https:\/\//);
    const games = await t.db.selectFrom('nfl_games').select(['status', 'home_score']).execute();
    expect(games).toHaveLength(272);
    expect(games.every((game) => game.status === 'scheduled' && game.home_score === null)).toBe(
      true,
    );
    expect(await t.db.selectFrom('weekly_stats').select('player_id').execute()).toEqual([]);
    expect(await t.db.selectFrom('season_stats').select('player_id').execute()).toEqual([]);
  });

  it('shows the week-18 injury report only for players not playing at the demo clock', async () => {
    const injuredBefore = await t.db
      .selectFrom('players')
      .select('external_id')
      .where('injury_status', 'is not', null)
      .execute();
    await injuriesAsOf(t.db, DEMO_NOW);
    const injuredAfter = new Set(
      (
        await t.db
          .selectFrom('players')
          .select('external_id')
          .where('injury_status', 'is not', null)
          .execute()
      ).map((row) => row.external_id),
    );
    // Week 9 is the demo clock's: a line in week 8 or 9 means he was playing then.
    const playing = new Set(
      lines.filter((line) => line.week === '8' || line.week === '9').map((line) => line.player_id),
    );
    for (const { external_id } of injuredBefore)
      expect(injuredAfter.has(external_id), external_id).toBe(!playing.has(external_id));
    expect(injuredAfter.size).toBeGreaterThan(0);
    expect(injuredAfter.size).toBeLessThan(injuredBefore.length);
  });

  it('reveals whole lines of final games and a share of each line of games in progress', async () => {
    expect(await replayRecordedGames(t.db, DEMO_NOW)).toBeGreaterThan(0);
    const kickoff = kickoffs();
    const stored = await storedLines();
    let partial = 0;
    let whole = 0;
    for (const line of lines) {
      const elapsed = (DEMO_NOW.getTime() - kickoff.get(line.game_id!)!.getTime()) / MINUTE;
      const row = stored.get(`${line.player_id}/${line.week}`);
      if (elapsed < 0) {
        expect(row, `${line.player_id} week ${line.week} before kickoff`).toBeUndefined();
        continue;
      }
      // The documented rule: 190 minutes a game, each stat times the share of 60 minutes played,
      // truncated toward zero.
      const share = elapsed >= 190 ? 1 : ((elapsed / 190) * 60) / 60;
      if (share < 1) partial++;
      else whole++;
      expect(row, `${line.player_id} week ${line.week}`).toBeDefined();
      for (const [column, stat] of Object.entries(STAT_OF))
        expect(row![stat], `${line.player_id} week ${line.week} ${stat}`).toBe(
          Math.trunc(Number(line[column]) * share) + 0,
        );
    }
    expect(stored.size).toBe(partial + whole);
    // Weeks 1-8 and Thursday's game of week 9 are over; the eight 1 PM games are in progress.
    expect(whole).toBe(
      lines.filter((line) => Number(line.week) <= 8).length +
        lines.filter((line) => line.game_id === '2025_09_BAL_MIA').length,
    );
    expect(partial).toBeGreaterThan(100);
    const inProgress = await t.db
      .selectFrom('nfl_games')
      .select(['game_id', 'period', 'game_clock'])
      .where('status', '=', 'in_progress')
      .orderBy('game_id')
      .execute();
    expect(inProgress).toHaveLength(8);
    expect(inProgress.every((game) => game.period === 3 && game.game_clock === '7:06')).toBe(true);
  });

  it('follows the clock: the week ends with whole lines, a clock moved back hides them again', async () => {
    const monday = new Date('2025-11-04T08:00:00Z');
    await replayRecordedGames(t.db, monday);
    let stored = await storedLines();
    for (const line of lines.filter((l) => l.week === '9'))
      expect(stored.get(`${line.player_id}/9`)?.passing_yards, line.player_id).toBe(
        Number(line.passing_yards),
      );
    const week9 = await t.db
      .selectFrom('nfl_games')
      .select('status')
      .where('week', '=', 9)
      .execute();
    expect(week9.every((game) => game.status === 'final')).toBe(true);
    // An unchanged clock writes nothing.
    expect(await replayRecordedGames(t.db, monday)).toBe(0);

    await replayRecordedGames(t.db, new Date('2025-11-02T17:59:00Z'));
    stored = await storedLines();
    const early = lines.filter((l) => l.week === '9' && l.game_id !== '2025_09_BAL_MIA');
    expect(early.some((line) => stored.has(`${line.player_id}/9`))).toBe(false);
    expect(stored.size).toBe(
      lines.filter((l) => Number(l.week) <= 8 || l.game_id === '2025_09_BAL_MIA').length,
    );
  });
});
