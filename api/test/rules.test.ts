import {
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  DEFAULT_WAIVER_RULES,
  MESSAGES,
} from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createActiveLeague,
  createInactiveLeague,
  login,
  registerUser,
  request,
  type FixtureLeague,
} from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let outsiderCookie: string;
let league: FixtureLeague;
let active: FixtureLeague;

beforeAll(async () => {
  t = await createTestApp();
  const outsider = await registerUser(t);
  outsiderCookie = await login(t, outsider.username, outsider.password);
  league = await createInactiveLeague(t, { validMembers: 2 });
  active = await createActiveLeague(t);
});
afterAll(() => t.close());

describe('GET /roster_rules/getRosterRulesByLeagueId/:league_id/:roster_type_id', () => {
  const url = (leagueId: number, type: number | string) =>
    `/roster_rules/getRosterRulesByLeagueId/${leagueId}/${type}`;

  it('shows a member the regular (1) and vampire (2) rule sets', async () => {
    for (const type of [1, 2]) {
      const res = await request(t, league.players[0]!.cookie, 'GET', url(league.leagueId, type));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        league_id: league.leagueId,
        roster_type_id: type,
        ...DEFAULT_ROSTER_RULES,
      });
    }
  });

  it('refuses a roster type other than 1 or 2', async () => {
    for (const type of [3, 0, 'vampire']) {
      const res = await request(t, league.commish.cookie, 'GET', url(league.leagueId, type));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.invalidRosterRules });
    }
  });

  it('answers 404 with the spec text when the league has no such rule set', async () => {
    const bare = await createInactiveLeague(t);
    await t.db
      .deleteFrom('roster_rules')
      .where('league_id', '=', bare.leagueId)
      .where('roster_type_id', '=', 2)
      .execute();
    const res = await request(t, bare.commish.cookie, 'GET', url(bare.leagueId, 2));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.noRosterRules });
  });

  it('is refused to outsiders and needs a session', async () => {
    const res = await request(t, outsiderCookie, 'GET', url(league.leagueId, 1));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.notMemberOfLeague);
    expect((await request(t, null, 'GET', url(league.leagueId, 1))).statusCode).toBe(401);
  });
});

