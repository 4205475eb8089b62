import { DEFAULT_ROSTER_RULES, MESSAGES } from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activateLeague,
  createLeague,
  inviteMember,
  respondToInvitation,
} from '../src/services/league-lifecycle';
import {
  createActiveLeague,
  createInactiveLeague,
  login,
  registerUser,
  request,
  type FixtureLeague,
  type RegisteredUser,
} from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let outsider: RegisteredUser;
let outsiderCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  outsider = await registerUser(t);
  outsiderCookie = await login(t, outsider.username, outsider.password);
});
afterAll(() => t.close());

async function invitedUser(
  league: FixtureLeague,
  options: { isVamp?: boolean; first_name?: string } = {},
) {
  const user = await registerUser(t, {
    first_name: options.first_name ?? 'Ivy',
    last_name: 'Invitee',
  });
  const memberId = await inviteMember(t.db, {
    leagueId: league.leagueId,
    userId: user.id,
    isVamp: options.isVamp ?? false,
  });
  return { user, memberId, cookie: await login(t, user.username, user.password) };
}

const memberRow = (leagueId: number, userId: number) =>
  t.db
    .selectFrom('league_members')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

const reservedSpots = async (leagueId: number) =>
  (
    await t.db
      .selectFrom('league_members')
      .select('id')
      .where('league_id', '=', leagueId)
      .where('role', 'in', ['commish', 'player', 'invited'])
      .execute()
  ).length;

