/**
 * Rules §7, as a client that has read only the spec would use it. Every call of rules §7 is made
 * the way rules §7 (and rules §3 for field names, rules §4 for call sequences) describes it, and each answer is
 * checked against the spec's own words — written here, not taken from the api's schemas. The
 * sequences of rules §4 (creating a league, accepting an invitation) run call by call as rules §4 lists them.
 */
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importNflData } from '../src/import/import-nfl-data';
import { issueSetupToken } from '../src/services/league-creators';
import { createTestApp, type TestApp } from './support/test-app';

const FIXTURE_DIR = fileURLToPath(new URL('./fixtures/nfl-small', import.meta.url));
/** Tuesday of week 2 of the fixture season: before the Wednesday waiver day, so claims are open. */
const TUESDAY_OF_WEEK_2 = '2025-09-09T15:00:00Z';
const PASSWORD = 'contract-pass-1';

/** rules §3 field lists, copied from the spec's words. */
const USER_FIELDS = ['id', 'username', 'email_address', 'first_name', 'last_name'];
const MEMBER_FIELDS = [
  'id',
  'user_id',
  'team_name',
  'remaining_faab_budget',
  'is_vamp',
  'role',
  'username',
];
const ROSTERED_FIELDS = [
  'id',
  'player_id',
  'player_name',
  'position',
  'team',
  'is_injured',
  'roster_position',
  'season_points',
  'league_member_id',
  'is_rostered',
];
const ROSTER_RULE_FIELDS = [
  'roster_type_id',
  'quarterback_count',
  'running_back_count',
  'wide_receiver_count',
  'tight_end_count',
  'wide_receiver_tight_end_count',
  'flex_count',
  'bench_count',
  'ir_count',
  'max_roster_size',
  'max_qb_count',
  'max_rb_count',
  'max_wr_count',
  'max_te_count',
  'beginning_faab',
];
const SCORING_RULE_FIELDS = {
  passing_yards: 0.04,
  passing_touchdowns: 4,
  interceptions_thrown: -2,
  two_point_pass: 1,
  passing_300_399: 5,
  passing_400_plus: 10,
  rushing_yards: 0.1,
  rushing_touchdowns: 6,
  two_point_rush: 2,
  rushing_100_199: 5,
  rushing_200_plus: 10,
  receiving_yards: 0.1,
  receptions: 1,
  receiving_touchdowns: 6,
  two_point_reception: 2,
  receiving_100_199: 5,
  receiving_200_plus: 10,
  kickoff_return_touchdown: 6,
  punt_return_touchdown: 6,
  fumble_recovered_touchdown: 6,
  fumbles_lost: -2,
  interception_return_touchdown: 6,
  fumble_return_touchdown: 6,
  blocked_return_touchdown: 6,
  two_point_return: 2,
  one_point_safety: 2,
};
const CLAIM_FIELDS = [
  'id',
  'league_id',
  'league_member_id',
  'player_id',
  'faab_claim_amount',
  'rostered_player_to_drop',
  'is_active',
  'league_member_priority',
];
const WEEKLY_STAT_FIELDS = [
  'player_id',
  'passing_yards',
  'passing_tds',
  'interceptions',
  'two_point_passes',
  'rushing_yards',
  'rushing_tds',
  'two_point_rushes',
  'receptions',
  'receiving_yards',
  'receiving_tds',
  'two_point_receptions',
  'special_teams_tds',
];
/** rules §9 wizard defaults; the vampire rules get a different budget so the two can be told apart. */
const rosterRules = (rosterType: 1 | 2, beginningFaab: number) => ({
  roster_type_id: rosterType,
  quarterback_count: 1,
  running_back_count: 2,
  wide_receiver_count: 2,
  tight_end_count: 1,
  wide_receiver_tight_end_count: 0,
  flex_count: 1,
  bench_count: 6,
  ir_count: 2,
  max_roster_size: 13,
  max_qb_count: 4,
  max_rb_count: 8,
  max_wr_count: 8,
  max_te_count: 4,
  beginning_faab: beginningFaab,
});