describe('POST /roster_rules/create', () => {
  const vampireRules = {
    ...DEFAULT_ROSTER_RULES,
    running_back_count: 3,
    bench_count: 5,
    max_rb_count: 6,
    beginning_faab: 60,
  };

  it('lets the commissioner replace a rule set before activation', async () => {
    const target = await createInactiveLeague(t);
    const res = await request(t, target.commish.cookie, 'POST', '/roster_rules/create', {
      league_id: target.leagueId,
      roster_type_id: 2,
      ...vampireRules,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: MESSAGES.rosterRulesSaved,
      id: expect.any(Number),
      league_id: target.leagueId,
      roster_type_id: 2,
      ...vampireRules,
    });
    const rows = await t.db
      .selectFrom('roster_rules')
      .selectAll()
      .where('league_id', '=', target.leagueId)
      .orderBy('roster_type_id')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject(DEFAULT_ROSTER_RULES);
    expect(rows[1]).toMatchObject(vampireRules);
  });

  it.each([
    ['a roster size of 0', { max_roster_size: 0 }, MESSAGES.maxRosterSizeMin],
    [
      'starters and bench beyond the roster size',
      { bench_count: 12 },
      MESSAGES.rosterTotalTooLarge,
    ],
    ['a negative count', { ir_count: -1 }, MESSAGES.rosterNegative],
    ['more running backs than their maximum', { max_rb_count: 1 }, MESSAGES.rbOverMax],
    ['more wide receivers than their maximum', { max_wr_count: 1 }, MESSAGES.wrOverMax],
    ['more tight ends than their maximum', { max_te_count: 0 }, MESSAGES.teOverMax],
    ['roster type 3', { roster_type_id: 3 }, MESSAGES.invalidRosterRules],
    ['no league id', { league_id: undefined }, MESSAGES.missingRequiredInformation],
  ])('refuses %s with the spec text', async (_case, change, message) => {
    const res = await request(t, league.commish.cookie, 'POST', '/roster_rules/create', {
      league_id: league.leagueId,
      roster_type_id: 1,
      ...DEFAULT_ROSTER_RULES,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message });
  });

  it('refuses changes once the league is active', async () => {
    const res = await request(t, active.commish.cookie, 'POST', '/roster_rules/create', {
      league_id: active.leagueId,
      roster_type_id: 1,
      ...vampireRules,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.rulesLocked });
    const row = await t.db
      .selectFrom('roster_rules')
      .selectAll()
      .where('league_id', '=', active.leagueId)
      .where('roster_type_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.beginning_faab).toBe(DEFAULT_ROSTER_RULES.beginning_faab);
  });

  it('is refused to players and outsiders, and needs a session', async () => {
    const body = { league_id: league.leagueId, roster_type_id: 1, ...vampireRules };
    const byPlayer = await request(
      t,
      league.players[0]!.cookie,
      'POST',
      '/roster_rules/create',
      body,
    );
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json().message).toBe(MESSAGES.onlyCommissioner);
    const byOutsider = await request(t, outsiderCookie, 'POST', '/roster_rules/create', body);
    expect(byOutsider.statusCode).toBe(403);
    expect((await request(t, null, 'POST', '/roster_rules/create', body)).statusCode).toBe(401);
    const row = await t.db
      .selectFrom('roster_rules')
      .select('beginning_faab')
      .where('league_id', '=', league.leagueId)
      .where('roster_type_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.beginning_faab).toBe(DEFAULT_ROSTER_RULES.beginning_faab);
  });
});

describe('GET /scoring_rules/getScoringRulesByLeagueId/:league_id', () => {
  it("shows a member the league's scoring rules, decimals intact", async () => {
    const res = await request(
      t,
      league.players[0]!.cookie,
      'GET',
      `/scoring_rules/getScoringRulesByLeagueId/${league.leagueId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      league_id: league.leagueId,
      ...DEFAULT_SCORING_RULES,
    });
  });

  it('answers 404 with the screen text when the league has none', async () => {
    const bare = await createInactiveLeague(t);
    await t.db.deleteFrom('scoring_rules').where('league_id', '=', bare.leagueId).execute();
    const res = await request(
      t,
      bare.commish.cookie,
      'GET',
      `/scoring_rules/getScoringRulesByLeagueId/${bare.leagueId}`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.noScoringRules });
  });

  it('is refused to outsiders and needs a session', async () => {
    const url = `/scoring_rules/getScoringRulesByLeagueId/${league.leagueId}`;
    expect((await request(t, outsiderCookie, 'GET', url)).statusCode).toBe(403);
    expect((await request(t, null, 'GET', url)).statusCode).toBe(401);
  });
});

describe('POST /scoring_rules/create', () => {
  const custom = {
    ...DEFAULT_SCORING_RULES,
    passing_yards: 0.05,
    receptions: 0.5,
    fumbles_lost: -1,
  };

  it('lets the commissioner replace the scoring rules before activation', async () => {
    const target = await createInactiveLeague(t);
    const res = await request(t, target.commish.cookie, 'POST', '/scoring_rules/create', {
      league_id: target.leagueId,
      ...custom,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: MESSAGES.scoringRulesSaved,
      id: expect.any(Number),
      league_id: target.leagueId,
      ...custom,
    });
    const rows = await t.db
      .selectFrom('scoring_rules')
      .selectAll()
      .where('league_id', '=', target.leagueId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(custom);
  });

  it.each([
    ['a text value', { receptions: 'half' }],
    ['a missing field', { one_point_safety: undefined }],
    ['a null field', { passing_yards: null }],
  ])('refuses %s with the spec text', async (_case, change) => {
    const res = await request(t, league.commish.cookie, 'POST', '/scoring_rules/create', {
      league_id: league.leagueId,
      ...custom,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.scoringNotNumbers });
  });

  it('refuses changes once the league is active', async () => {
    const res = await request(t, active.commish.cookie, 'POST', '/scoring_rules/create', {
      league_id: active.leagueId,
      ...custom,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.rulesLocked });
    const row = await t.db
      .selectFrom('scoring_rules')
      .selectAll()
      .where('league_id', '=', active.leagueId)
      .executeTakeFirstOrThrow();
    expect(row.receptions).toBe(DEFAULT_SCORING_RULES.receptions);
  });

  it('is refused to players and outsiders, and needs a session', async () => {
    const body = { league_id: league.leagueId, ...custom };
    const byPlayer = await request(
      t,
      league.players[0]!.cookie,
      'POST',
      '/scoring_rules/create',
      body,
    );
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json().message).toBe(MESSAGES.onlyCommissioner);
    expect(
      (await request(t, outsiderCookie, 'POST', '/scoring_rules/create', body)).statusCode,
    ).toBe(403);
    expect((await request(t, null, 'POST', '/scoring_rules/create', body)).statusCode).toBe(401);
  });
});

describe('GET /waiver_rules/getWaiverRulesByLeagueId/:league_id', () => {
  it('answers a list holding the league waiver rules', async () => {
    const res = await request(
      t,
      league.players[0]!.cookie,
      'GET',
      `/waiver_rules/getWaiverRulesByLeagueId/${league.leagueId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: expect.any(Number), league_id: league.leagueId, ...DEFAULT_WAIVER_RULES },
    ]);
  });

  it('is refused to outsiders and needs a session', async () => {
    const url = `/waiver_rules/getWaiverRulesByLeagueId/${league.leagueId}`;
    expect((await request(t, outsiderCookie, 'GET', url)).statusCode).toBe(403);
    expect((await request(t, null, 'GET', url)).statusCode).toBe(401);
  });
});

