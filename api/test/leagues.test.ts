import {
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  DEFAULT_WAIVER_RULES,
  MESSAGES,
} from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonForNow } from '../src/services/season';
import {
  createActiveLeague,
  createInactiveLeague,
  registerLeagueCreator,
  registerUser,
  request,
  type FixtureLeague,
} from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { login } from './support/fixtures';
import { inviteMember } from '../src/services/league-lifecycle';

let t: TestApp;
let creatorCookie: string;
let creatorId: number;
let outsiderCookie: string;

beforeAll(async () => {
  t = await createTestApp({ now: '2025-10-19T17:30:00Z' });
  const creator = await registerLeagueCreator(t, {
    email_address: 'Creator@Fangtasy.test',
    first_name: 'Casey',
  });
  creatorId = creator.id;
  creatorCookie = await login(t, creator.username, creator.password);
  const outsider = await registerUser(t);
  outsiderCookie = await login(t, outsider.username, outsider.password);
});
afterAll(() => t.close());

const regular = {
  ...DEFAULT_ROSTER_RULES,
  bench_count: 5,
  max_roster_size: 12,
  beginning_faab: 150,
};
const vampire = {
  ...DEFAULT_ROSTER_RULES,
  quarterback_count: 2,
  bench_count: 5,
  beginning_faab: 75,
};
const scoring = { ...DEFAULT_SCORING_RULES, passing_touchdowns: 6, receptions: 0.5 };
const waiver = { waivers_length: 1, waiver_day: 'Thursday' as const };