describe('GET /league_members/getLeagueMembersByLeagueId/:league_id', () => {
  let league: FixtureLeague;
  let invitee: Awaited<ReturnType<typeof invitedUser>>;
  beforeAll(async () => {
    league = await createInactiveLeague(t, { validMembers: 3, vampires: 1 });
    invitee = await invitedUser(league, { isVamp: true });
  });

  it('lists every membership of the league, invitations included, to a member', async () => {
    const res = await request(
      t,
      league.players[0]!.cookie,
      'GET',
      `/league_members/getLeagueMembersByLeagueId/${league.leagueId}`,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json() as Record<string, unknown>[];
    expect(data.map((m) => m.user_id)).toEqual([
      ...league.members.map((m) => m.userId),
      invitee.user.id,
    ]);
    expect(data[0]).toEqual({
      id: league.commish.memberId,
      league_id: league.leagueId,
      user_id: league.commish.userId,
      role: 'commish',
      is_vamp: 0,
      team_name: 'Team Casey',
      remaining_faab_budget: 100,
      waiver_order: null,
      username: league.commish.user.username,
      first_name: 'Casey',
      last_name: league.commish.user.last_name,
    });
    expect(data[2]).toMatchObject({ role: 'player', is_vamp: 1 });
    expect(data[3]).toMatchObject({
      role: 'invited',
      is_vamp: 1,
      team_name: null,
      remaining_faab_budget: null,
    });
    expect(res.body).not.toContain('@fangtasy.test');
  });

  it('is refused to outsiders and to users who are only invited', async () => {
    for (const cookie of [outsiderCookie, invitee.cookie]) {
      const res = await request(
        t,
        cookie,
        'GET',
        `/league_members/getLeagueMembersByLeagueId/${league.leagueId}`,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.notMemberOfLeague });
    }
  });

  it('answers 404 for an unknown league, 400 for a malformed id and 401 without a session', async () => {
    const missing = await request(
      t,
      outsiderCookie,
      'GET',
      '/league_members/getLeagueMembersByLeagueId/999999',
    );
    expect(missing.statusCode).toBe(404);
    const malformed = await request(
      t,
      outsiderCookie,
      'GET',
      '/league_members/getLeagueMembersByLeagueId/0',
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MESSAGES.invalidUserOrLeague);
    const anonymous = await request(
      t,
      null,
      'GET',
      `/league_members/getLeagueMembersByLeagueId/${league.leagueId}`,
    );
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /league_members/getLeagueMembersByUserId/:user_id', () => {
  it('lists all of your own memberships with league name and state, invitations and declines included', async () => {
    const active = await createActiveLeague(t, { name: 'Active One' });
    const pending = await createInactiveLeague(t, { name: 'Pending One' });
    const declined = await createInactiveLeague(t, { name: 'Declined One' });
    const me = active.players[0]!;
    await inviteMember(t.db, { leagueId: pending.leagueId, userId: me.userId, isVamp: true });
    await inviteMember(t.db, { leagueId: declined.leagueId, userId: me.userId, isVamp: false });
    await respondToInvitation(t.db, {
      leagueId: declined.leagueId,
      userId: me.userId,
      accept: false,
    });

    const res = await request(
      t,
      me.cookie,
      'GET',
      `/league_members/getLeagueMembersByUserId/${me.userId}`,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json() as Record<string, unknown>[];
    const summary = data.map((m) => [m.league_name, m.role, m.is_active, m.is_vamp]);
    expect(summary).toEqual([
      ['Active One', 'player', 1, 0],
      ['Pending One', 'invited', 0, 1],
      ['Declined One', 'declined', 0, 0],
    ]);
    expect(data[0]).toMatchObject({
      id: me.memberId,
      league_id: active.leagueId,
      user_id: me.userId,
      season: 2025,
    });
    expect(data[0]!.waiver_order).toEqual(expect.any(Number));
  });

  it("answers an empty list to a user with no league, and refuses someone else's list", async () => {
    const res = await request(
      t,
      outsiderCookie,
      'GET',
      `/league_members/getLeagueMembersByUserId/${outsider.id}`,
    );
    expect(res.json()).toEqual([]);
    const league = await createInactiveLeague(t);
    const other = await request(
      t,
      outsiderCookie,
      'GET',
      `/league_members/getLeagueMembersByUserId/${league.commish.userId}`,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().status).toBe('error');
  });

  it('needs a session', async () => {
    expect(
      (await request(t, null, 'GET', `/league_members/getLeagueMembersByUserId/${outsider.id}`))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /league_members/getLeagueMemberByLeagueAndUserId/:league_id/:user_id', () => {
  let league: FixtureLeague;
  let invitee: Awaited<ReturnType<typeof invitedUser>>;
  beforeAll(async () => {
    league = await createInactiveLeague(t, { validMembers: 2 });
    invitee = await invitedUser(league);
  });
  const url = (userId: number) =>
    `/league_members/getLeagueMemberByLeagueAndUserId/${league.leagueId}/${userId}`;

  it("shows a member another member's membership", async () => {
    const res = await request(t, league.players[0]!.cookie, 'GET', url(league.commish.userId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: league.commish.memberId,
      role: 'commish',
      team_name: 'Team Casey',
    });
  });

  it('shows an invited user their own invitation', async () => {
    const res = await request(t, invitee.cookie, 'GET', url(invitee.user.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: invitee.memberId,
      role: 'invited',
      team_name: null,
    });
  });

  it('answers 404 for a user who is not in the league', async () => {
    const res = await request(t, league.commish.cookie, 'GET', url(outsider.id));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.userNotMember });
  });

  it('is refused to outsiders and to an invitee reading others, and needs a session', async () => {
    const byOutsider = await request(t, outsiderCookie, 'GET', url(league.commish.userId));
    expect(byOutsider.statusCode).toBe(403);
    const byInvitee = await request(t, invitee.cookie, 'GET', url(league.commish.userId));
    expect(byInvitee.statusCode).toBe(403);
    expect((await request(t, null, 'GET', url(league.commish.userId))).statusCode).toBe(401);
  });
});

describe('PUT /league_members/updateRole/:league_id/:user_id', () => {
  const url = (leagueId: number, userId: number) =>
    `/league_members/updateRole/${leagueId}/${userId}`;

  // Distinct budgets per roster type, so the accepted FAAB shows which rule set was used.
  async function leagueWithBudgets(): Promise<FixtureLeague> {
    const league = await createInactiveLeague(t);
    await t.db
      .updateTable('roster_rules')
      .set({ beginning_faab: 120 })
      .where('league_id', '=', league.leagueId)
      .where('roster_type_id', '=', 1)
      .execute();
    await t.db
      .updateTable('roster_rules')
      .set({ beginning_faab: 80 })
      .where('league_id', '=', league.leagueId)
      .where('roster_type_id', '=', 2)
      .execute();
    return league;
  }

  it("accepting makes the invitee a player with 'Team' + first name and the regular budget", async () => {
    const league = await leagueWithBudgets();
    const invitee = await invitedUser(league, { first_name: 'Grace' });
    const res = await request(t, invitee.cookie, 'PUT', url(league.leagueId, invitee.user.id), {
      role: 'player',
    });
    expect(res.statusCode).toBe(200);
    // The answer is the membership as it now stands.
    expect(res.json()).toMatchObject({
      id: invitee.memberId,
      role: 'player',
      team_name: 'Team Grace',
      remaining_faab_budget: 120,
    });
    expect(await memberRow(league.leagueId, invitee.user.id)).toMatchObject({
      role: 'player',
      remaining_faab_budget: 120,
    });
  });

  it('accepting as a vampire member takes the vampire rule set budget', async () => {
    const league = await leagueWithBudgets();
    const invitee = await invitedUser(league, { isVamp: true, first_name: 'Vlad' });
    const res = await request(t, invitee.cookie, 'PUT', url(league.leagueId, invitee.user.id), {
      role: 'player',
    });
    expect(res.statusCode).toBe(200);
    expect(await memberRow(league.leagueId, invitee.user.id)).toMatchObject({
      role: 'player',
      is_vamp: 1,
      team_name: 'Team Vlad',
      remaining_faab_budget: 80,
    });
  });

  it('declining marks the invitation declined; it cannot be accepted afterwards', async () => {
    const league = await createInactiveLeague(t);
    const invitee = await invitedUser(league);
    const res = await request(t, invitee.cookie, 'PUT', url(league.leagueId, invitee.user.id), {
      role: 'declined',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'declined' });
    const again = await request(t, invitee.cookie, 'PUT', url(league.leagueId, invitee.user.id), {
      role: 'player',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'error', message: MESSAGES.invitationNotPending });
    expect((await memberRow(league.leagueId, invitee.user.id))?.role).toBe('declined');
  });

  it('refuses an acceptance once the league has 10 valid members', async () => {
    const league = await createInactiveLeague(t, { validMembers: 10 });
    const late = await registerUser(t);
    // Invitations reserve spots, so no call leaves an 11th invitation open; this guards data changed outside the api.
    await t.db
      .insertInto('league_members')
      .values({ league_id: league.leagueId, user_id: late.id, role: 'invited' })
      .execute();
    const cookie = await login(t, late.username, late.password);
    const res = await request(t, cookie, 'PUT', url(league.leagueId, late.id), { role: 'player' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.leagueFull });
    expect((await memberRow(league.leagueId, late.id))?.role).toBe('invited');
  });

  it('answers 404 to a user answering an invitation they never got', async () => {
    const league = await createInactiveLeague(t);
    const res = await request(t, outsiderCookie, 'PUT', url(league.leagueId, outsider.id), {
      role: 'player',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.invitationNotFound });
  });

  it("refuses anyone answering someone else's invitation, the commissioner included", async () => {
    const league = await createInactiveLeague(t, { validMembers: 2 });
    const invitee = await invitedUser(league);
    const byPlayer = await request(
      t,
      league.players[0]!.cookie,
      'PUT',
      url(league.leagueId, invitee.user.id),
      { role: 'player' },
    );
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json().message).toBe(MESSAGES.onlyCommissioner);
    const byOutsider = await request(
      t,
      outsiderCookie,
      'PUT',
      url(league.leagueId, invitee.user.id),
      { role: 'declined' },
    );
    expect(byOutsider.statusCode).toBe(403);
    expect(byOutsider.json().message).toBe(MESSAGES.notMemberOfLeague);
    const byCommish = await request(
      t,
      league.commish.cookie,
      'PUT',
      url(league.leagueId, invitee.user.id),
      { role: 'player' },
    );
    expect(byCommish.statusCode).toBe(403);
    expect(byCommish.json().message).toBe(MESSAGES.onlyInviteeResponds);
    expect((await memberRow(league.leagueId, invitee.user.id))?.role).toBe('invited');
  });

  it('lets the commissioner withdraw an invitation, freeing its spot', async () => {
    const league = await createInactiveLeague(t);
    const invitee = await invitedUser(league);
    const res = await request(
      t,
      league.commish.cookie,
      'PUT',
      url(league.leagueId, invitee.user.id),
      { role: 'declined' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: invitee.user.id, role: 'declined' });
    expect(await reservedSpots(league.leagueId)).toBe(1);
  });

  it('hands the league over: the new commissioner in, the old one a player, never two', async () => {
    const league = await createInactiveLeague(t, { validMembers: 3 });
    const heir = league.players[1]!;
    const res = await request(t, league.commish.cookie, 'PUT', url(league.leagueId, heir.userId), {
      role: 'commish',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: heir.userId, role: 'commish' });
    const roles = await t.db
      .selectFrom('league_members')
      .select(['user_id', 'role'])
      .where('league_id', '=', league.leagueId)
      .execute();
    expect(roles.filter((r) => r.role === 'commish').map((r) => r.user_id)).toEqual([heir.userId]);
    expect(roles.find((r) => r.user_id === league.commish.userId)?.role).toBe('player');
    // The former commissioner has lost the commissioner's powers.
    const invite = await request(t, league.commish.cookie, 'POST', '/league_members/create', {
      league_id: league.leagueId,
      user_id: outsider.id,
      is_vamp: 0,
    });
    expect(invite.statusCode).toBe(403);
  });

  it.each([
    ['their own role', 'self', 'player', 400, MESSAGES.commissionerKeepsRole],
    ['a player to declined', 'player', 'declined', 400, MESSAGES.roleChangeNotAllowed],
    ['a player to invited', 'player', 'invited', 400, MESSAGES.roleChangeNotAllowed],
  ] as const)(
    'refuses the commissioner changing %s',
    async (_case, target, role, status, message) => {
      const league = await createInactiveLeague(t, { validMembers: 2 });
      const targetUserId = target === 'self' ? league.commish.userId : league.players[0]!.userId;
      const res = await request(
        t,
        league.commish.cookie,
        'PUT',
        url(league.leagueId, targetUserId),
        { role },
      );
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ status: 'error', message });
      const roles = await t.db
        .selectFrom('league_members')
        .select('role')
        .where('league_id', '=', league.leagueId)
        .orderBy('id')
        .execute();
      expect(roles.map((r) => r.role)).toEqual(['commish', 'player']);
    },
  );

  it('refuses a player making themselves commissioner, and an unknown role', async () => {
    const league = await createInactiveLeague(t, { validMembers: 2 });
    const player = league.players[0]!;
    const promote = await request(t, player.cookie, 'PUT', url(league.leagueId, player.userId), {
      role: 'commish',
    });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe(MESSAGES.onlyCommissioner);
    const unknown = await request(
      t,
      league.commish.cookie,
      'PUT',
      url(league.leagueId, player.userId),
      { role: 'owner' },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MESSAGES.invalidRole);
  });

  it('needs a session', async () => {
    const league = await createInactiveLeague(t);
    const res = await request(t, null, 'PUT', url(league.leagueId, league.commish.userId), {
      role: 'player',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /league_members/updateTeamName/:league_id/:user_id', () => {
  let league: FixtureLeague;
  beforeAll(async () => {
    league = await createInactiveLeague(t, { validMembers: 2 });
  });
  const url = (userId: number) => `/league_members/updateTeamName/${league.leagueId}/${userId}`;

  it('renames your own team, trimmed', async () => {
    const me = league.players[0]!;
    const res = await request(t, me.cookie, 'PUT', url(me.userId), { team_name: '  Fang Gang  ' });
    expect(res.statusCode).toBe(200);
    // rules §7: "status 'success' or a message".
    expect(res.json()).toEqual({ status: 'success', message: MESSAGES.teamNameUpdated });
    expect((await memberRow(league.leagueId, me.userId))?.team_name).toBe('Fang Gang');
  });

  it.each([
    ['an empty name', '', MESSAGES.teamNameEmpty],
    ['only spaces', '    ', MESSAGES.teamNameEmpty],
    ['51 characters', 'x'.repeat(51), MESSAGES.teamNameTooLong],
  ])('refuses %s with the spec text', async (_case, teamName, message) => {
    const me = league.commish;
    const res = await request(t, me.cookie, 'PUT', url(me.userId), { team_name: teamName });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message });
  });

  it("refuses renaming another member's team, even by the commissioner", async () => {
    const player = league.players[0]!;
    const before = (await memberRow(league.leagueId, player.userId))?.team_name;
    const res = await request(t, league.commish.cookie, 'PUT', url(player.userId), {
      team_name: 'Hijacked',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.userNotMember });
    expect((await memberRow(league.leagueId, player.userId))?.team_name).toBe(before);
  });

  it('is refused to outsiders and needs a session', async () => {
    const byOutsider = await request(t, outsiderCookie, 'PUT', url(outsider.id), {
      team_name: 'Crashers',
    });
    expect(byOutsider.statusCode).toBe(403);
    expect(byOutsider.json().message).toBe(MESSAGES.notMemberOfLeague);
    expect(
      (await request(t, null, 'PUT', url(league.commish.userId), { team_name: 'Anon' })).statusCode,
    ).toBe(401);
  });
});

describe('PUT /league_members/updateRemainingFaabBudget/:league_id/:user_id', () => {
  let league: FixtureLeague;
  beforeAll(async () => {
    league = await createInactiveLeague(t, { validMembers: 2 });
  });
  const url = (userId: number) =>
    `/league_members/updateRemainingFaabBudget/${league.leagueId}/${userId}`;

  it("lets the commissioner set a team's remaining budget", async () => {
    const player = league.players[0]!;
    const res = await request(t, league.commish.cookie, 'PUT', url(player.userId), {
      remaining_faab_budget: 42,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: player.userId, remaining_faab_budget: 42 });
    expect((await memberRow(league.leagueId, player.userId))?.remaining_faab_budget).toBe(42);
    const zero = await request(t, league.commish.cookie, 'PUT', url(player.userId), {
      remaining_faab_budget: 0,
    });
    expect(zero.statusCode).toBe(200);
  });

  it.each([[-1], [2.5], ['ten']])('refuses %s as a budget', async (amount) => {
    const res = await request(t, league.commish.cookie, 'PUT', url(league.commish.userId), {
      remaining_faab_budget: amount,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.faabInvalid });
  });

  it('answers 404 for a user without a team in the league', async () => {
    const invitee = await invitedUser(league);
    const res = await request(t, league.commish.cookie, 'PUT', url(invitee.user.id), {
      remaining_faab_budget: 10,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.userNotMember);
  });

  it('is refused to players (even for their own team) and outsiders, and needs a session', async () => {
    const player = league.players[0]!;
    const own = await request(t, player.cookie, 'PUT', url(player.userId), {
      remaining_faab_budget: 999,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(MESSAGES.onlyStartingBudget);
    const byOutsider = await request(t, outsiderCookie, 'PUT', url(player.userId), {
      remaining_faab_budget: 1,
    });
    expect(byOutsider.statusCode).toBe(403);
    expect(
      (await request(t, null, 'PUT', url(player.userId), { remaining_faab_budget: 1 })).statusCode,
    ).toBe(401);
    expect((await memberRow(league.leagueId, player.userId))?.remaining_faab_budget).not.toBe(999);
  });
});

describe('PUT /league_members/updateRemainingFaabBudget once the league is active', () => {
  // Issue 13, finding 9: a commissioner set his own budget to 2,147,483,647 mid-season, and
  // nothing recorded it. Budgets are set before the season; then only won claims move them.
  it('refuses every budget change, the commissioner’s own included, and leaves the budgets as they were', async () => {
    const league = await createActiveLeague(t);
    const url = (userId: number) =>
      `/league_members/updateRemainingFaabBudget/${league.leagueId}/${userId}`;
    const before = await memberRow(league.leagueId, league.commish.userId);
    for (const [userId, amount] of [
      [league.commish.userId, 500],
      [league.commish.userId, 0],
      [league.players[0]!.userId, 1],
    ] as const) {
      const res = await request(t, league.commish.cookie, 'PUT', url(userId), {
        remaining_faab_budget: amount,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.budgetsLocked });
    }
    const huge = await request(t, league.commish.cookie, 'PUT', url(league.commish.userId), {
      remaining_faab_budget: 2_147_483_647,
    });
    expect(huge.statusCode).toBe(400);
    expect(await memberRow(league.leagueId, league.commish.userId)).toEqual(before);
  });
});

describe('POST /league_members/create (invite)', () => {
  const invite = (cookie: string | null, body: Record<string, unknown>) =>
    request(t, cookie, 'POST', '/league_members/create', body);

  it('creates an invitation with no team name and no budget, whatever the body says', async () => {
    const league = await createInactiveLeague(t);
    const guest = await registerUser(t, { first_name: 'Nora', last_name: 'Quinn' });
    const res = await invite(league.commish.cookie, {
      league_id: league.leagueId,
      user_id: guest.id,
      role: 'invited',
      is_vamp: 1,
      team_name: 'Sneaky',
      remaining_faab_budget: 500,
    });
    expect(res.statusCode).toBe(200);
    // rules §7: status, message.
    expect(res.json()).toEqual({
      status: 'success',
      message: MESSAGES.userInvited('Nora', 'Quinn'),
    });
    expect(await memberRow(league.leagueId, guest.id)).toMatchObject({
      role: 'invited',
      is_vamp: 1,
      team_name: null,
      remaining_faab_budget: null,
    });
  });

  it('refuses a user who is already a member or already invited', async () => {
    const league = await createInactiveLeague(t, { validMembers: 2 });
    const pending = await invitedUser(league);
    for (const userId of [league.players[0]!.userId, pending.user.id, league.commish.userId]) {
      const res = await invite(league.commish.cookie, {
        league_id: league.leagueId,
        user_id: userId,
        is_vamp: 0,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.alreadyMember });
    }
  });

  it('invites again a user who declined, reusing their membership', async () => {
    const league = await createInactiveLeague(t);
    const guest = await invitedUser(league);
    await respondToInvitation(t.db, {
      leagueId: league.leagueId,
      userId: guest.user.id,
      accept: false,
    });
    const res = await invite(league.commish.cookie, {
      league_id: league.leagueId,
      user_id: guest.user.id,
      is_vamp: true,
    });
    expect(res.statusCode).toBe(200);
    expect((await memberRow(league.leagueId, guest.user.id))?.id).toBe(guest.memberId);
    expect(await memberRow(league.leagueId, guest.user.id)).toMatchObject({
      role: 'invited',
      is_vamp: 1,
    });
  });

  it('refuses once valid members and pending invitations fill the 10 spots', async () => {
    const league = await createInactiveLeague(t, { validMembers: 9 });
    await invitedUser(league);
    const late = await registerUser(t);
    const res = await invite(league.commish.cookie, {
      league_id: league.leagueId,
      user_id: late.id,
      is_vamp: 0,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: MESSAGES.leagueFull });
    expect(await memberRow(league.leagueId, late.id)).toBeUndefined();
  });

  it('never lets racing invitations pass 10 spots', async () => {
    const league = await createInactiveLeague(t, { validMembers: 7 });
    const guests = await Promise.all(Array.from({ length: 6 }, () => registerUser(t)));
    const results = await Promise.all(
      guests.map((guest) =>
        invite(league.commish.cookie, {
          league_id: league.leagueId,
          user_id: guest.id,
          is_vamp: 0,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    expect(await reservedSpots(league.leagueId)).toBe(10);
  });

  it('answers 404 for an unknown user and 400 without ids', async () => {
    const league = await createInactiveLeague(t);
    const unknown = await invite(league.commish.cookie, {
      league_id: league.leagueId,
      user_id: 999999,
      is_vamp: 0,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', message: MESSAGES.userNotFound });
    const missing = await invite(league.commish.cookie, { user_id: outsider.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.missingRequiredInformation);
  });

  it('is refused to players and outsiders, and needs a session', async () => {
    const league = await createInactiveLeague(t, { validMembers: 2 });
    const guest = await registerUser(t);
    const body = { league_id: league.leagueId, user_id: guest.id, is_vamp: 0 };
    const byPlayer = await invite(league.players[0]!.cookie, body);
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json().message).toBe(MESSAGES.onlyCommissioner);
    const byOutsider = await invite(outsiderCookie, body);
    expect(byOutsider.statusCode).toBe(403);
    expect(byOutsider.json().message).toBe(MESSAGES.notMemberOfLeague);
    expect((await invite(null, body)).statusCode).toBe(401);
    expect(await memberRow(league.leagueId, guest.id)).toBeUndefined();
  });
});

describe('league-lifecycle services used by the demo seeder', () => {
  it("build a whole active league inside the caller's own transaction", async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => registerUser(t)));
    const leagueId = await t.db.transaction().execute(async (trx) => {
      const created = await createLeague(trx, t.clock.now(), {
        creatorUserId: users[0]!.id,
        name: 'Seeded in one go',
      });
      for (const user of users.slice(1)) {
        await inviteMember(trx, { leagueId: created.leagueId, userId: user.id, isVamp: false });
        await respondToInvitation(trx, {
          leagueId: created.leagueId,
          userId: user.id,
          accept: true,
        });
      }
      await activateLeague(trx, {
        leagueId: created.leagueId,
        memberId: created.commishMemberId,
        userId: users[0]!.id,
      });
      return created.leagueId;
    });
    const league = await t.db
      .selectFrom('leagues')
      .select('is_active')
      .where('id', '=', leagueId)
      .executeTakeFirstOrThrow();
    expect(league.is_active).toBe(1);
    const games = await t.db
      .selectFrom('schedules')
      .select('id')
      .where('league_id', '=', leagueId)
      .execute();
    expect(games).toHaveLength(45);
  });

  it('createLeague uses the regular beginning FAAB for the commissioner and defaults elsewhere', async () => {
    const creator = await registerUser(t, { first_name: 'Casey' });
    const { leagueId, commishMemberId } = await createLeague(t.db, t.clock.now(), {
      creatorUserId: creator.id,
      name: 'Seeded',
      regularRosterRules: { ...DEFAULT_ROSTER_RULES, beginning_faab: 250 },
    });
    const commish = await t.db
      .selectFrom('league_members')
      .selectAll()
      .where('id', '=', commishMemberId)
      .executeTakeFirstOrThrow();
    expect(commish).toMatchObject({
      league_id: leagueId,
      role: 'commish',
      remaining_faab_budget: 250,
      team_name: 'Team Casey',
    });
  });
});
