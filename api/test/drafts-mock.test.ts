import {
  MOCK_DRAFT_MESSAGES,
  MOCK_DRAFT_START_INTERVAL_MS,
  type DraftAvailablePlayer,
  type DraftRoom,
} from '@fangtasy/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftClockJob } from '../src/services/drafts/draft-job';
import { mockDraftCleanupJob } from '../src/services/drafts/mock-draft';
import { login, registerUser, request, type RegisteredUser } from './support/fixtures';
import { createPlayer, createRosterLeague, type PlayerSpec } from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Mock drafts (docs/decisions/067) on a real server and database: a member drafts alone against
// nine bots in a league nobody else sees, with the live draft's engine; starting another replaces
// the first; old ones are cleaned up; the bots' accounts are nobody's.
let t: TestApp;
let start = new Date('2025-08-20T18:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: start.toISOString() });
  // Enough players of each position for ten full rosters of the wizard's default rules.
  const spread: [PlayerSpec['position'], number][] = [
    ['QB', 30],
    ['RB', 60],
    ['WR', 60],
    ['TE', 30],
    ['K', 12],
    ['DEF', 12],
  ];
  for (const [position, count] of spread)
    for (let i = 0; i < count; i++) await createPlayer(t, { position, team: 'KC' });
});
afterAll(() => t.close());

interface Member {
  user: RegisteredUser;
  cookie: string;
}

async function member(): Promise<Member> {
  const user = await registerUser(t, { first_name: 'Nora' });
  return { user, cookie: await login(t, user.username) };
}

/** Each test starts its members' mock drafts well apart from the last test's. */
function laterClock() {
  start = new Date(start.getTime() + 60 * 60 * 1000);
  t.clock.set(start);
}

async function startMock(who: Member, body: Record<string, unknown> = {}) {
  return request(t, who.cookie, 'POST', '/drafts/startMock', body);
}

