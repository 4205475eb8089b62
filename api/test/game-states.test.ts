import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyTeam, NflScheduleEntry, WeekMatchups } from '@fangtasy/shared/domain';
import { DEMO_LEAGUE_USERNAMES, DEMO_PASSWORD } from '../src/demo/demo-accounts';
import { seedDemoIfEmpty } from '../src/demo/seed-demo';
import { replayRecordedGames } from '../src/stats-sources/recorded-season-replay';
import { REPLAYED_GAME_MINUTES, replayedGameAt } from '../src/stats-sources/replay-rule';
import { login, request } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const DEMO_NOW = new Date('2025-11-02T20:00:00Z');
const MINUTE = 60_000;

describe('the replay rule', () => {
  const kickoff = new Date('2025-11-02T18:00:00Z');
  const game = { kickoff, home_score: 27, away_score: 20 };

  it('reports a game scheduled before kickoff, final 190 minutes after it', () => {
    expect(replayedGameAt(game, new Date(kickoff.getTime() - MINUTE))).toEqual({
      status: 'scheduled',
      period: null,
      game_clock: null,
      home_score: null,
      away_score: null,
      share: 0,
    });
    const end = new Date(kickoff.getTime() + REPLAYED_GAME_MINUTES * MINUTE);
    expect(replayedGameAt(game, end)).toMatchObject({
      status: 'final',
      home_score: 27,
      away_score: 20,
    });
    expect(replayedGameAt({ ...game, kickoff: null }, end).status).toBe('scheduled');
  });

  it('runs the game clock through four quarters, the score growing with the share played', () => {
    // Two hours into 190 minutes: 37.9 of 60 minutes played, 7:06 left in the third quarter.
    const at = replayedGameAt(game, new Date(kickoff.getTime() + 120 * MINUTE));
    expect(at).toEqual({
      status: 'in_progress',
      period: 3,
      game_clock: '7:06',
      home_score: 17,
      away_score: 12,
      share: ((120 / 190) * 60) / 60,
    });
    expect(replayedGameAt(game, kickoff)).toMatchObject({ period: 1, game_clock: '15:00' });
    const last = replayedGameAt(game, new Date(kickoff.getTime() + 189 * MINUTE));
    expect(last).toMatchObject({ status: 'in_progress', period: 4 });
  });
});

