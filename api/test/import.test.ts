import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connect';
import { importNflData } from '../src/import/import-nfl-data';
import { createActiveLeague, request, type FixtureLeague } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The shared NFL data folder sits next to the repository: <repo>/../shared/data/nfl. */
const NFL_DATA_DIR = resolve(REPO_ROOT, '../shared/data/nfl');
const HAS_NFL_DATA = existsSync(join(NFL_DATA_DIR, 'players.csv'));
const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

async function tableCount(
  db: Db,
  table: 'players' | 'nfl_games' | 'weekly_stats' | 'season_stats' | 'fantasy_weeks',
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function playerId(db: Db, externalId: string): Promise<number> {
  const row = await db
    .selectFrom('players')
    .select('id')
    .where('external_id', '=', externalId)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function weeklyRow(db: Db, externalId: string, week: number) {
  return db
    .selectFrom('weekly_stats as ws')
    .innerJoin('players as p', 'p.id', 'ws.player_id')
    .selectAll('ws')
    .where('p.external_id', '=', externalId)
    .where('ws.week', '=', week)
    .executeTakeFirst();
}

describe('importing the real 2025 season (shared/data/nfl)', () => {
  if (!HAS_NFL_DATA) {
    it.skip('NFL data folder ../shared/data/nfl not found — skipped', () => {});
    return;
  }

  let t: TestApp;
  let league: FixtureLeague;
  let firstImport: Awaited<ReturnType<typeof importNflData>>;

  beforeAll(async () => {
    // After the season: every game has kicked off by the league clock.
    t = await createTestApp({ now: '2026-02-01T12:00:00Z' });
    firstImport = await importNflData(t.db, NFL_DATA_DIR);
    // A league set up before the season it is scored in (one activated later plays from then).
    league = await createActiveLeague(t, { activatedAt: new Date('2025-09-01T00:00:00Z') });
  }, 120_000);
  afterAll(() => t.close());

  it('loads every player, game, weekly and season row and derives the 18 fantasy weeks', async () => {
    expect(firstImport).toMatchObject({
      players: 893,
      games: 272,
      weeklyStats: 6638,
      seasonStats: 657,
      fantasyWeeks: 18,
    });
    expect(await tableCount(t.db, 'players')).toBe(893);
    expect(await tableCount(t.db, 'nfl_games')).toBe(272);
    expect(await tableCount(t.db, 'weekly_stats')).toBe(6638);
    expect(await tableCount(t.db, 'season_stats')).toBe(657);
    expect(await tableCount(t.db, 'fantasy_weeks')).toBe(18);
    expect(firstImport.changedWeeks).toHaveLength(18);
  });

  it('scores real weeks under the default rules exactly as computed by hand', async () => {
    const ids = {
      wilson: await playerId(t.db, '00-0029263'),
      wentz: await playerId(t.db, '00-0032950'),
      henry: await playerId(t.db, '00-0032764'),
      washington: await playerId(t.db, '00-0039880'),
      nacua: await playerId(t.db, '00-0039075'),
      moore: await playerId(t.db, '00-0034827'),
    };
    const scoreOf = async (id: number, week: number) => {
      const res = await request(t, league.commish.cookie, 'POST', '/scores/getWeeklyScores', {
        player_ids: [id],
        week,
        season: 2025,
        league_id: league.leagueId,
      });
      expect(res.statusCode).toBe(200);
      return res.json()[0].fantasyScore as number;
    };
    // Russell Wilson, week 2 (2025_02_NYG_DAL): 450 pass yds × 0.04 = 18, 3 pass TD × 4 = 12,
    // 1 INT × −2 = −2, 23 rush yds × 0.1 = 2.3, 400+ passing bonus 10 → 40.30.
    expect(await scoreOf(ids.wilson, 2)).toBe(40.3);
    // Carson Wentz, week 4 (2025_04_MIN_PIT): 350 × 0.04 = 14, 2 TD × 4 = 8, 2 INT × −2 = −4,
    // one 2-pt pass × 1 = 1, 12 rush yds × 0.1 = 1.2, 300-399 bonus 5 → 25.20.
    expect(await scoreOf(ids.wentz, 4)).toBe(25.2);
    // Derrick Henry, week 1 (2025_01_BAL_BUF): 169 rush yds × 0.1 = 16.9, 2 rush TD × 6 = 12,
    // 100-199 rushing bonus 5, 1 reception × 1 = 1, 13 rec yds × 0.1 = 1.3, 1 fumble lost × −2 = −2 → 34.20.
    expect(await scoreOf(ids.henry, 1)).toBe(34.2);
    // Malik Washington, week 2 (2025_02_NE_MIA): 23 rush yds × 0.1 = 2.3, 1 rec × 1 = 1,
    // 2 rec yds × 0.1 = 0.2, 1 special-teams TD × 6 (kickoff_return_touchdown) = 6 → 9.50.
    expect(await scoreOf(ids.washington, 2)).toBe(9.5);
    // Puka Nacua, week 16 (2025_16_LA_SEA): 12 rec × 1 = 12, 225 rec yds × 0.1 = 22.5,
    // 2 rec TD × 6 = 12, 200+ receiving bonus 10 → 56.50.
    expect(await scoreOf(ids.nacua, 16)).toBe(56.5);
    // DJ Moore, week 1 (2025_01_MIN_CHI): 8 rush yds × 0.1 = 0.8, 3 rec × 1 = 3, 68 rec yds × 0.1
    // = 6.8, 1 fumble lost on a return × −2 = −2 → 8.60 (fumbles_lost counts all fumbles lost).
    expect(await scoreOf(ids.moore, 1)).toBe(8.6);
  });

  it('is idempotent: importing the same folder again changes nothing', async () => {
    const before = await weeklyRow(t.db, '00-0039075', 16);
    const again = await importNflData(t.db, NFL_DATA_DIR);
    expect(again).toMatchObject({
      players: 893,
      games: 272,
      weeklyStats: 6638,
      seasonStats: 657,
      fantasyWeeks: 18,
    });
    expect(again.changedWeeks).toEqual([]);
    expect(await tableCount(t.db, 'players')).toBe(893);
    expect(await tableCount(t.db, 'weekly_stats')).toBe(6638);
    expect(await tableCount(t.db, 'fantasy_weeks')).toBe(18);
    const after = await weeklyRow(t.db, '00-0039075', 16);
    expect(after?.updated_at.getTime()).toBe(before?.updated_at.getTime());
  }, 120_000);
});

describe('importing NFL data files', () => {
  let t: TestApp;
  let tempDir: string;
  beforeAll(async () => {
    t = await createTestApp({ now: '2025-09-20T12:00:00Z' });
    tempDir = await mkdtemp(join(tmpdir(), 'ff-import-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(tempDir, { recursive: true, force: true });
  });

  describe('in the layout of shared/data/nfl', () => {
    let counts: Awaited<ReturnType<typeof importNflData>>;
    beforeAll(async () => {
      counts = await importNflData(t.db, join(FIXTURES, 'nfl-small'));
    });

    it('reports what it loaded', () => {
      expect(counts).toMatchObject({
        players: 7,
        games: 4,
        weeklyStats: 7,
        seasonStats: 6,
        fantasyWeeks: 2,
        skipped: 0,
      });
      expect(counts.changedWeeks).toEqual([
        { season: 2025, week: 1 },
        { season: 2025, week: 2 },
      ]);
    });

    it('marks reserve-list and Out/Doubtful players injured, keeping Questionable players healthy', async () => {
      const players = await t.db
        .selectFrom('players')
        .select([
          'external_id',
          'player_name',
          'position',
          'team',
          'is_injured',
          'injury_status',
          'jersey_number',
          'headshot_url',
        ])
        .orderBy('external_id')
        .execute();
      expect(players).toEqual([
        {
          external_id: '00-0000001',
          player_name: 'Quinn Passer',
          position: 'QB',
          team: 'KC',
          is_injured: 0,
          injury_status: null,
          jersey_number: 15,
          headshot_url: 'https://example.test/h/1.png',
        },
        {
          external_id: '00-0000002',
          player_name: 'Fred Blocker',
          position: 'RB',
          team: 'PHI',
          is_injured: 0,
          injury_status: null,
          jersey_number: 44,
          headshot_url: null,
        },
        {
          external_id: '00-0000003',
          player_name: 'Riley Reserve',
          position: 'WR',
          team: 'DAL',
          is_injured: 1,
          injury_status: 'IR',
          jersey_number: 11,
          headshot_url: null,
        },
        {
          external_id: '00-0000004',
          player_name: 'Owen Outlaw',
          position: 'TE',
          team: 'LAC',
          is_injured: 1,
          injury_status: 'Out',
          jersey_number: 87,
          headshot_url: null,
        },
        {
          external_id: '00-0000005',
          player_name: 'Quincy Maybe',
          position: 'RB',
          team: 'PHI',
          is_injured: 0,
          injury_status: 'Questionable',
          jersey_number: 26,
          headshot_url: null,
        },
        {
          external_id: '00-0000006',
          player_name: 'Tess Totals',
          position: 'WR',
          team: 'DAL',
          is_injured: 0,
          injury_status: null,
          jersey_number: 17,
          headshot_url: null,
        },
        {
          external_id: 'DEF_KC',
          player_name: 'Kansas City Chiefs',
          position: 'DEF',
          team: 'KC',
          is_injured: 0,
          injury_status: null,
          jersey_number: null,
          headshot_url: null,
        },
      ]);
    });

    it('turns Eastern kickoff times into instants and prefers the neutral-site venue', async () => {
      const games = await t.db.selectFrom('nfl_games').selectAll().orderBy('game_id').execute();
      const byId = new Map(games.map((game) => [game.game_id, game]));
      // 20:20 EDT on Thursday 2025-09-04 is 00:20 UTC on Friday.
      expect(byId.get('2025_01_DAL_PHI')?.kickoff?.toISOString()).toBe('2025-09-05T00:20:00.000Z');
      expect(byId.get('2025_01_DAL_PHI')?.venue).toBe('Lincoln Financial Field');
      expect(byId.get('2025_01_KC_LAC')?.venue).toBe(
        'Arena Corinthians (Neo Quimica Arena), Sao Paulo, Brazil',
      );
      expect(byId.get('2025_02_DAL_LAC')).toMatchObject({
        gametime: null,
        kickoff: null,
        venue: null,
        home_score: null,
      });
      expect(byId.get('2025_02_PHI_KC')).toMatchObject({
        weekday: 'Sunday',
        gameday: '2025-09-14',
        home_score: 17,
        away_score: 20,
      });
    });

    it('derives fantasy weeks from Tuesday 00:00 Eastern before the first game to the next Tuesday', async () => {
      const weeks = await t.db.selectFrom('fantasy_weeks').selectAll().orderBy('week').execute();
      expect(
        weeks.map((week) => [
          week.week,
          week.begin_datetime.toISOString(),
          week.end_datetime.toISOString(),
        ]),
      ).toEqual([
        [1, '2025-09-02T04:00:00.000Z', '2025-09-09T04:00:00.000Z'],
        [2, '2025-09-09T04:00:00.000Z', '2025-09-16T04:00:00.000Z'],
      ]);
    });

    it('maps the stat columns (interceptions, 2-pt by kind, special-teams TDs, fumbles lost)', async () => {
      expect(await weeklyRow(t.db, '00-0000001', 1)).toMatchObject({
        game_id: '2025_01_KC_LAC',
        team: 'KC',
        passing_yards: 312,
        passing_tds: 3,
        interceptions: 1,
        two_point_passes: 1,
        rushing_yards: 21,
        fumbles_lost: 0,
        kickoff_return_tds: null,
      });
      expect(await weeklyRow(t.db, '00-0000002', 1)).toMatchObject({
        rushing_yards: 104,
        two_point_rushes: 1,
        fumbles_lost: 1,
        receptions: 2,
      });
      expect(await weeklyRow(t.db, '00-0000003', 1)).toMatchObject({
        receiving_yards: 88,
        special_teams_tds: 1,
      });
      expect(await weeklyRow(t.db, '00-0000004', 1)).toMatchObject({
        receiving_yards: 47,
        two_point_receptions: 1,
      });
      expect(await weeklyRow(t.db, '00-0000001', 2)).toMatchObject({
        rushing_yards: -3,
        rushing_tds: 1,
        fumbles_lost: 1,
      });
    });

    it('keeps season totals, including a player who has no weekly rows', async () => {
      const totals = await t.db
        .selectFrom('season_stats as ss')
        .innerJoin('players as p', 'p.id', 'ss.player_id')
        .select(['p.external_id', 'ss.passing_yards', 'ss.rushing_yards', 'ss.fumbles_lost'])
        .where('p.external_id', 'in', ['00-0000001', '00-0000006'])
        .orderBy('p.external_id')
        .execute();
      expect(totals).toEqual([
        { external_id: '00-0000001', passing_yards: 717, rushing_yards: 18, fumbles_lost: 1 },
        { external_id: '00-0000006', passing_yards: 3100, rushing_yards: 1004, fumbles_lost: 2 },
      ]);
    });

    it('replaces corrected stats and removes a row the correction dropped, reporting only that week', async () => {
      const weekTwoBefore = await weeklyRow(t.db, '00-0000004', 2);
      const corrected = await importNflData(t.db, join(FIXTURES, 'nfl-corrected'));
      expect(corrected).toMatchObject({ players: 0, games: 0, weeklyStats: 3, seasonStats: 0 });
      expect(corrected.changedWeeks).toEqual([{ season: 2025, week: 1 }]);
      expect(await weeklyRow(t.db, '00-0000001', 1)).toMatchObject({
        passing_yards: 298,
        passing_tds: 3,
      });
      expect(await weeklyRow(t.db, '00-0000003', 1)).toBeUndefined();
      // Weeks the file does not carry are left alone.
      expect(await weeklyRow(t.db, '00-0000004', 2)).toEqual(weekTwoBefore);
      // Importing the original again restores week 1.
      const restored = await importNflData(t.db, join(FIXTURES, 'nfl-small'));
      expect(restored.changedWeeks).toEqual([{ season: 2025, week: 1 }]);
      expect(await weeklyRow(t.db, '00-0000001', 1)).toMatchObject({ passing_yards: 312 });
      expect(await weeklyRow(t.db, '00-0000003', 1)).toMatchObject({ receiving_yards: 88 });
    });

    it('leaves the previous stats intact when a file fails part-way (one transaction per file)', async () => {
      const header =
        'season,week,game_id,player_id,team,passing_yards,passing_tds,interceptions,passing_2pt,rushing_yards,rushing_tds,rushing_2pt,receptions,receiving_yards,receiving_tds,receiving_2pt,special_teams_tds,fumbles_lost';
      // 600 rows: the first batch of 500 is written (week 1 corrected to 1 yard), then a value
      // too large for an integer column fails the second batch.
      const lines = Array.from({ length: 600 }, (_, i) => {
        const week = i + 1;
        const yards = week === 1 ? 1 : week === 600 ? 99_999_999_999 : 100;
        return `2025,${week},,00-0000001,KC,${yards},0,0,0,0,0,0,0,0,0,0,0,0`;
      });
      const dir = join(tempDir, 'failing');
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir);
      await writeFile(join(dir, 'weekly_stats.csv'), [header, ...lines].join('\n'));
      await expect(importNflData(t.db, dir)).rejects.toThrow();
      expect(await weeklyRow(t.db, '00-0000001', 1)).toMatchObject({ passing_yards: 312 });
      expect(await weeklyRow(t.db, '00-0000001', 3)).toBeUndefined();
    });

    it('names the file and the missing column when a required column is absent', async () => {
      const dir = join(tempDir, 'missing-column');
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'players.csv'), 'player_name,position,team\nNo Id,QB,KC\n');
      await expect(importNflData(t.db, dir)).rejects.toThrow(
        /players\.csv: missing column\(s\) player_id/,
      );
    });

    it('refuses a folder without any NFL data file', async () => {
      await expect(importNflData(t.db, tempDir)).rejects.toThrow(/none of players\.csv/);
    });
  });

  describe('with nflverse release column names', () => {
    let counts: Awaited<ReturnType<typeof importNflData>>;
    beforeAll(async () => {
      counts = await importNflData(t.db, join(FIXTURES, 'nfl-nflverse'));
    });

    it('skips non-fantasy positions, postseason games and postseason stats', async () => {
      // 6 roster rows: one cornerback, and one player listed in weeks 17 and 18. The fantasy weeks
      // count covers season 2025 as a whole, already loaded from the other fixture.
      expect(counts).toMatchObject({
        players: 4,
        games: 1,
        weeklyStats: 3,
        seasonStats: 3,
        fantasyWeeks: 2,
        skipped: 5,
      });
      expect(
        await t.db
          .selectFrom('players')
          .select('id')
          .where('external_id', '=', '00-0000103')
          .executeTakeFirst(),
      ).toBeUndefined();
      expect(
        await t.db
          .selectFrom('nfl_games')
          .select('id')
          .where('game_id', '=', '2025_19_NYG_NYJ')
          .executeTakeFirst(),
      ).toBeUndefined();
    });

    it("maps roster files: display names, FB to RB, each player's latest week, RES to IR", async () => {
      const players = await t.db
        .selectFrom('players')
        .select([
          'external_id',
          'player_name',
          'position',
          'team',
          'is_injured',
          'injury_status',
          'headshot_url',
        ])
        .where('external_id', 'in', ['00-0000101', '00-0000102', '00-0000105'])
        .orderBy('external_id')
        .execute();
      expect(players).toEqual([
        {
          external_id: '00-0000101',
          player_name: 'Bruno Fullback',
          position: 'RB',
          team: 'NYG',
          is_injured: 0,
          injury_status: null,
          headshot_url: 'https://example.test/h/101.png',
        },
        {
          external_id: '00-0000102',
          player_name: 'Ivan Injured',
          position: 'QB',
          team: 'NYG',
          is_injured: 1,
          injury_status: 'IR',
          headshot_url: null,
        },
        {
          external_id: '00-0000105',
          player_name: 'Kip Kicker',
          position: 'K',
          team: 'NYJ',
          is_injured: 0,
          injury_status: null,
          headshot_url: null,
        },
      ]);
    });

    it('maps passing_interceptions, *_2pt_conversions and sums the per-kind fumbles lost', async () => {
      expect(await weeklyRow(t.db, '00-0000102', 1)).toMatchObject({
        team: 'NYG',
        game_id: null,
        passing_yards: 301,
        interceptions: 2,
        two_point_passes: 1,
        fumbles_lost: 1,
      });
      expect(await weeklyRow(t.db, '00-0000101', 1)).toMatchObject({
        rushing_yards: 57,
        two_point_rushes: 1,
        fumbles_lost: 1,
      });
      expect(await weeklyRow(t.db, '00-0000104', 1)).toMatchObject({
        receiving_yards: 131,
        special_teams_tds: 1,
        fumbles_lost: 1,
      });
      expect(await weeklyRow(t.db, '00-0000104', 19)).toBeUndefined();
    });

    it('reads fumbles_lost_total in season files', async () => {
      const row = await t.db
        .selectFrom('season_stats as ss')
        .innerJoin('players as p', 'p.id', 'ss.player_id')
        .select(['ss.interceptions', 'ss.two_point_passes', 'ss.fumbles_lost', 'ss.receptions'])
        .where('p.external_id', '=', '00-0000104')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        interceptions: 0,
        two_point_passes: 0,
        fumbles_lost: 1,
        receptions: 7,
      });
    });
  });
});