describe('POST /leagues/create', () => {
  it('creates an inactive league with all the wizard rules and the creator as commissioner', async () => {
    const res = await request(t, creatorCookie, 'POST', '/leagues/create', {
      name: '  Night Owls  ',
      is_active: 1,
      regular_roster_rules: regular,
      vampire_roster_rules: vampire,
      scoring_rules: scoring,
      waiver_rules: waiver,
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    // rules §7: status, league_id.
    expect(answer).toEqual({ status: 'success', league_id: expect.any(Number) });
    const leagueId = answer.league_id as number;

    const league = await t.db
      .selectFrom('leagues')
      .selectAll()
      .where('id', '=', leagueId)
      .executeTakeFirstOrThrow();
    expect(league).toMatchObject({
      name: 'Night Owls',
      is_active: 0,
      season: 2025,
      created_by: creatorId,
    });

    const rosterRules = await t.db
      .selectFrom('roster_rules')
      .selectAll()
      .where('league_id', '=', leagueId)
      .orderBy('roster_type_id')
      .execute();
    expect(rosterRules).toEqual([
      { id: expect.any(Number), league_id: leagueId, roster_type_id: 1, ...regular },
      { id: expect.any(Number), league_id: leagueId, roster_type_id: 2, ...vampire },
    ]);
    const scoringRow = await t.db
      .selectFrom('scoring_rules')
      .selectAll()
      .where('league_id', '=', leagueId)
      .executeTakeFirst();
    expect(scoringRow).toEqual({ id: expect.any(Number), league_id: leagueId, ...scoring });
    const waiverRows = await t.db
      .selectFrom('waiver_rules')
      .selectAll()
      .where('league_id', '=', leagueId)
      .execute();
    expect(waiverRows).toEqual([{ id: expect.any(Number), league_id: leagueId, ...waiver }]);

    const members = await t.db
      .selectFrom('league_members')
      .selectAll()
      .where('league_id', '=', leagueId)
      .execute();
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({
      user_id: creatorId,
      role: 'commish',
      is_vamp: 0,
      team_name: 'Team Casey',
      remaining_faab_budget: 150,
    });
  });

  it('gives every rule set left out the spec defaults', async () => {
    const res = await request(t, creatorCookie, 'POST', '/leagues/create', {
      name: 'Defaults League',
      is_active: 0,
    });
    expect(res.statusCode).toBe(200);
    const leagueId = res.json().league_id as number;
    const rosterRules = await t.db
      .selectFrom('roster_rules')
      .selectAll()
      .where('league_id', '=', leagueId)
      .execute();
    expect(rosterRules).toHaveLength(2);
    for (const rules of rosterRules) expect(rules).toMatchObject(DEFAULT_ROSTER_RULES);
    expect(
      await t.db
        .selectFrom('scoring_rules')
        .selectAll()
        .where('league_id', '=', leagueId)
        .executeTakeFirst(),
    ).toMatchObject(DEFAULT_SCORING_RULES);
    expect(
      await t.db
        .selectFrom('waiver_rules')
        .selectAll()
        .where('league_id', '=', leagueId)
        .executeTakeFirst(),
    ).toMatchObject(DEFAULT_WAIVER_RULES);
    const commish = await t.db
      .selectFrom('league_members')
      .select('remaining_faab_budget')
      .where('league_id', '=', leagueId)
      .executeTakeFirstOrThrow();
    expect(commish.remaining_faab_budget).toBe(DEFAULT_ROSTER_RULES.beginning_faab);
  });

  it.each([
    ['a missing name', { name: undefined }, MESSAGES.leagueNameRequired],
    ['a blank name', { name: '   ' }, MESSAGES.leagueNameRequired],
    ['a 101-character name', { name: 'x'.repeat(101) }, MESSAGES.leagueNameTooLong],
    [
      'more QBs than the QB maximum',
      { regular_roster_rules: { ...regular, max_qb_count: 0 } },
      MESSAGES.qbOverMax,
    ],
    [
      'starters and bench beyond the roster size',
      { vampire_roster_rules: { ...vampire, bench_count: 20 } },
      MESSAGES.rosterTotalTooLarge,
    ],
    [
      'a negative FAAB',
      { regular_roster_rules: { ...regular, beginning_faab: -1 } },
      MESSAGES.rosterNegative,
    ],
    [
      'a scoring field that is not a number',
      { scoring_rules: { ...scoring, receptions: 'one' } },
      MESSAGES.scoringNotNumbers,
    ],
    [
      'a Friday waiver day',
      { waiver_rules: { ...waiver, waiver_day: 'Friday' } },
      MESSAGES.waiverDayInvalid,
    ],
    [
      'a negative waiver length',
      { waiver_rules: { ...waiver, waivers_length: -2 } },
      MESSAGES.waiverLengthInvalid,
    ],
  ])('refuses %s with the spec text and creates nothing', async (_case, change, message) => {
    const before = await t.db
      .selectFrom('leagues')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await request(t, creatorCookie, 'POST', '/leagues/create', {
      name: 'Refused League',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message });
    const after = await t.db
      .selectFrom('leagues')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('is refused to any account that is not a configured league creator', async () => {
    const res = await request(t, outsiderCookie, 'POST', '/leagues/create', { name: 'Not Mine' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.onlyLeagueCreator });
    const created = await t.db
      .selectFrom('leagues')
      .select('id')
      .where('name', '=', 'Not Mine')
      .execute();
    expect(created).toHaveLength(0);
  });

  it('needs a session', async () => {
    expect((await request(t, null, 'POST', '/leagues/create', { name: 'Anon' })).statusCode).toBe(
      401,
    );
  });
});

describe('seasonForNow', () => {
  // Each case runs in a transaction that is rolled back, so its fantasy weeks stay private.
  async function seasonWith(
    weeks: { year: number; week: number; begin: string; end: string }[],
    now: string,
  ) {
    let season = 0;
    await t.db
      .transaction()
      .execute(async (trx) => {
        if (weeks.length > 0) {
          await trx
            .insertInto('fantasy_weeks')
            .values(
              weeks.map((w) => ({
                year: w.year,
                week: w.week,
                begin_datetime: w.begin,
                end_datetime: w.end,
              })),
            )
            .execute();
        }
        season = await seasonForNow(trx, new Date(now));
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
    return season;
  }
  const weeks2025 = [
    { year: 2025, week: 1, begin: '2025-09-02T04:00:00Z', end: '2025-09-09T04:00:00Z' },
    { year: 2025, week: 18, begin: '2025-12-30T05:00:00Z', end: '2026-01-06T05:00:00Z' },
  ];

  it('is the year of the fantasy week holding now, even in January', async () => {
    expect(await seasonWith(weeks2025, '2026-01-03T18:00:00Z')).toBe(2025);
  });

  it('between weeks is the latest season that began by this year', async () => {
    expect(await seasonWith(weeks2025, '2026-02-15T18:00:00Z')).toBe(2025);
    expect(await seasonWith(weeks2025, '2025-08-01T18:00:00Z')).toBe(2025);
  });

  it('without any weeks is the Eastern year from March on, else the year before', async () => {
    expect(await seasonWith([], '2026-03-01T12:00:00Z')).toBe(2026);
    expect(await seasonWith([], '2026-02-28T12:00:00Z')).toBe(2025);
    // 00:30 UTC on March 1 is still February 28 in New York.
    expect(await seasonWith([], '2026-03-01T00:30:00Z')).toBe(2025);
  });
});

describe('GET /leagues/getLeagueById/:league_id', () => {
  let league: FixtureLeague;
  beforeAll(async () => {
    league = await createInactiveLeague(t, { validMembers: 2, name: 'Readable League' });
  });

  it('shows a member the league', async () => {
    for (const member of league.members) {
      const res = await request(
        t,
        member.cookie,
        'GET',
        `/leagues/getLeagueById/${league.leagueId}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        league_id: league.leagueId,
        name: 'Readable League',
        is_active: 0,
        season: 2025,
        status: 'not_active',
        champion: null,
        previous_league_id: null,
        next_league_id: null,
      });
    }
  });

  it('is refused to outsiders and to users only invited', async () => {
    const invitee = await registerUser(t);
    await inviteMember(t.db, { leagueId: league.leagueId, userId: invitee.id, isVamp: false });
    const inviteeCookie = await login(t, invitee.username, invitee.password);
    for (const cookie of [outsiderCookie, inviteeCookie]) {
      const res = await request(t, cookie, 'GET', `/leagues/getLeagueById/${league.leagueId}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.notMemberOfLeague });
    }
  });

  it('answers 404 for an unknown league and 401 without a session', async () => {
    const missing = await request(t, outsiderCookie, 'GET', '/leagues/getLeagueById/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.leagueNotFound);
    expect(
      (await request(t, null, 'GET', `/leagues/getLeagueById/${league.leagueId}`)).statusCode,
    ).toBe(401);
  });
});

describe('GET /leagues/activationStatus/:league_id', () => {
  it('tells the Activate page how many valid members there are (invitations do not count)', async () => {
    const league = await createInactiveLeague(t, { validMembers: 3 });
    const invitee = await registerUser(t);
    await inviteMember(t.db, { leagueId: league.leagueId, userId: invitee.id, isVamp: true });
    const res = await request(
      t,
      league.players[0]!.cookie,
      'GET',
      `/leagues/activationStatus/${league.leagueId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valid_member_count: 3,
      commissioner_count: 1,
      is_active: 0,
      message: MESSAGES.wrongMemberCount(3),
    });
  });

  it('says ready with 10 valid members, and already activated afterwards', async () => {
    const league = await createInactiveLeague(t, { validMembers: 10 });
    const ready = await request(
      t,
      league.commish.cookie,
      'GET',
      `/leagues/activationStatus/${league.leagueId}`,
    );
    expect(ready.json()).toEqual({
      valid_member_count: 10,
      commissioner_count: 1,
      is_active: 0,
      message: MESSAGES.readyToActivate,
    });
    await request(
      t,
      league.commish.cookie,
      'POST',
      `/leagues/activate/${league.leagueId}/${league.commish.memberId}`,
    );
    const active = await request(
      t,
      league.commish.cookie,
      'GET',
      `/leagues/activationStatus/${league.leagueId}`,
    );
    expect(active.json()).toMatchObject({
      is_active: 1,
      message: MESSAGES.leagueAlreadyActive,
    });
  });

  it('is refused to outsiders and needs a session', async () => {
    const league = await createInactiveLeague(t);
    const res = await request(
      t,
      outsiderCookie,
      'GET',
      `/leagues/activationStatus/${league.leagueId}`,
    );
    expect(res.statusCode).toBe(403);
    expect(
      (await request(t, null, 'GET', `/leagues/activationStatus/${league.leagueId}`)).statusCode,
    ).toBe(401);
  });
});

describe('POST /leagues/activate/:league_id/:league_member_id', () => {
  const activate = (league: FixtureLeague, cookie: string, memberId: number) =>
    request(t, cookie, 'POST', `/leagues/activate/${league.leagueId}/${memberId}`, {});

  it('activates a full league: schedule for weeks 1-9 and a random waiver order', async () => {
    const league = await createInactiveLeague(t, { validMembers: 10, vampires: 2 });
    const res = await activate(league, league.commish.cookie, league.commish.memberId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: MESSAGES.leagueActivated });

    const row = await t.db
      .selectFrom('leagues')
      .selectAll()
      .where('id', '=', league.leagueId)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(1);
    expect(row.activated_at?.toISOString()).toBe('2025-10-19T17:30:00.000Z');

    const memberIds = league.members.map((m) => m.memberId).sort((a, b) => a - b);
    const games = await t.db
      .selectFrom('schedules')
      .selectAll()
      .where('league_id', '=', league.leagueId)
      .execute();
    expect(games).toHaveLength(45);
    for (let week = 1; week <= 9; week++) {
      const teams = games
        .filter((g) => g.week === week)
        .flatMap((g) => [g.home_league_member, g.away_league_member]);
      expect(teams.sort((a, b) => a - b)).toEqual(memberIds);
    }
    const pairs = new Set(
      games.map((g) =>
        [g.home_league_member, g.away_league_member].sort((a, b) => a - b).join('-'),
      ),
    );
    expect(pairs.size).toBe(45);

    const orders = await t.db
      .selectFrom('league_members')
      .select('waiver_order')
      .where('league_id', '=', league.leagueId)
      .execute();
    expect(orders.map((o) => o.waiver_order).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('refuses anyone but the commissioner acting through their own membership', async () => {
    const league = await createInactiveLeague(t, { validMembers: 10 });
    const player = league.players[0]!;
    const cases = [
      [player.cookie, player.memberId],
      [player.cookie, league.commish.memberId],
      [outsiderCookie, league.commish.memberId],
      [league.commish.cookie, player.memberId],
    ] as const;
    for (const [cookie, memberId] of cases) {
      const res = await activate(league, cookie, memberId);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.onlyCommissionerActivates });
    }
    const row = await t.db
      .selectFrom('leagues')
      .select('is_active')
      .where('id', '=', league.leagueId)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(0);
  });

  it('refuses a league already active, before anything else but the commissioner check', async () => {
    const league = await createActiveLeague(t);
    const again = await activate(league, league.commish.cookie, league.commish.memberId);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 'error', message: MESSAGES.leagueAlreadyActive });
    const byPlayer = await activate(league, league.players[0]!.cookie, league.players[0]!.memberId);
    expect(byPlayer.json().message).toBe(MESSAGES.onlyCommissionerActivates);
    const games = await t.db
      .selectFrom('schedules')
      .select('id')
      .where('league_id', '=', league.leagueId)
      .execute();
    expect(games).toHaveLength(45);
  });

  it('refuses a league with more than one commissioner, before counting members', async () => {
    const league = await createInactiveLeague(t, { validMembers: 9 });
    // No call can make a second commissioner; the check guards data changed outside the api.
    await t.db
      .updateTable('league_members')
      .set({ role: 'commish' })
      .where('id', '=', league.players[0]!.memberId)
      .execute();
    const res = await activate(league, league.commish.cookie, league.commish.memberId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.multipleCommissioners });
  });

  it('refuses a league without exactly 10 valid members; invitations do not count', async () => {
    const league = await createInactiveLeague(t, { validMembers: 9 });
    const invitee = await registerUser(t);
    await inviteMember(t.db, { leagueId: league.leagueId, userId: invitee.id, isVamp: false });
    const res = await activate(league, league.commish.cookie, league.commish.memberId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.wrongMemberCount(9) });
    const games = await t.db
      .selectFrom('schedules')
      .select('id')
      .where('league_id', '=', league.leagueId)
      .execute();
    expect(games).toHaveLength(0);
  });

  it('activates once when two requests race', async () => {
    const league = await createInactiveLeague(t, { validMembers: 10 });
    const results = await Promise.all([
      activate(league, league.commish.cookie, league.commish.memberId),
      activate(league, league.commish.cookie, league.commish.memberId),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const games = await t.db
      .selectFrom('schedules')
      .select('id')
      .where('league_id', '=', league.leagueId)
      .execute();
    expect(games).toHaveLength(45);
  });

  it('answers 404 for an unknown league and 401 without a session', async () => {
    const missing = await request(t, creatorCookie, 'POST', '/leagues/activate/999999/1', {});
    expect(missing.statusCode).toBe(404);
    expect((await request(t, null, 'POST', '/leagues/activate/1/1', {})).statusCode).toBe(401);
  });
});