describe('POST /waiver_rules/create', () => {
  it('lets the commissioner replace the waiver rules before activation (still one record)', async () => {
    const target = await createInactiveLeague(t);
    const res = await request(t, target.commish.cookie, 'POST', '/waiver_rules/create', {
      league_id: target.leagueId,
      waivers_length: 3,
      waiver_day: 'Thursday',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: MESSAGES.waiverRulesSaved,
      id: expect.any(Number),
      league_id: target.leagueId,
      waivers_length: 3,
      waiver_day: 'Thursday',
    });
    const list = await request(
      t,
      target.commish.cookie,
      'GET',
      `/waiver_rules/getWaiverRulesByLeagueId/${target.leagueId}`,
    );
    expect(list.json()).toEqual([
      {
        id: expect.any(Number),
        league_id: target.leagueId,
        waivers_length: 3,
        waiver_day: 'Thursday',
      },
    ]);
  });

  it.each([
    ['a Friday waiver day', { waiver_day: 'Friday' }, MESSAGES.waiverDayInvalid],
    ['a negative length', { waivers_length: -1 }, MESSAGES.waiverLengthInvalid],
    ['a text length', { waivers_length: 'two' }, MESSAGES.waiverLengthInvalid],
  ])('refuses %s with the spec text', async (_case, change, message) => {
    const res = await request(t, league.commish.cookie, 'POST', '/waiver_rules/create', {
      league_id: league.leagueId,
      waivers_length: 2,
      waiver_day: 'Wednesday',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message });
  });

  it('refuses changes once the league is active', async () => {
    const res = await request(t, active.commish.cookie, 'POST', '/waiver_rules/create', {
      league_id: active.leagueId,
      waivers_length: 5,
      waiver_day: 'Thursday',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.rulesLocked });
  });

  it('is refused to players and outsiders, and needs a session', async () => {
    const body = { league_id: league.leagueId, waivers_length: 4, waiver_day: 'Thursday' };
    const byPlayer = await request(
      t,
      league.players[0]!.cookie,
      'POST',
      '/waiver_rules/create',
      body,
    );
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json().message).toBe(MESSAGES.onlyCommissioner);
    expect(
      (await request(t, outsiderCookie, 'POST', '/waiver_rules/create', body)).statusCode,
    ).toBe(403);
    expect((await request(t, null, 'POST', '/waiver_rules/create', body)).statusCode).toBe(401);
    const rows = await t.db
      .selectFrom('waiver_rules')
      .selectAll()
      .where('league_id', '=', league.leagueId)
      .execute();
    expect(rows).toEqual([
      { id: expect.any(Number), league_id: league.leagueId, ...DEFAULT_WAIVER_RULES },
    ]);
  });
});
