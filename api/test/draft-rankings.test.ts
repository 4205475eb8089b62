import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDED_SEASON_DIR } from '../src/demo/recorded-season';
import { withoutMemos } from '../src/db/memos';
import { readCsvTable } from '../src/import/csv-table';
import { deriveFantasyWeeks } from '../src/import/derive-fantasy-weeks';
import { readPlayers, upsertPlayers } from '../src/import/import-players';
import { readGames, upsertGames } from '../src/import/import-schedule';
import {
  loadPastSeason,
  loadShippedPastSeasonIfAbsent,
  SHIPPED_PAST_SEASON_DIR,
} from '../src/import/past-season';
import { rankedPlayers, type RankedPlayer } from '../src/services/draft-rankings/ranked-players';
import { createInactiveLeague } from './support/fixtures';
import { csvRows, STAT_OF } from './support/nfl-csv';
import { lineCents, type Row } from './support/reference-points';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * The draft's rankings (decision 060) against a plain computation written here: the 2024 weekly
 * stat lines read straight from the file (../shared/data/nfl/2024 when it is beside the project,
 * else the copy the api ships), each line multiplied out by the league's scoring values in a
 * loop (support/reference-points.ts, never the product's scorer), summed per player, and the
 * 2025 players sorted by those points, then this season's points, then name and id.
 */

const SHARED_2024 = join(import.meta.dirname, '../../../shared/data/nfl/2024');
const SHARED_PRESENT = existsSync(SHARED_2024);
/** Tuesday after week 1 of 2025: every week-1 game has kicked off, none of week 2. */
const NOW = new Date('2025-09-09T12:00:00Z');
const AFTER_WEEK_2 = new Date('2025-09-16T12:00:00Z');

const shipped = (name: string) =>
  gunzipSync(readFileSync(join(SHIPPED_PAST_SEASON_DIR, `${name}.gz`))).toString('utf8');
const source2024 = (name: string) =>
  SHARED_PRESENT ? readFileSync(join(SHARED_2024, name), 'utf8') : shipped(name);

const lines2024 = csvRows(source2024('weekly_stats.csv')).map((cells) => ({
  gsis: cells.player_id!,
  line: Object.fromEntries(
    Object.entries(STAT_OF).map(([file, stat]) => [stat, Number(cells[file])]),
  ) as Row,
}));

/** Each 2024 player's points under the rules: a plain loop over his weekly lines. */
function points2024(rules: Row): Map<string, number> {
  const cents = new Map<string, number>();
  for (const { gsis, line } of lines2024)
    cents.set(gsis, (cents.get(gsis) ?? 0) + lineCents(line, rules));
  return new Map([...cents].map(([gsis, total]) => [gsis, total / 100]));
}

interface PoolPlayer {
  id: number;
  external_id: string;
  player_name: string;
  position: string;
}

let t: TestApp;
let pool: PoolPlayer[];

beforeAll(async () => {
  t = await createTestApp({ now: NOW.toISOString() });
  // The 2025 pool and schedule as the api ships them, and the shipped 2024 season as a start loads it.
  const players = readPlayers(await readCsvTable(join(RECORDED_SEASON_DIR, 'players.csv.gz')));
  const games = readGames(await readCsvTable(join(RECORDED_SEASON_DIR, 'nfl_schedule.csv.gz')));
  await upsertPlayers(t.db, players.players);
  await upsertGames(t.db, games.games);
  await deriveFantasyWeeks(t.db, [2025]);
  expect(await loadShippedPastSeasonIfAbsent(t.db)).toMatchObject({ season: 2024 });
  expect(await loadShippedPastSeasonIfAbsent(t.db)).toBeNull();
  pool = await t.db
    .selectFrom('players')
    .select(['id', 'external_id', 'player_name', 'position'])
    .execute();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const rulesOf = async (leagueId: number) =>
  (await t.db
    .selectFrom('scoring_rules')
    .selectAll()
    .where('league_id', '=', leagueId)
    .executeTakeFirstOrThrow()) as unknown as Row;

/** The expected rankings: the players at the given positions, ordered by the plain figures. */
function expectedOrder(
  positions: readonly string[],
  previous: Map<string, number>,
  current: Map<number, number> = new Map(),
): number[] {
  return pool
    .filter((player) => positions.includes(player.position))
    .map((player) => ({
      ...player,
      previous: previous.get(player.external_id) ?? 0,
      current: current.get(player.id) ?? 0,
    }))
    .sort(
      (a, b) =>
        b.previous - a.previous ||
        b.current - a.current ||
        (a.player_name < b.player_name ? -1 : a.player_name > b.player_name ? 1 : 0) ||
        a.id - b.id,
    )
    .map((player) => player.id);
}

const ALL_POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'];
const nameOf = (id: number) => pool.find((player) => player.id === id)!.player_name;

describe('draft rankings', () => {
  let defaultLeague: number;
  let noPprLeague: number;
  let defaultRanking: RankedPlayer[];

  beforeAll(async () => {
    defaultLeague = (await createInactiveLeague(t)).leagueId;
    noPprLeague = (await createInactiveLeague(t)).leagueId;
    await t.db
      .updateTable('scoring_rules')
      .set({ receptions: 0 })
      .where('league_id', '=', noPprLeague)
      .execute();
    defaultRanking = await rankedPlayers(t.db, { leagueId: defaultLeague, now: NOW });
  });

  it("ranks every draftable 2025 player by 2024's points under the league's scoring (default rules)", async () => {
    const rules = await rulesOf(defaultLeague);
    expect(Number(rules.receptions)).toBe(1);
    const previous = points2024(rules);
    expect(defaultRanking.map((entry) => entry.player_id)).toEqual(
      expectedOrder(ALL_POSITIONS, previous),
    );
    expect(defaultRanking.map((entry) => entry.rank)).toEqual(
      defaultRanking.map((_, index) => index + 1),
    );
    for (const entry of defaultRanking) {
      const gsis = pool.find((player) => player.id === entry.player_id)!.external_id;
      expect(entry.previous_season_points, nameOf(entry.player_id)).toBeCloseTo(
        previous.get(gsis) ?? 0,
        6,
      );
    }
    // Known 2024 seasons (the data README): Ja'Marr Chase 127 receptions, 1,708 yards, 17 TD.
    const chase = defaultRanking.find((entry) => nameOf(entry.player_id) === "Ja'Marr Chase")!;
    expect(chase.rank).toBeLessThanOrEqual(5);
    expect(chase.previous_season_points).toBeGreaterThan(400);
  });

  it('follows a change of scoring: no points per reception reorders the board', async () => {
    const rules = await rulesOf(noPprLeague);
    const ranking = await rankedPlayers(t.db, { leagueId: noPprLeague, now: NOW });
    const expected = expectedOrder(ALL_POSITIONS, points2024(rules));
    expect(ranking.map((entry) => entry.player_id)).toEqual(expected);
    // The same players, another order: a receiver's catches counted or not.
    const rankIn = (list: RankedPlayer[], name: string) =>
      list.find((entry) => nameOf(entry.player_id) === name)!.rank;
    const top = (list: RankedPlayer[]) => list.slice(0, 24).map((entry) => entry.player_id);
    expect(top(ranking)).not.toEqual(top(defaultRanking));
    const chase = defaultRanking.find((entry) => nameOf(entry.player_id) === "Ja'Marr Chase")!;
    const chaseNoPpr = ranking.find((entry) => entry.player_id === chase.player_id)!;
    expect(chase.previous_season_points - chaseNoPpr.previous_season_points).toBeCloseTo(127, 6);
    // Among the default top 24, a pair the change turns round: found here, held to the figures.
    const flipped = top(defaultRanking).flatMap((above, i) =>
      top(defaultRanking)
        .slice(i + 1)
        .filter((below) => expected.indexOf(below) < expected.indexOf(above))
        .map((below) => [nameOf(above), nameOf(below)] as const),
    );
    expect(flipped.length).toBeGreaterThan(0);
    const [above, below] = flipped[0]!;
    expect(rankIn(defaultRanking, above)).toBeLessThan(rankIn(defaultRanking, below));
    expect(rankIn(ranking, above)).toBeGreaterThan(rankIn(ranking, below));
  });

  it('leaves out the 2024 players who are not in the 2025 pool, keeping their names', async () => {
    const inPool = new Set(pool.map((player) => player.external_id));
    const only2024 = csvRows(source2024('players.csv')).filter(
      (cells) => !inPool.has(cells.player_id!),
    );
    expect(only2024.length).toBe(84);
    const ranked = new Set(defaultRanking.map((entry) => entry.player_id));
    expect(defaultRanking.length).toBe(pool.length);
    expect(ranked.size).toBe(pool.length);
    const kept = await t.db
      .selectFrom('past_season_players')
      .select(['external_id', 'player_name'])
      .where('season', '=', 2024)
      .where(
        'external_id',
        'in',
        only2024.map((cells) => cells.player_id!),
      )
      .execute();
    expect(kept.map((row) => row.player_name).sort()).toEqual(
      only2024.map((cells) => cells.player_name!).sort(),
    );
    expect(kept.map((row) => row.player_name)).toContain('Derek Carr');
  });

  it('offers K and DEF only to a league with a slot that holds them (a bench), no position past its maximum', async () => {
    const positionsIn = (list: RankedPlayer[]) =>
      new Set(list.map((entry) => pool.find((player) => player.id === entry.player_id)!.position));
    expect(positionsIn(defaultRanking)).toEqual(new Set(ALL_POSITIONS));
    const noBench = (await createInactiveLeague(t)).leagueId;
    await t.db
      .updateTable('roster_rules')
      .set({ bench_count: 0 })
      .where('league_id', '=', noBench)
      .execute();
    const ranking = await rankedPlayers(t.db, { leagueId: noBench, now: NOW });
    expect(positionsIn(ranking)).toEqual(new Set(['QB', 'RB', 'WR', 'TE']));
    expect(ranking.map((entry) => entry.player_id)).toEqual(
      expectedOrder(['QB', 'RB', 'WR', 'TE'], points2024(await rulesOf(noBench))),
    );
    // No tight end may be rostered: the flex slot that takes one opens nothing.
    await t.db
      .updateTable('roster_rules')
      .set({ tight_end_count: 0, max_te_count: 0 })
      .where('league_id', '=', noBench)
      .execute();
    const noTightEnds = await rankedPlayers(t.db, { leagueId: noBench, now: NOW });
    expect(positionsIn(noTightEnds)).toEqual(new Set(['QB', 'RB', 'WR']));
  });

  it("breaks ties by this season's points, counting games kicked off by now", async () => {
    const previous = points2024(await rulesOf(defaultLeague));
    // Two 2025 receivers without a 2024 line (level at 0), named in order.
    const [first, second] = pool
      .filter((player) => player.position === 'WR' && !previous.has(player.external_id))
      .sort((a, b) => (a.player_name < b.player_name ? -1 : 1));
    const team = async (id: number) =>
      (
        await t.db
          .selectFrom('players')
          .select('team')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).team;
    // The later name scores in week 1 (kicked off by NOW), the earlier one more in week 2 (not yet).
    await t.db
      .insertInto('weekly_stats')
      .values([
        {
          player_id: second!.id,
          season: 2025,
          week: 1,
          team: await team(second!.id),
          receptions: 3,
        },
        { player_id: first!.id, season: 2025, week: 2, team: await team(first!.id), receptions: 5 },
      ])
      .execute();
    const rankOf = (list: RankedPlayer[], id: number) =>
      list.find((entry) => entry.player_id === id)!;

    const atNow = await rankedPlayers(t.db, { leagueId: defaultLeague, now: NOW });
    expect(rankOf(atNow, second!.id)).toMatchObject({
      previous_season_points: 0,
      season_points: 3,
    });
    expect(rankOf(atNow, first!.id)).toMatchObject({ previous_season_points: 0, season_points: 0 });
    expect(rankOf(atNow, second!.id).rank).toBeLessThan(rankOf(atNow, first!.id).rank);
    expect(atNow.map((entry) => entry.player_id)).toEqual(
      expectedOrder(ALL_POSITIONS, previous, new Map([[second!.id, 3]])),
    );

    const later = await rankedPlayers(t.db, { leagueId: defaultLeague, now: AFTER_WEEK_2 });
    expect(rankOf(later, first!.id)).toMatchObject({ season_points: 5 });
    expect(rankOf(later, first!.id).rank).toBeLessThan(rankOf(later, second!.id).rank);
    // Without this season's points the two stand by name.
    const before = expectedOrder(ALL_POSITIONS, previous);
    expect(before.indexOf(first!.id)).toBeLessThan(before.indexOf(second!.id));
  });

  it('answers the same with memos off, before and after a change of scoring', async () => {
    const both = async (leagueId: number) => {
      const memo = await rankedPlayers(t.db, { leagueId, now: NOW });
      const again = await rankedPlayers(t.db, { leagueId, now: NOW });
      const rows = await rankedPlayers(withoutMemos(t.db), { leagueId, now: NOW });
      expect(again).toEqual(memo);
      expect(memo).toEqual(rows);
      return memo;
    };
    await both(defaultLeague);
    const before = await both(noPprLeague);
    await t.db
      .updateTable('scoring_rules')
      .set({ receptions: 0.5, passing_touchdowns: 6 })
      .where('league_id', '=', noPprLeague)
      .execute();
    const after = await both(noPprLeague);
    expect(after).not.toEqual(before);
    expect(after.map((entry) => entry.player_id)).toEqual(
      expectedOrder(
        ALL_POSITIONS,
        points2024(await rulesOf(noPprLeague)),
        new Map(
          after
            .filter((entry) => entry.season_points !== 0)
            .map((e) => [e.player_id, e.season_points]),
        ),
      ),
    );
  });

  it('refuses a league that does not exist', async () => {
    await expect(rankedPlayers(t.db, { leagueId: 999_999, now: NOW })).rejects.toMatchObject({
      statusCode: 404,
      message: 'League not found.',
    });
  });
});

describe('the shipped 2024 season', () => {
  it.skipIf(!SHARED_PRESENT)(
    "is ../shared/data/nfl/2024 cut to the rankings' columns (skipped: ../shared/data/nfl/2024 is absent)",
    () => {
      for (const name of ['weekly_stats.csv', 'players.csv']) {
        const cut = csvRows(shipped(name));
        const whole = csvRows(source2024(name));
        expect(cut.length, name).toBe(whole.length);
        cut.forEach((row, i) => {
          for (const [column, value] of Object.entries(row))
            expect(value, `${name} row ${i + 2} ${column}`).toBe(whole[i]![column]);
        });
      }
    },
  );
});

describe('loading a past season', () => {
  const stored = async () =>
    t.db
      .selectFrom('past_weekly_stats')
      .selectAll()
      .where('season', '=', 2024)
      .orderBy('external_id')
      .orderBy('week')
      .execute();

  it.skipIf(!SHARED_PRESENT)(
    'loads the whole ../shared/data/nfl/2024 folder as the shipped cut (skipped: ../shared/data/nfl/2024 is absent)',
    async () => {
      const before = await stored();
      expect(await loadPastSeason(t.db, SHARED_2024)).toEqual({
        season: 2024,
        players: 639,
        lines: 6463,
      });
      expect(await stored()).toEqual(before);
    },
  );

  it('refuses a line whose player the players file does not name, with its line number, and keeps what was stored', async () => {
    const before = await stored();
    const dir = mkdtempSync(join(tmpdir(), 'ff-past-season-'));
    writeFileSync(
      join(dir, 'players.csv'),
      'player_id,player_name,position,team\n00-0000001,A One,WR,BUF\n',
    );
    writeFileSync(
      join(dir, 'weekly_stats.csv'),
      'season,week,player_id,receptions\n2024,1,00-0000001,4\n2024,1,00-0000002,5\n',
    );
    await expect(loadPastSeason(t.db, dir)).rejects.toThrow(
      /weekly_stats\.csv:3: player 00-0000002 is not in players\.csv/,
    );
    expect(await stored()).toEqual(before);
  });
});