describe('game states on the demo clock (Sunday of week 9, 3 PM Eastern)', () => {
  let t: TestApp;
  let leagueId: number;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ now: DEMO_NOW.toISOString() });
    leagueId = (await seedDemoIfEmpty(t.db, t.clock, { ...t.config, seedDemo: true }))!
      .demoLeagueId;
    cookie = await login(t, 'alice', DEMO_PASSWORD);
  }, 180_000);
  afterAll(() => t.close());

  const gamesOfWeek = (week: number) =>
    t.db
      .selectFrom('nfl_games')
      .select(['game_id', 'kickoff', 'status', 'period', 'game_clock', 'home_score', 'away_score'])
      .where('season', '=', 2025)
      .where('week', '=', week)
      .orderBy('kickoff')
      .execute();
  const weekOf = async (week: number) => {
    const res = await request(
      t,
      cookie,
      'GET',
      `/matchups/getMatchupsByLeagueAndWeek/${leagueId}/${week}`,
    );
    expect(res.statusCode).toBe(200);
    return res.json() as WeekMatchups;
  };

  it('has every earlier game final with its score, the 1 PM games under way, the late ones to come', async () => {
    for (const week of [1, 5, 8]) {
      for (const game of await gamesOfWeek(week)) {
        expect(game, game.game_id).toMatchObject({ status: 'final', period: null });
        expect(game.home_score).not.toBeNull();
      }
    }
    const week9 = await gamesOfWeek(9);
    const state = (game: (typeof week9)[number]) => {
      const kickoff = new Date(game.kickoff!);
      if (kickoff > DEMO_NOW) return 'scheduled';
      return DEMO_NOW.getTime() - kickoff.getTime() >= REPLAYED_GAME_MINUTES * MINUTE
        ? 'final'
        : 'in_progress';
    };
    expect(week9.map((game) => game.status)).toEqual(week9.map(state));
    const early = week9.filter((game) => game.status === 'in_progress');
    expect(early.length).toBeGreaterThan(3);
    for (const game of early) expect(game).toMatchObject({ period: 3, game_clock: '7:06' });
    expect(week9.some((game) => game.status === 'scheduled')).toBe(true);
    expect(week9[0]!.status).toBe('final');
  });

  it("shows week 8 final, Monday night's players included, and week 9 live", async () => {
    const week8 = await weekOf(8);
    expect(week8).toMatchObject({ is_final: true, in_progress: false });
    const statuses = week8.matchups.flatMap((matchup) =>
      [matchup.home, matchup.away].flatMap((side) =>
        [...(side.starters ?? []), ...(side.bench ?? [])].flatMap((slot) =>
          slot.player ? [slot.player.game_status] : [],
        ),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set(['final', 'none']));
    const week9 = await weekOf(9);
    expect(week9).toMatchObject({ is_final: false, in_progress: true });
  });

  it("brings an in-progress game's quarter, clock and score to Matchups and My Team", async () => {
    // The replay has the 1 PM games two hours in at the demo clock: 7:06 left in the third.
    const recorded = new Map((await gamesOfWeek(9)).map((game) => [game.game_id, game]));
    const players = (await weekOf(9)).matchups.flatMap((matchup) =>
      [matchup.home, matchup.away].flatMap((side) =>
        [...(side.starters ?? []), ...(side.bench ?? [])].flatMap((slot) =>
          slot.player ? [slot.player] : [],
        ),
      ),
    );
    const live = players.filter((player) => player.game_status === 'in_progress');
    expect(live.length).toBeGreaterThan(0);
    for (const player of live)
      expect(player, player.player_name).toMatchObject({ period: 3, game_clock: '7:06' });
    expect(live.some((player) => (player.home_score ?? 0) + (player.away_score ?? 0) > 0)).toBe(
      true,
    );
    // The score is the one the source reports for his game.
    const games = [...recorded.values()].filter((game) => game.status === 'in_progress');
    for (const player of live)
      expect(
        games.some(
          (game) =>
            game.home_score === player.home_score &&
            game.away_score === player.away_score &&
            game.kickoff?.toISOString() === player.kickoff,
        ),
        player.player_name,
      ).toBe(true);
    // A game to come shows nothing of what is recorded of it; a bye has no game at all.
    for (const player of players.filter((p) => p.game_status === 'scheduled'))
      expect(player).toMatchObject({ period: null, game_clock: null, home_score: null });
    for (const player of players.filter((p) => p.game_status === 'none'))
      expect(player).toMatchObject({ is_home: null, period: null, home_score: null });

    // My Team, read by every member of the league: each game under way has its quarter and clock.
    const entries: NflScheduleEntry[] = [];
    for (const username of DEMO_LEAGUE_USERNAMES) {
      const session = await login(t, username, DEMO_PASSWORD);
      const res = await request(t, session, 'GET', `/rostered_players/myTeam/${leagueId}`);
      expect(res.statusCode).toBe(200);
      for (const player of (res.json() as MyTeam).players)
        if (player.game) entries.push(player.game);
    }
    const underway = entries.filter((game) => game.state === 'in_progress');
    expect(underway.length).toBeGreaterThan(0);
    for (const game of underway)
      expect(game).toMatchObject({ period: 3, game_clock: '7:06', home_score: expect.any(Number) });
    for (const game of entries.filter((entry) => entry.state === 'scheduled'))
      expect(game).toMatchObject({ period: null, game_clock: null, home_score: null });
  });

  it('writes nothing when the clock has not moved, and follows it when it does', async () => {
    const version = async () =>
      (
        await t.db
          .selectFrom('read_versions')
          .select('version')
          .where('scope', '=', 'nfl')
          .executeTakeFirst()
      )?.version;
    const before = await version();
    expect(await replayRecordedGames(t.db, DEMO_NOW)).toBe(0);
    expect(await version()).toBe(before);

    // Monday, 4 AM Eastern: every week-9 game has been played.
    const monday = new Date('2025-11-04T09:00:00Z');
    expect(await replayRecordedGames(t.db, monday)).toBeGreaterThan(0);
    expect(new Set((await gamesOfWeek(9)).map((game) => game.status))).toEqual(new Set(['final']));
    expect(await version()).not.toBe(before);
    // And back: a clock moved back shows the games as they stood then.
    await replayRecordedGames(t.db, DEMO_NOW);
    expect((await gamesOfWeek(9)).some((game) => game.status === 'scheduled')).toBe(true);
  });

  it('League Schedule shows the week under way with the scores Matchups shows', async () => {
    const res = await request(t, cookie, 'GET', `/schedules/getSchedulesByLeagueId/${leagueId}`);
    const schedule = res.json() as {
      id: number;
      week: number;
      home_score: number | null;
      away_score: number | null;
      is_final: number;
    }[];
    const week9 = await weekOf(9);
    expect(week9.matchups).toHaveLength(5);
    for (const matchup of week9.matchups) {
      const entry = schedule.find((row) => row.id === matchup.id);
      expect(entry).toMatchObject({
        week: 9,
        is_final: 0,
        home_score: matchup.home.score,
        away_score: matchup.away.score,
      });
    }
    expect(week9.matchups.some((matchup) => matchup.home.score > 0)).toBe(true);
    const week8 = await weekOf(8);
    for (const matchup of week8.matchups) {
      expect(schedule.find((row) => row.id === matchup.id)).toMatchObject({
        is_final: 1,
        home_score: matchup.home.score,
        away_score: matchup.away.score,
      });
    }
  });
});