async function roomOf(who: Member, leagueId: number): Promise<DraftRoom> {
  const answer = await request(t, who.cookie, 'GET', `/drafts/getDraft/${leagueId}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<DraftRoom>();
}

const ownTeam = (room: DraftRoom, who: Member) =>
  room.order.find((team) => team.username === who.user.username)!;

async function pickBest(who: Member, room: DraftRoom) {
  const available = await request(
    t,
    who.cookie,
    'GET',
    `/drafts/getAvailablePlayers/${room.league_id}?limit=50`,
  );
  // The best-ranked player whose pick the server takes: a full position is refused with 400.
  for (const player of available.json<DraftAvailablePlayer[]>()) {
    const answer = await request(t, who.cookie, 'POST', `/drafts/makePick/${room.league_id}`, {
      overall: room.on_clock!.overall,
      player_id: player.player_id,
    });
    if (answer.statusCode === 200) return answer.json<DraftRoom>();
    expect(answer.statusCode, answer.body).toBe(400);
  }
  throw new Error('no player fits');
}

describe('a mock draft', () => {
  it('runs against bots to the end: the bots pick at once, the member when on the clock, the autopick when his clock runs out', async () => {
    laterClock();
    const nora = await member();
    const started = await startMock(nora, { type: 'snake', draft_position: 3, pick_seconds: 30 });
    expect(started.statusCode, started.body).toBe(200);
    let room = started.json<DraftRoom>();
    expect(room.status).toBe('running');
    expect(room.settings.type).toBe('snake');
    expect(room.settings.pick_seconds).toBe(30);
    expect(room.order).toHaveLength(10);
    const mine = ownTeam(room, nora);
    expect(room.order[2]).toEqual(mine);
    expect(mine.autopick).toBe(false);
    const bots = room.order.filter((team) => team !== mine);
    expect(bots.map((team) => team.team_name).sort()).toEqual(
      ['Bot 1', 'Bot 2', 'Bot 3', 'Bot 4', 'Bot 5', 'Bot 6', 'Bot 7', 'Bot 8', 'Bot 9'].sort(),
    );
    expect(bots.every((team) => team.autopick)).toBe(true);
    // The two bots ahead of him picked as the draft started; he is on the clock.
    expect(room.picks.map((row) => row.made_by)).toEqual(['autopick', 'autopick']);
    expect(room.on_clock?.league_member_id).toBe(mine.league_member_id);
    const mock = await request(t, nora.cookie, 'GET', '/drafts/getMock');
    expect(mock.json()).toEqual({ league_id: room.league_id });

    // His first pick: then the seven bots after him and the snake's seven back pick at once.
    room = await pickBest(nora, room);
    expect(room.picks).toHaveLength(3 + 14);
    expect(room.on_clock?.league_member_id).toBe(mine.league_member_id);

    // His second: he lets the clock run out, and the autopick makes it at its deadline.
    t.clock.set(new Date(t.clock.now().getTime() + 30_000));
    await draftClockJob.run({ db: t.db, clock: t.clock, log: t.app.log });
    room = await roomOf(nora, room.league_id);
    const second = room.picks.find((row) => row.overall === 18)!;
    expect(second).toMatchObject({ league_member_id: mine.league_member_id, made_by: 'autopick' });

    // The rest by his own hand, to the end.
    while (room.status === 'running') room = await pickBest(nora, room);
    expect(room.status).toBe('complete');
    expect(room.picks).toHaveLength(10 * room.rounds);
    const his = room.picks.filter((row) => row.league_member_id === mine.league_member_id);
    expect(his).toHaveLength(room.rounds);
    // His mock team: the picks on his roster.
    const roster = await t.db
      .selectFrom('rostered_players')
      .select('player_id')
      .where('league_member_id', '=', mine.league_member_id)
      .execute();
    expect(roster.map((row) => row.player_id).sort()).toEqual(
      his.map((row) => row.player_id).sort(),
    );
  });

  it('draws his place when he names none, and refuses settings a real league could not have', async () => {
    laterClock();
    const nora = await member();
    const refusals: [Record<string, unknown>, string][] = [
      // Past its bound the number is named, as every number a route takes (numeric-bounds.test.ts).
      [{ draft_position: 11 }, 'draft_position cannot exceed 10.'],
      [{ draft_position: 0 }, MOCK_DRAFT_MESSAGES.mockDraftPositionInvalid],
      [{ type: 'auction' }, 'A mock draft is snake, linear or third_round_reversal.'],
      [{ pick_seconds: 10 }, 'The pick clock runs from 30 seconds to 8 hours (30-28800 seconds).'],
    ];
    for (const [body, message] of refusals) {
      const answer = await startMock(nora, body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    const answer = await startMock(nora, { type: 'third_round_reversal' });
    expect(answer.statusCode, answer.body).toBe(200);
    const room = answer.json<DraftRoom>();
    expect(room.settings.type).toBe('third_round_reversal');
    expect(room.settings.pick_seconds).toBe(30);
    expect(room.order.filter((team) => team.username === nora.user.username)).toHaveLength(1);
    await expect(anonymousStart()).resolves.toBe(401);
  });
});

const anonymousStart = async () => (await startMock({ cookie: '' } as Member)).statusCode;

describe('nobody else sees a mock draft', () => {
  it('is refused to every other member, shown in no list, and leaves its owner no commissioner powers', async () => {
    laterClock();
    const nora = await member();
    const other = await member();
    const room = (await startMock(nora)).json<DraftRoom>();
    const leagueId = room.league_id;

    for (const url of [
      `/drafts/getDraft/${leagueId}`,
      `/live/draft/${leagueId}`,
      `/leagues/getLeagueById/${leagueId}`,
      `/league_members/getLeagueMembersByLeagueId/${leagueId}`,
      `/standings/getStandingsByLeagueId/${leagueId}`,
    ]) {
      const answer = await request(t, other.cookie, 'GET', url);
      expect([403, 404], `${url}: ${answer.body}`).toContain(answer.statusCode);
    }
    const foreignPick = await request(t, other.cookie, 'POST', `/drafts/makePick/${leagueId}`, {
      overall: room.on_clock!.overall,
      player_id: 1,
    });
    expect([403, 404]).toContain(foreignPick.statusCode);
    const othersMock = await request(t, other.cookie, 'GET', '/drafts/getMock');
    expect(othersMock.json()).toEqual({ league_id: null });

    // Not among his leagues (the dashboard's and the landing page's list).
    const leagues = await request(
      t,
      nora.cookie,
      'GET',
      `/league_members/getLeagueMembersByUserId/${nora.user.id}`,
    );
    expect(leagues.statusCode).toBe(200);
    expect(leagues.json<{ league_id: number }[]>().map((row) => row.league_id)).not.toContain(
      leagueId,
    );

    // He is a player of it, not its commissioner: no invitations, no activation, no rules.
    const own = ownTeam(room, nora);
    for (const [method, url, body] of [
      ['POST', '/league_members/create', { league_id: leagueId, user_id: other.user.id }],
      ['POST', `/leagues/activate/${leagueId}/${own.league_member_id}`, undefined],
      ['POST', `/drafts/pause/${leagueId}`, undefined],
    ] as const) {
      const answer = await request(t, nora.cookie, method, url, body);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(403);
    }
  });

  it("keeps the bots' accounts nobody's: not found, no sign-in, no invitation to a real league", async () => {
    laterClock();
    const nora = await member();
    const found = await request(t, nora.cookie, 'GET', '/users/getUserByUsername/mock_draft_bot_1');
    expect(found.statusCode).toBe(404);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { username: 'mock_draft_bot_1', password: '!' },
    });
    expect(signIn.statusCode).toBe(401);

    const real = await createRosterLeague(t, { isActive: false, teams: 1 });
    const bot = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'mock_draft_bot_1')
      .executeTakeFirstOrThrow();
    const invited = await request(t, real.commish.cookie, 'POST', '/league_members/create', {
      league_id: real.leagueId,
      user_id: bot.id,
    });
    expect(invited.statusCode, invited.body).toBe(404);
    // Whatever writes it, the database refuses a bot's membership of a real league.
    await expect(
      t.db
        .insertInto('league_members')
        .values({ league_id: real.leagueId, user_id: bot.id, role: 'player' })
        .execute(),
    ).rejects.toThrow(/mock drafts only/);
  });
});

describe('one mock draft per member', () => {
  it('replaces the previous one, not sooner than the interval, and deletes it whole', async () => {
    laterClock();
    const nora = await member();
    const first = (await startMock(nora)).json<DraftRoom>();

    const tooSoon = await startMock(nora);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(
      MOCK_DRAFT_MESSAGES.mockDraftTooSoon(MOCK_DRAFT_START_INTERVAL_MS / 1000),
    );

    t.clock.set(new Date(t.clock.now().getTime() + MOCK_DRAFT_START_INTERVAL_MS));
    const second = await startMock(nora);
    expect(second.statusCode, second.body).toBe(200);
    const secondId = second.json<DraftRoom>().league_id;
    expect(secondId).not.toBe(first.league_id);
    const gone = await request(t, nora.cookie, 'GET', `/drafts/getDraft/${first.league_id}`);
    expect(gone.statusCode).toBe(404);
    for (const table of ['leagues', 'drafts', 'league_members'] as const) {
      const column = table === 'leagues' ? 'id' : 'league_id';
      const rows = await t.db
        .selectFrom(table)
        .select(column)
        .where(column, '=', first.league_id)
        .execute();
      expect(rows, table).toHaveLength(0);
    }
    expect((await request(t, nora.cookie, 'GET', '/drafts/getMock')).json()).toEqual({
      league_id: secondId,
    });
  });

  it('starts one of two starts at once', async () => {
    laterClock();
    const nora = await member();
    const answers = await Promise.all([startMock(nora), startMock(nora)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    const mocks = await t.db
      .selectFrom('leagues')
      .select('id')
      .where('mock_owner_id', '=', nora.user.id)
      .execute();
    expect(mocks).toHaveLength(1);
  });

  it('is cleaned up a day after it started when nobody replaced it', async () => {
    laterClock();
    const nora = await member();
    const { league_id: leagueId } = (await startMock(nora)).json<DraftRoom>();
    const cleanUp = () => mockDraftCleanupJob.run({ db: t.db, clock: t.clock, log: t.app.log });

    t.clock.set(new Date(start.getTime() + 23 * 60 * 60 * 1000));
    await cleanUp();
    expect((await request(t, nora.cookie, 'GET', '/drafts/getMock')).json()).toEqual({
      league_id: leagueId,
    });
    t.clock.set(new Date(start.getTime() + 24 * 60 * 60 * 1000 + 1000));
    await cleanUp();
    expect((await request(t, nora.cookie, 'GET', '/drafts/getMock')).json()).toEqual({
      league_id: null,
    });
    start = t.clock.now();
  });
});