/** What rules §8's screens check a change's answer for before they call it done. */
const SUCCESS = { status: 'success', message: expect.any(String) };

const hasFields = (value: unknown, fields: readonly string[]) => {
  expect(value).toBeTypeOf('object');
  expect(Array.isArray(value)).toBe(false);
  for (const field of fields) expect(value, `field ${field}`).toHaveProperty(field);
};
/** A bare answer: what rules §7 names, not wrapped in {status, data}. */
const isBareList = (value: unknown) => {
  expect(Array.isArray(value), 'a bare list').toBe(true);
  return value as Record<string, unknown>[];
};

let t: TestApp;

/** A rules §7 client: one cookie jar per person, JSON in and out. */
class Client {
  cookie = '';
  constructor(readonly username: string) {}

  async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
    const res: LightMyRequestResponse = await t.app.inject({
      method,
      url,
      headers: this.cookie ? { cookie: this.cookie } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const session = res.cookies.find((cookie) => cookie.name === 'ff_session');
    if (session) this.cookie = `${session.name}=${session.value}`;
    return { status: res.statusCode, body: res.body ? (res.json() as unknown) : undefined };
  }
}

interface Person {
  client: Client;
  id: number;
  first_name: string;
}

async function registerAndLogin(
  username: string,
  email: string,
  firstName: string,
  setupToken?: string,
) {
  const client = new Client(username);
  const registered = await client.call('POST', '/users/register', {
    username,
    email_address: email,
    first_name: firstName,
    last_name: 'Client',
    password: PASSWORD,
    // Beyond rules §7: the operator's league-creator account proves itself with the set-up token the
    // server prints at start (docs/decisions/009); every other account registers as rules §7 says.
    ...(setupToken ? { setup_token: setupToken } : {}),
  });
  expect(registered.status).toBe(200);
  const login = await client.call('POST', '/users/login', { username, password: PASSWORD });
  expect(login.status).toBe(200);
  const data = (login.body as { data: { id: number } }).data;
  return { client, id: data.id, first_name: firstName, registered, login };
}

const INVITEE_NAMES = [
  'Jonathan',
  'Lucy',
  'Arthur',
  'Quincey',
  'Abraham',
  'Jack',
  'Vlad',
  'Carmilla',
  'Lestat',
];

let commish: Person;
let leagueId: number;
const players: (Person & { memberId: number; isVamp: boolean })[] = [];
let commishMemberId: number;

beforeAll(async () => {
  t = await createTestApp({ now: TUESDAY_OF_WEEK_2 });
  await importNflData(t.db, FIXTURE_DIR);
}, 120_000);
afterAll(() => t.close());

describe('§7 Users', () => {
  it('register answers status, id, message; login answers status, data{id, username, email_address, first_name, last_name}, message', async () => {
    const token = await issueSetupToken(t.db, t.config);
    const first = await registerAndLogin(
      'mina_harker',
      'creator@fangtasy.test',
      'Mina',
      token ?? undefined,
    );
    const register = first.registered.body as Record<string, unknown>;
    expect(register).toEqual({
      status: 'success',
      id: expect.any(Number),
      message: expect.any(String),
    });
    const login = first.login.body as Record<string, unknown>;
    expect(Object.keys(login).sort()).toEqual(['data', 'message', 'status']);
    expect(login.status).toBe('success');
    expect(typeof login.message).toBe('string');
    hasFields(login.data, USER_FIELDS);
    expect(login.data).toMatchObject({
      id: register.id,
      username: 'mina_harker',
      email_address: 'creator@fangtasy.test',
      first_name: 'Mina',
      last_name: 'Client',
    });
    commish = first;
  });

  it('getUserById is read for first_name; getUserByUsername returns id, first_name, last_name, username, 404 when not found', async () => {
    const byId = await commish.client.call('GET', `/users/getUserById/${commish.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ first_name: 'Mina' });

    const byName = await commish.client.call('GET', '/users/getUserByUsername/mina_harker');
    expect(byName.status).toBe(200);
    hasFields(byName.body, ['id', 'first_name', 'last_name', 'username']);
    expect(byName.body).toMatchObject({ id: commish.id, username: 'mina_harker' });

    const missing = await commish.client.call('GET', '/users/getUserByUsername/no_such_user');
    expect(missing.status).toBe(404);
  });
});

describe('§4 League creation, as §7 calls it', () => {
  it('POST /leagues/create answers status and league_id; the league reads is_active 0', async () => {
    const created = await commish.client.call('POST', '/leagues/create', {
      name: 'Section Seven League',
      is_active: 0,
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ status: 'success', league_id: expect.any(Number) });
    leagueId = (created.body as { league_id: number }).league_id;

    const league = await commish.client.call('GET', `/leagues/getLeagueById/${leagueId}`);
    expect(league.status).toBe(200);
    expect(league.body).toMatchObject({ is_active: 0, name: 'Section Seven League' });
  });

  it('the four rule creates succeed and read back as sent', async () => {
    for (const [rosterType, faab] of [
      [1, 100],
      [2, 150],
    ] as const) {
      const saved = await commish.client.call('POST', '/roster_rules/create', {
        league_id: leagueId,
        ...rosterRules(rosterType, faab),
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      // rules §8's wizard reports a step as failed unless its answer's status is 'success'.
      expect(saved.body).toMatchObject({ ...SUCCESS, ...rosterRules(rosterType, faab) });
    }
    const scoring = await commish.client.call('POST', '/scoring_rules/create', {
      league_id: leagueId,
      ...SCORING_RULE_FIELDS,
    });
    expect(scoring.status, JSON.stringify(scoring.body)).toBe(200);
    expect(scoring.body).toMatchObject({ ...SUCCESS, ...SCORING_RULE_FIELDS });
    const waivers = await commish.client.call('POST', '/waiver_rules/create', {
      league_id: leagueId,
      waivers_length: 2,
      waiver_day: 'Wednesday',
    });
    expect(waivers.status, JSON.stringify(waivers.body)).toBe(200);
    expect(waivers.body).toMatchObject({ ...SUCCESS, waivers_length: 2, waiver_day: 'Wednesday' });

    // Type 1 regular, 2 vampire: one rule set each.
    for (const [rosterType, faab] of [
      [1, 100],
      [2, 150],
    ] as const) {
      const read = await commish.client.call(
        'GET',
        `/roster_rules/getRosterRulesByLeagueId/${leagueId}/${rosterType}`,
      );
      expect(read.status).toBe(200);
      hasFields(read.body, ROSTER_RULE_FIELDS);
      expect(read.body).toMatchObject(rosterRules(rosterType, faab));
    }
    const readScoring = await commish.client.call(
      'GET',
      `/scoring_rules/getScoringRulesByLeagueId/${leagueId}`,
    );
    expect(readScoring.status).toBe(200);
    expect(readScoring.body).toMatchObject(SCORING_RULE_FIELDS);

    const readWaivers = await commish.client.call(
      'GET',
      `/waiver_rules/getWaiverRulesByLeagueId/${leagueId}`,
    );
    expect(readWaivers.status).toBe(200);
    const list = isBareList(readWaivers.body);
    expect(list[0]).toMatchObject({ waiver_day: 'Wednesday', waivers_length: 2 });
  });

  it('adding the creator as commish (as §4 lists it) is answered status, message — and adds no second membership', async () => {
    const created = await commish.client.call('POST', '/league_members/create', {
      league_id: leagueId,
      user_id: commish.id,
      role: 'commish',
      is_vamp: 0,
      team_name: `Team ${commish.first_name}`,
      remaining_faab_budget: 100,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toEqual({ status: 'success', message: expect.any(String) });

    const members = await commish.client.call(
      'GET',
      `/league_members/getLeagueMembersByLeagueId/${leagueId}`,
    );
    expect(members.status).toBe(200);
    const list = isBareList(members.body);
    expect(list).toHaveLength(1);
    hasFields(list[0], MEMBER_FIELDS);
    expect(list[0]).toMatchObject({
      user_id: commish.id,
      role: 'commish',
      is_vamp: 0,
      team_name: 'Team Mina',
      remaining_faab_budget: 100,
      username: 'mina_harker',
    });
    commishMemberId = list[0]!.id as number;
  });

  it('a creator membership that differs from what exists is still refused', async () => {
    const different = await commish.client.call('POST', '/league_members/create', {
      league_id: leagueId,
      user_id: commish.id,
      role: 'commish',
      is_vamp: 1,
      team_name: 'Another Team',
      remaining_faab_budget: 100,
    });
    expect(different.status).toBeGreaterThanOrEqual(400);
    expect(different.status).toBeLessThan(500);
    expect(different.body).toMatchObject({ status: 'error', message: expect.any(String) });
  });
});

describe('§4 Accepting an invitation, as §7 calls it', () => {
  beforeAll(async () => {
    // Nine members, the last three vampires: invited by the commissioner with role 'invited'.
    for (let i = 1; i <= 9; i++) {
      const person = await registerAndLogin(
        `renfield_${i}`,
        `renfield_${i}@fangtasy.test`,
        INVITEE_NAMES[i - 1]!,
      );
      const isVamp = i >= 7;
      const invited = await commish.client.call('POST', '/league_members/create', {
        league_id: leagueId,
        user_id: person.id,
        role: 'invited',
        is_vamp: isVamp ? 1 : 0,
        team_name: null,
        remaining_faab_budget: null,
      });
      expect(invited.status, JSON.stringify(invited.body)).toBe(200);
      expect(invited.body).toEqual({ status: 'success', message: expect.any(String) });
      const own = await person.client.call(
        'GET',
        `/league_members/getLeagueMemberByLeagueAndUserId/${leagueId}/${person.id}`,
      );
      expect(own.status).toBe(200);
      hasFields(own.body, MEMBER_FIELDS);
      expect(own.body).toMatchObject({
        role: 'invited',
        team_name: null,
        remaining_faab_budget: null,
      });
      players.push({ ...person, memberId: (own.body as { id: number }).id, isVamp });
    }
  }, 120_000);

  it("an invitee's memberships carry the league's name", async () => {
    const mine = await players[0]!.client.call(
      'GET',
      `/league_members/getLeagueMembersByUserId/${players[0]!.id}`,
    );
    expect(mine.status).toBe(200);
    const list = isBareList(mine.body);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Section Seven League', league_id: leagueId });
  });

  it('declining answers status; the declined membership leaves the league list, so ten minus the list counts the free spots', async () => {
    const listed = async () => {
      const members = await commish.client.call(
        'GET',
        `/league_members/getLeagueMembersByLeagueId/${leagueId}`,
      );
      expect(members.status).toBe(200);
      return isBareList(members.body);
    };
    expect(await listed()).toHaveLength(10);
    const person = players[players.length - 1]!;
    const declined = await person.client.call(
      'PUT',
      `/league_members/updateRole/${leagueId}/${person.id}`,
      { role: 'declined' },
    );
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    // rules §8: "Failed to decline invitation." unless the answer's status is 'success'.
    expect(declined.body).toMatchObject({ ...SUCCESS, role: 'declined', user_id: person.id });
    const afterDecline = await listed();
    expect(afterDecline.map((member) => member.user_id)).not.toContain(person.id);
    expect(10 - afterDecline.length).toBe(1);

    // The freed spot takes an invitation again: the same user, invited anew.
    const again = await commish.client.call('POST', '/league_members/create', {
      league_id: leagueId,
      user_id: person.id,
      role: 'invited',
      is_vamp: person.isVamp ? 1 : 0,
      team_name: null,
      remaining_faab_budget: null,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await listed()).toHaveLength(10);
  });

  it('updateRole to player, updateTeamName, then updateRemainingFaabBudget with his own beginning_faab', async () => {
    for (const person of players) {
      const base = `/league_members`;
      const path = `${leagueId}/${person.id}`;
      const role = await person.client.call('PUT', `${base}/updateRole/${path}`, {
        role: 'player',
      });
      expect(role.status, JSON.stringify(role.body)).toBe(200);
      // rules §8: "Failed to accept invitation." unless the answer's status is 'success'.
      expect(role.body).toMatchObject({ ...SUCCESS, role: 'player', user_id: person.id });

      const name = await person.client.call('PUT', `${base}/updateTeamName/${path}`, {
        team_name: `Team ${person.first_name}`,
      });
      expect(name.status, JSON.stringify(name.body)).toBe(200);
      expect(name.body).toMatchObject({ status: 'success' });

      // Regular members play under roster type 1 (100), vampires under type 2 (150).
      const budget = person.isVamp ? 150 : 100;
      const wrong = await person.client.call('PUT', `${base}/updateRemainingFaabBudget/${path}`, {
        remaining_faab_budget: 999,
      });
      expect(wrong.status).toBeGreaterThanOrEqual(400);
      expect(wrong.status).toBeLessThan(500);
      const faab = await person.client.call('PUT', `${base}/updateRemainingFaabBudget/${path}`, {
        remaining_faab_budget: budget,
      });
      expect(faab.status, JSON.stringify(faab.body)).toBe(200);
      // rules §8: "Failed to set FAAB budget." unless the answer's status is 'success'.
      expect(faab.body).toMatchObject({ ...SUCCESS, remaining_faab_budget: budget });

      const own = await person.client.call(
        'GET',
        `/league_members/getLeagueMemberByLeagueAndUserId/${path}`,
      );
      expect(own.body).toMatchObject({
        role: 'player',
        team_name: `Team ${person.first_name}`,
        remaining_faab_budget: budget,
        is_vamp: person.isVamp ? 1 : 0,
      });
    }
  });

  it('a member who has accepted cannot give himself another budget', async () => {
    const person = players[0]!;
    const again = await person.client.call(
      'PUT',
      `/league_members/updateRemainingFaabBudget/${leagueId}/${person.id}`,
      { remaining_faab_budget: 150 },
    );
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    const own = await person.client.call(
      'GET',
      `/league_members/getLeagueMemberByLeagueAndUserId/${leagueId}/${person.id}`,
    );
    expect(own.body).toMatchObject({ remaining_faab_budget: 100 });
  });

  it('activate answers status success; the league then reads is_active 1', async () => {
    const activated = await commish.client.call(
      'POST',
      `/leagues/activate/${leagueId}/${commishMemberId}`,
      {},
    );
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    expect(activated.body).toMatchObject({ status: 'success' });
    const league = await players[0]!.client.call('GET', `/leagues/getLeagueById/${leagueId}`);
    expect(league.body).toMatchObject({ is_active: 1 });
  });
});

describe('§7 Leagues, weeks and stats', () => {
  it('fantasy weeks are lists of weeks (year, week, begin_datetime, end_datetime)', async () => {
    const all = await commish.client.call('GET', '/fantasy_weeks/getFantasyWeeks');
    expect(all.status).toBe(200);
    const weeks = isBareList(all.body);
    expect(weeks.length).toBeGreaterThanOrEqual(2);
    for (const week of weeks) hasFields(week, ['year', 'week', 'begin_datetime', 'end_datetime']);

    const byYear = await commish.client.call('GET', '/fantasy_weeks/getFantasyWeeksByYear/2025');
    expect(byYear.status).toBe(200);
    expect(isBareList(byYear.body).every((week) => week.year === 2025)).toBe(true);

    const none = await commish.client.call('GET', '/fantasy_weeks/getFantasyWeeksByYear/1999');
    if (none.status !== 200)
      expect(none.body).toMatchObject({ status: 'error', message: expect.any(String) });
    else expect(none.body).toEqual([]);
  });

  it('the current fantasy week answers status and data with year and week', async () => {
    const current = await commish.client.call('GET', '/fantasy_weeks/current');
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ status: 'success', data: { year: 2025, week: 2 } });
  });

  it('NFL schedule entries carry team, date, day, est_time, location, year, week', async () => {
    const res = await commish.client.call(
      'GET',
      '/nfl_schedules/getNFLSchedulesByYearAndWeek/2025/1',
    );
    expect(res.status).toBe(200);
    const entries = isBareList(res.body);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      hasFields(entry, ['team', 'date', 'day', 'est_time', 'location', 'year', 'week']);
      expect(entry).toMatchObject({ year: 2025, week: 1 });
    }
    expect(entries.map((entry) => entry.team)).toEqual(expect.arrayContaining(['PHI', 'DAL']));
  });

  it('the league schedule lists entries with week, home and away members and scores', async () => {
    const res = await players[0]!.client.call(
      'GET',
      `/schedules/getSchedulesByLeagueId/${leagueId}`,
    );
    expect(res.status).toBe(200);
    const entries = isBareList(res.body);
    // rules §9: matchups in weeks 1-9 ('TBD' for 10-14); 10 members make 5 games a week. Activated
    // after week 1 was played, the league plays from week 2 (docs/decisions/023).
    expect(entries).toHaveLength(40);
    expect(new Set(entries.map((entry) => entry.week))).toEqual(new Set([2, 3, 4, 5, 6, 7, 8, 9]));
    for (const entry of entries)
      hasFields(entry, [
        'id',
        'week',
        'home_league_member',
        'away_league_member',
        'home_score',
        'away_score',
      ]);
    const memberIds = new Set([commishMemberId, ...players.map((p) => p.memberId)]);
    for (const entry of entries) {
      expect(memberIds.has(entry.home_league_member as number)).toBe(true);
      expect(memberIds.has(entry.away_league_member as number)).toBe(true);
    }
  });

  it('weekly stats of players for a season and week carry the §3 weekly fields; yearly stats add season', async () => {
    const all = await commish.client.call('GET', '/players/getPlayers');
    const roster = isBareList(all.body);
    const passer = roster.find((player) => player.player_name === 'Quinn Passer')!;
    const weekly = await commish.client.call(
      'POST',
      '/weekly_stats/getWeeklyStatsByPlayerIdsSeasonAndWeek',
      {
        player_ids: [passer.id],
        season: 2025,
        week: 1,
      },
    );
    expect(weekly.status).toBe(200);
    const lines = isBareList(weekly.body);
    expect(lines).toHaveLength(1);
    hasFields(lines[0], WEEKLY_STAT_FIELDS);
    // The fixture's week-1 line for this passer: 312 yards, 3 TDs, 1 interception, 21 rushing yards.
    expect(lines[0]).toMatchObject({
      player_id: passer.id,
      passing_yards: 312,
      passing_tds: 3,
      interceptions: 1,
      rushing_yards: 21,
    });

    const byPlayer = await commish.client.call(
      'GET',
      `/yearly_stats/getYearlyStatsByPlayerId/${passer.id}`,
    );
    expect(byPlayer.status).toBe(200);
    const years = isBareList(byPlayer.body);
    expect(years).toHaveLength(1);
    hasFields(years[0], [...WEEKLY_STAT_FIELDS, 'season']);
    expect(years[0]).toMatchObject({ season: 2025 });

    const bySeason = await commish.client.call('GET', '/yearly_stats/getYearlyStatsBySeason/2025');
    expect(bySeason.status).toBe(200);
    const season = isBareList(bySeason.body);
    expect(season.some((line) => line.player_id === passer.id)).toBe(true);
    for (const line of season) hasFields(line, [...WEEKLY_STAT_FIELDS, 'season']);
  });
});

describe('§7 Rostered players and players', () => {
  let playerIds: number[];
  let rosteredId: number;

  it('getPlayers lists players (id or player_id, player_name, position, team); getPlayerById one of them', async () => {
    const all = await commish.client.call('GET', '/players/getPlayers');
    expect(all.status).toBe(200);
    const list = isBareList(all.body);
    expect(list.length).toBe(7);
    for (const player of list) hasFields(player, ['player_name', 'position', 'team']);
    for (const player of list) expect(player.id ?? player.player_id).toEqual(expect.any(Number));
    playerIds = list.map((player) => (player.id ?? player.player_id) as number);

    const one = await commish.client.call('GET', `/players/getPlayerById/${playerIds[0]}`);
    expect(one.status).toBe(200);
    hasFields(one.body, ['player_name', 'position', 'team']);
    expect(one.body).toMatchObject({ player_name: list[0]!.player_name });
  });

  it('create answers status, message — with a BENCH2 slot and ids sent as numeric strings', async () => {
    const created = await commish.client.call('POST', '/rostered_players/create', {
      league_member_id: String(commishMemberId),
      player_id: String(playerIds[0]),
      roster_position: 'BENCH2',
      is_rostered: 1,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toEqual({ status: 'success', message: expect.any(String) });

    const mine = await commish.client.call(
      'GET',
      `/rostered_players/getRosteredPlayersByLeagueMemberId/${commishMemberId}`,
    );
    expect(mine.status).toBe(200);
    const list = isBareList(mine.body);
    expect(list).toHaveLength(1);
    hasFields(list[0], ROSTERED_FIELDS);
    expect(list[0]).toMatchObject({
      player_id: playerIds[0],
      league_member_id: commishMemberId,
      roster_position: 'BENCH',
      is_rostered: 1,
    });
    rosteredId = list[0]!.id as number;
  });

  it('reads by league, by league and player, and by id answer the rostered player', async () => {
    const byLeague = await players[1]!.client.call(
      'GET',
      `/rostered_players/getRosteredPlayersByLeagueId/${leagueId}`,
    );
    expect(byLeague.status).toBe(200);
    expect(isBareList(byLeague.body).map((row) => row.id)).toEqual([rosteredId]);

    const byPlayer = await players[1]!.client.call(
      'GET',
      `/rostered_players/getRosteredPlayerByLeagueAndPlayerId/${leagueId}/${playerIds[0]}`,
    );
    expect(byPlayer.status).toBe(200);
    hasFields(byPlayer.body, ROSTERED_FIELDS);
    expect(byPlayer.body).toMatchObject({ id: rosteredId });

    const byId = await players[1]!.client.call('POST', '/rostered_players/getRosteredPlayerById', {
      id: rosteredId,
    });
    expect(byId.status).toBe(200);
    hasFields(byId.body, ROSTERED_FIELDS);
    expect(byId.body).toMatchObject({ id: rosteredId, player_id: playerIds[0] });
  });

  it('update with the full body (league_member_id, player_id, roster_position, is_rostered) drops the player', async () => {
    const updated = await commish.client.call('PUT', `/rostered_players/update/${rosteredId}`, {
      league_member_id: commishMemberId,
      player_id: playerIds[0],
      roster_position: 'BENCH',
      is_rostered: 0,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const byId = await commish.client.call('POST', '/rostered_players/getRosteredPlayerById', {
      id: rosteredId,
    });
    expect(byId.body).toMatchObject({ is_rostered: 0, roster_position: 'BENCH' });
  });
});

describe('§7 Waiver claims', () => {
  let claimId: number;
  let claimant: Person & { memberId: number };
  let freeAgentId: number;

  beforeAll(async () => {
    claimant = players[2]!;
    const all = await claimant.client.call('GET', '/players/getPlayers');
    const list = isBareList(all.body);
    freeAgentId = list.find((player) => player.player_name === 'Fred Blocker')!.id as number;
  });

  it('create answers status and message; the claim is among the active claims', async () => {
    const created = await claimant.client.call('POST', '/waiver_claims/create', {
      league_id: leagueId,
      league_member_id: claimant.memberId,
      player_id: freeAgentId,
      faab_claim_amount: 12,
      is_active: 1,
      priority: 1,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ status: 'success', message: expect.any(String) });

    const active = await claimant.client.call(
      'GET',
      `/waiver_claims/getWaiverClaimsByLeagueMemberId/${claimant.memberId}?is_active=1`,
    );
    expect(active.status).toBe(200);
    const list = isBareList(active.body);
    expect(list).toHaveLength(1);
    hasFields(list[0], CLAIM_FIELDS);
    expect(list[0]).toMatchObject({
      league_id: leagueId,
      league_member_id: claimant.memberId,
      player_id: freeAgentId,
      faab_claim_amount: 12,
      is_active: 1,
      league_member_priority: 1,
    });
    claimId = list[0]!.id as number;
  });

  it('update takes the same body as create and answers status and message', async () => {
    const updated = await claimant.client.call('PUT', `/waiver_claims/update/${claimId}`, {
      league_id: leagueId,
      league_member_id: claimant.memberId,
      player_id: freeAgentId,
      faab_claim_amount: 20,
      is_active: 1,
      priority: 1,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ status: 'success', message: expect.any(String) });
    const active = await claimant.client.call(
      'GET',
      `/waiver_claims/getWaiverClaimsByLeagueMemberId/${claimant.memberId}?is_active=1`,
    );
    expect(isBareList(active.body)[0]).toMatchObject({ faab_claim_amount: 20 });
  });

  it('another member cannot edit or delete the claim', async () => {
    const other = players[3]!;
    const edit = await other.client.call('PUT', `/waiver_claims/update/${claimId}`, {
      league_id: leagueId,
      league_member_id: claimant.memberId,
      player_id: freeAgentId,
      faab_claim_amount: 1,
      is_active: 1,
      priority: 1,
    });
    expect(edit.status).toBe(403);
    expect(edit.body).toMatchObject({ status: 'error', message: expect.any(String) });
    const remove = await other.client.call('DELETE', `/waiver_claims/delete/${claimId}`);
    expect(remove.status).toBe(403);
  });

  it('delete answers status and message; the claim is no longer active', async () => {
    const removed = await claimant.client.call('DELETE', `/waiver_claims/delete/${claimId}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).toMatchObject({ status: 'success', message: expect.any(String) });
    const active = await claimant.client.call(
      'GET',
      `/waiver_claims/getWaiverClaimsByLeagueMemberId/${claimant.memberId}?is_active=1`,
    );
    expect(isBareList(active.body)).toEqual([]);
  });
});

describe('§7 errors', () => {
  it("keep {status: 'error', message} with a 4xx code", async () => {
    const anonymous = new Client('nobody');
    const res = await anonymous.call('GET', `/leagues/getLeagueById/${leagueId}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 'error', message: expect.any(String) });

    const badLogin = await anonymous.call('POST', '/users/login', {
      username: 'mina_harker',
      password: 'wrong-password',
    });
    expect(badLogin.status).toBeGreaterThanOrEqual(400);
    expect(badLogin.status).toBeLessThan(500);
    expect(badLogin.body).toMatchObject({ status: 'error', message: expect.any(String) });
  });
});

describe('the OpenAPI document at /docs', () => {
  const answerOf = async (path: string, method: string) => {
    const doc = (await new Client('docs').call('GET', '/docs/json')).body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const ok = doc.paths[path]?.[method]?.responses['200'] as {
      content?: { 'application/json'?: { schema?: { type?: string; properties?: object } } };
    };
    return ok?.content?.['application/json']?.schema;
  };

  it('shows bare lists and objects for reads, and status only where §7 lists it', async () => {
    const members = await answerOf('/league_members/getLeagueMembersByLeagueId/{league_id}', 'get');
    expect(members?.type).toBe('array');
    const league = await answerOf('/leagues/getLeagueById/{league_id}', 'get');
    expect(league?.type).toBe('object');
    expect(Object.keys(league?.properties ?? {})).toContain('is_active');
    expect(Object.keys(league?.properties ?? {})).not.toContain('data');
    const created = await answerOf('/leagues/create', 'post');
    expect(Object.keys(created?.properties ?? {}).sort()).toEqual(['league_id', 'status']);
  });
});
