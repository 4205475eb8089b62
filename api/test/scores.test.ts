import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importNflData } from '../src/import/import-nfl-data';
import {
  createActiveLeague,
  registerUser,
  login,
  request,
  type FixtureLeague,
} from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const FIXTURE_DIR = fileURLToPath(new URL('./fixtures/nfl-small', import.meta.url));

let t: TestApp;
let league: FixtureLeague;
let outsiderCookie: string;
const ids = new Map<string, number>();

beforeAll(async () => {
  // Thursday 2025-09-04, 9 PM Eastern: DAL@PHI (8:20 PM) has kicked off, KC@LAC (Friday) has not.
  t = await createTestApp({ now: '2025-09-05T01:00:00Z' });
  await importNflData(t.db, FIXTURE_DIR);
  for (const row of await t.db.selectFrom('players').select(['id', 'external_id']).execute())
    ids.set(row.external_id, row.id);
  league = await createActiveLeague(t);
  const outsider = await registerUser(t);
  outsiderCookie = await login(t, outsider.username, outsider.password);
});
afterAll(() => t.close());

const id = (externalId: string) => ids.get(externalId)!;

const scores = (cookie: string | null, body: unknown) =>
  request(t, cookie, 'POST', '/scores/getWeeklyScores', body);

const body = (overrides: Record<string, unknown> = {}) => ({
  player_ids: [
    id('00-0000001'),
    id('00-0000002'),
    id('00-0000003'),
    id('00-0000005'),
    id('DEF_KC'),
  ],
  week: 1,
  season: 2025,
  league_id: league.leagueId,
  ...overrides,
});

describe('POST /scores/getWeeklyScores', () => {
  it('asks for a session', async () => {
    const res = await scores(null, body());
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['an empty id list', { player_ids: [] }, MESSAGES.scorePlayerIdsInvalid],
    ['missing ids', { player_ids: undefined }, MESSAGES.scorePlayerIdsInvalid],
    ['a non-numeric id', { player_ids: ['x'] }, MESSAGES.scorePlayerIdsInvalid],
    ['week 0', { week: 0 }, MESSAGES.scoreWeekInvalid],
    ['a fractional week', { week: 1.5 }, MESSAGES.scoreWeekInvalid],
    ['season 1999', { season: 1999 }, MESSAGES.scoreSeasonInvalid],
    ['a fractional season', { season: 2025.5 }, MESSAGES.scoreSeasonInvalid],
    ['league id 0', { league_id: 0 }, MESSAGES.scoreLeagueInvalid],
    ['a missing league id', { league_id: undefined }, MESSAGES.scoreLeagueInvalid],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    const res = await scores(league.commish.cookie, body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message });
  });

  it("refuses a user outside the league and answers 404 for a league that doesn't exist", async () => {
    const outsider = await scores(outsiderCookie, body());
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toEqual({ status: 'error', message: MESSAGES.notMemberOfLeague });
    const missing = await scores(league.commish.cookie, body({ league_id: 999_999 }));
    expect(missing.statusCode).toBe(404);
  });

  it('scores players whose game has kicked off and answers null for the others', async () => {
    const res = await scores(league.players[0]!.cookie, body());
    expect(res.statusCode).toBe(200);
    const byId = new Map(
      res.json().map((entry: { player_id: number }) => [entry.player_id, entry]),
    );
    // KC plays Friday: not kicked off, no score and no stat line yet.
    expect(byId.get(id('00-0000001'))).toEqual({
      player_id: id('00-0000001'),
      fantasyScore: null,
      weeklyStats: null,
    });
    expect(byId.get(id('DEF_KC'))).toMatchObject({ fantasyScore: null });
    // Fred Blocker (PHI): 104 rush yds × 0.1 = 10.4, rush TD 6, 2-pt rush 2, 100-199 bonus 5,
    // 2 rec × 1 = 2, 15 rec yds × 0.1 = 1.5, fumble lost −2 → 24.90.
    expect(byId.get(id('00-0000002'))).toMatchObject({
      fantasyScore: 24.9,
      weeklyStats: expect.objectContaining({
        rushing_yards: 104,
        two_point_rushes: 1,
        fumbles_lost: 1,
      }),
    });
    // Riley Reserve (DAL): 7 rec = 7, 88 rec yds = 8.8, rec TD 6, special-teams TD 6 → 27.80.
    expect(byId.get(id('00-0000003'))).toMatchObject({ fantasyScore: 27.8 });
    // Quincy Maybe's team (PHI) has played and he recorded no stat: 0, no stat line.
    expect(byId.get(id('00-0000005'))).toEqual({
      player_id: id('00-0000005'),
      fantasyScore: 0,
      weeklyStats: null,
    });
  });

  it('counts a game from its kickoff on the league clock', async () => {
    t.clock.set(new Date('2025-09-06T00:00:00Z'));
    try {
      const res = await scores(
        league.commish.cookie,
        body({ player_ids: [id('00-0000001'), 999_999] }),
      );
      // 312 pass yds × 0.04 = 12.48, 3 TD × 4 = 12, INT −2, 2-pt pass 1, 21 rush yds = 2.1,
      // 300-399 bonus 5 → 30.58. An unknown player id is left out.
      expect(res.json()).toEqual([
        expect.objectContaining({ player_id: id('00-0000001'), fantasyScore: 30.58 }),
      ]);
    } finally {
      t.clock.set(new Date('2025-09-05T01:00:00Z'));
    }
  });

  it("scores under the league's own rules", async () => {
    await t.db
      .updateTable('scoring_rules')
      .set({ receptions: 0.5, kickoff_return_touchdown: 4 })
      .where('league_id', '=', league.leagueId)
      .execute();
    try {
      const res = await scores(league.commish.cookie, body({ player_ids: [id('00-0000003')] }));
      // Half-point receptions and 4-point return TDs: 3.5 + 8.8 + 6 + 4 → 22.30.
      expect(res.json()[0].fantasyScore).toBe(22.3);
    } finally {
      await t.db
        .updateTable('scoring_rules')
        .set({ receptions: 1, kickoff_return_touchdown: 6 })
        .where('league_id', '=', league.leagueId)
        .execute();
    }
  });

  it('answers null for a week without games', async () => {
    const res = await scores(league.commish.cookie, body({ week: 7 }));
    expect(res.statusCode).toBe(200);
    expect(
      res.json().every((entry: { fantasyScore: unknown }) => entry.fantasyScore === null),
    ).toBe(true);
  });
});
