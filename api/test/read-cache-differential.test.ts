import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { DEMO_PASSWORD } from '../src/demo/demo-accounts';
import { seededRandom } from '../src/demo/seeded-random';
import { seedDemoIfEmpty } from '../src/demo/seed-demo';
import { SCHEDULED_JOBS } from '../src/scheduler/jobs';
import { createActiveLeague, login, registerUser } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/*
 * The read cache and the memos, held against the rows: random sequences of reads by random
 * members (and outsiders) over every cached GET route of several leagues, with roster changes,
 * claims, clock moves, scheduler ticks and stat corrections in between, must answer exactly what
 * a twin app on the same database answers with READ_CACHE_MB=0 (no cached answers, no memos).
 */

const DEMO_NOW = '2025-11-02T20:00:00Z';
/** Sunday of week 11 before the kickoffs: the demo league seeded, its quarterfinals decided. */
const PLAYOFFS_NOW = '2025-11-16T17:00:00Z';
const STEPS = 100;

let t: TestApp;
let twin: App;
interface Caller {
  username: string;
  cookie: string;
}
interface LeagueUnderTest {
  id: number;
  members: { memberId: number; caller: Caller }[];
}
const leagues: LeagueUnderTest[] = [];
let outsider: Caller;

const inject = (
  app: App,
  caller: Caller,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => app.inject({ method, url, payload, headers: { ...headers, cookie: caller.cookie } });

/**
 * What callers send as Accept-Encoding (browsers, tools, odd and refusing ones): a cached
 * answer's kept encodings must be chosen exactly as the compress plugin chooses for a computed one.
 */
const ACCEPT_ENCODINGS = [
  undefined,
  'gzip, deflate, br, zstd',
  'gzip, deflate',
  'br',
  'identity',
  '*',
  'x-gzip',
  'br;q=0, gzip',
  'gzip;q=0.5, br;q=0.4',
  'deflate',
];

async function membersOf(leagueId: number, cookies: Map<number, string>) {
  const rows = await t.db
    .selectFrom('league_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.id', 'm.user_id', 'u.username'])
    .where('m.league_id', '=', leagueId)
    .where('m.role', 'in', ['player', 'commish'])
    .orderBy('m.id')
    .execute();
  return rows.map((row) => ({
    memberId: row.id,
    caller: { username: row.username, cookie: cookies.get(row.user_id)! },
  }));
}

beforeAll(async () => {
  t = await createTestApp({ now: DEMO_NOW });
  const seeded = await seedDemoIfEmpty(t.db, t.clock, { ...t.config, seedDemo: true });
  const demoCookies = new Map<number, string>();
  const demoUsers = await t.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('is_bot', '=', false)
    .execute();
  for (const user of demoUsers)
    demoCookies.set(user.id, await login(t, user.username, DEMO_PASSWORD));
  leagues.push({
    id: seeded!.demoLeagueId,
    members: await membersOf(seeded!.demoLeagueId, demoCookies),
  });

  // A second active league, on other scoring rules (full PPR, bigger bonuses), with rosters the
  // commissioner built from the players the demo league left free; set up before the season, as
  // the demo league was (one activated now would play no regular-season week).
  const other = await createActiveLeague(t, {
    vampires: 2,
    activatedAt: new Date('2025-09-01T00:00:00Z'),
  });
  await t.db
    .updateTable('scoring_rules')
    .set({ receptions: 1, passing_touchdowns: 6, rushing_100_199: 3 })
    .where('league_id', '=', other.leagueId)
    .execute();
  const free = await t.db
    .selectFrom('players')
    .select('id')
    .where('position', 'in', ['QB', 'RB', 'WR', 'TE'])
    .orderBy('id', 'desc')
    .limit(60)
    .execute();
  for (const [i, player] of free.entries()) {
    const member = other.members[i % other.members.length]!;
    await t.app.inject({
      method: 'POST',
      url: '/rostered_players/addToTeam',
      headers: { cookie: other.commish.cookie },
      payload: { league_member_id: member.memberId, player_id: player.id },
    });
  }
  const otherCookies = new Map(other.members.map((m) => [m.userId, m.cookie]));
  leagues.push({ id: other.leagueId, members: await membersOf(other.leagueId, otherCookies) });
  const stranger = await registerUser(t);
  outsider = { username: stranger.username, cookie: await login(t, stranger.username) };

  twin = await buildApp({
    db: t.db,
    config: { ...t.config, readCacheMegabytes: 0 },
    clock: t.clock,
  });
  await twin.ready();
}, 240_000);
afterAll(async () => {
  await twin?.close();
  await t.close();
});

const POSITIONS = ['', 'QB', 'RB', 'WR', 'TE', 'K', 'DEF'];

function cachedReadUrl(random: ReturnType<typeof seededRandom>, leagueId: number): string {
  switch (random.int(0, 10)) {
    case 0:
      return `/rostered_players/myTeam/${leagueId}`;
    case 1:
      return `/rostered_players/getRosteredPlayersByLeagueId/${leagueId}`;
    case 2:
      return `/standings/getStandingsByLeagueId/${leagueId}`;
    case 3:
      return `/schedules/getSchedulesByLeagueId/${leagueId}`;
    case 4:
      return `/matchups/getMatchupsByLeagueAndWeek/${leagueId}/${random.int(1, 14)}`;
    case 5:
      return `/trades/getTradesByLeagueId/${leagueId}?scope=${random.pick(['open', 'closed'])}`;
    case 6:
      return `/trades/getPendingCount/${leagueId}`;
    case 7:
      return `/bites/getBiteRightsByLeagueId/${leagueId}`;
    case 8:
      return `/bites/getWeekPlan/${leagueId}`;
    case 9:
      return `/playoffs/getBracketByLeagueId/${leagueId}`;
    default: {
      const position = random.pick(POSITIONS);
      const sort = random.chance(0.7) ? '&sort=season_points' : '';
      const rostered = random.chance(0.8) ? '&exclude_rostered=1' : '';
      return `/players/search?league_id=${leagueId}${rostered}${sort}&page=${random.int(1, 4)}&page_size=20${position ? `&position=${position}` : ''}`;
    }
  }
}

/** An answer as the caller gets it: status, how it is encoded, and its JSON once decoded. */
function answerOf(res: LightMyRequestResponse) {
  const encoding = res.headers['content-encoding'];
  const decode =
    encoding === 'br' ? brotliDecompressSync : encoding === 'gzip' ? gunzipSync : (b: Buffer) => b;
  return {
    status: res.statusCode,
    encoding,
    vary: res.headers.vary,
    body: JSON.parse(decode(res.rawPayload).toString('utf8')) as unknown,
  };
}

/** One random change through either app: a move, a bench, a drop, an add, a claim, a trade or a bite. */
async function randomChange(random: ReturnType<typeof seededRandom>) {
  const league = random.pick(leagues);
  const { memberId, caller } = random.pick(league.members);
  const app = random.chance(0.5) ? t.app : twin;
  const roster = await t.db
    .selectFrom('rostered_players')
    .select(['id', 'player_id', 'roster_position'])
    .where('league_member_id', '=', memberId)
    .where('is_rostered', '=', 1)
    .execute();
  const freeAgent = await t.db
    .selectFrom('players as p')
    .select('p.id')
    .where('p.position', 'in', ['QB', 'RB', 'WR', 'TE'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rostered_players as rp')
            .select('rp.id')
            .whereRef('rp.player_id', '=', 'p.id')
            .where('rp.league_id', '=', league.id)
            .where('rp.is_rostered', '=', 1),
        ),
      ),
    )
    .orderBy('p.id')
    .offset(random.int(0, 200))
    .limit(1)
    .executeTakeFirst();
  const mine = roster.length ? random.pick(roster) : null;
  const slots = ['QB1', 'RB1', 'RB2', 'WR1', 'WR2', 'WR3', 'TE1', 'WRT1', 'FLEX1', 'BENCH', 'IR1'];
  // Trades come up more often than the rest: many of a Sunday afternoon's are refused (locks).
  switch (random.int(0, 10)) {
    case 5:
    case 8:
    case 9: {
      // A trade offer to another team of the league: one of mine for one of theirs.
      const other = random.pick(league.members.filter((m) => m.memberId !== memberId));
      const theirs = await t.db
        .selectFrom('rostered_players')
        .select('player_id')
        .where('league_member_id', '=', other.memberId)
        .where('is_rostered', '=', 1)
        .orderBy('id')
        .execute();
      if (mine && theirs.length)
        await inject(app, caller, 'POST', '/trades/propose', {
          league_id: league.id,
          league_member_id: memberId,
          to_league_member_id: other.memberId,
          send_player_ids: [mine.player_id],
          receive_player_ids: [random.pick(theirs).player_id],
        });
      return;
    }
    case 6:
    case 10: {
      // An answer or a review of an open offer the caller sees: accept, decline, withdraw, veto.
      const open = (
        await inject(t.app, caller, 'GET', `/trades/getTradesByLeagueId/${league.id}`)
      ).json() as { id: number }[];
      if (open.length === 0) return;
      const action = random.pick(['accept', 'decline', 'withdraw', 'veto']);
      await inject(app, caller, 'POST', `/trades/${action}/${random.pick(open).id}`, {});
      return;
    }
    case 7: {
      // A bite of an open right, or its pass: only its vampire's succeed.
      const rights = (
        await inject(t.app, caller, 'GET', `/bites/getBiteRightsByLeagueId/${league.id}`)
      ).json() as { id: number; status: string; victim_member_id: number }[];
      const right = rights.find((r) => r.status === 'open');
      if (!right) return;
      const detail = (
        await inject(t.app, caller, 'GET', `/bites/getBiteRightById/${right.id}`)
      ).json() as { targets: { player_id: number; is_locked: boolean }[] };
      const target = detail.targets?.find((candidate) => !candidate.is_locked);
      if (random.chance(0.2)) await inject(app, caller, 'POST', `/bites/pass/${right.id}`, {});
      else if (target)
        await inject(app, caller, 'POST', `/bites/take/${right.id}`, {
          player_id: target.player_id,
        });
      return;
    }
    case 0:
      if (mine)
        await inject(app, caller, 'POST', '/rostered_players/move', {
          league_member_id: memberId,
          rostered_player_id: mine.id,
          target_slot: random.pick(slots),
        });
      return;
    case 1:
      if (mine)
        await inject(app, caller, 'POST', '/rostered_players/bench', {
          rostered_player_id: mine.id,
        });
      return;
    case 2:
      if (mine)
        await inject(app, caller, 'POST', '/rostered_players/drop', {
          rostered_player_id: mine.id,
        });
      return;
    case 3:
      if (freeAgent)
        await inject(app, caller, 'POST', '/rostered_players/addFromWaivers', {
          league_member_id: memberId,
          player_id: freeAgent.id,
          rostered_player_to_drop: mine && random.chance(0.5) ? mine.id : null,
        });
      return;
    default:
      if (freeAgent)
        await inject(app, caller, 'POST', '/waiver_claims/create', {
          league_id: league.id,
          league_member_id: memberId,
          player_id: freeAgent.id,
          faab_claim_amount: random.int(0, 30),
          is_active: 1,
          rostered_player_to_drop: mine?.id ?? null,
        });
  }
}

/** A stat correction, as a re-import makes it: one line of a game already played changes. */
async function correctAStatLine(random: ReturnType<typeof seededRandom>) {
  const line = await t.db
    .selectFrom('weekly_stats')
    .select(['player_id', 'season', 'week'])
    .where('season', '=', 2025)
    .where('week', '<=', 10)
    .orderBy('player_id')
    .orderBy('week')
    .offset(random.int(0, 2000))
    .limit(1)
    .executeTakeFirst();
  if (!line) return;
  await t.db
    .updateTable('weekly_stats')
    .set((eb) => ({
      receptions: eb('receptions', '+', 1),
      receiving_yards: eb('receiving_yards', '+', 17),
    }))
    .where('player_id', '=', line.player_id)
    .where('season', '=', line.season)
    .where('week', '=', line.week)
    .execute();
}

/** A player's facts change (an injury report, a new name): what every matchup shows of him. */
async function changeAPlayersFacts(random: ReturnType<typeof seededRandom>) {
  const rostered = await t.db
    .selectFrom('rostered_players')
    .select('player_id')
    .where('is_rostered', '=', 1)
    .orderBy('id')
    .offset(random.int(0, 100))
    .limit(1)
    .executeTakeFirst();
  if (!rostered) return;
  await t.db
    .updateTable('players')
    .set({
      is_injured: sql<number>`1 - is_injured`,
      player_name: sql<string>`player_name || '.'`,
    })
    .where('id', '=', rostered.player_id)
    .execute();
}

async function tick() {
  const log = { info() {}, debug() {}, warn() {}, error() {} } as never;
  for (const job of SCHEDULED_JOBS) await job.run({ db: t.db, clock: t.clock, log });
}

describe('cached reads against the same reads with every cache and memo off', () => {
  it.each([1, 2, 3, 4])(
    'random sequence %i answers exactly as the uncached twin',
    async (seed) => {
      const random = seededRandom(7919 * seed);
      const start = t.clock.now();
      // The last sequence plays in the playoffs: seeded, a round decided, the next one live.
      if (seed === 4) {
        t.clock.set(new Date(PLAYOFFS_NOW));
        await tick();
        const seededLeagues = await t.db
          .selectFrom('playoff_brackets')
          .select('league_id')
          .execute();
        expect(seededLeagues.map((row) => row.league_id).sort()).toEqual(
          leagues.map((league) => league.id).sort(),
        );
      }
      let compared = 0;
      try {
        for (let step = 0; step < STEPS; step++) {
          const roll = random.next();
          if (roll < 0.7) {
            const league = random.pick(leagues);
            const caller = random.chance(0.05) ? outsider : random.pick(league.members).caller;
            const url = cachedReadUrl(random, league.id);
            const accepts = random.pick(ACCEPT_ENCODINGS);
            const headers: Record<string, string> = accepts ? { 'accept-encoding': accepts } : {};
            const read = (app: App) => inject(app, caller, 'GET', url, undefined, headers);
            const cached = answerOf(await read(t.app));
            const fresh = answerOf(await read(twin));
            expect(cached, `${caller.username} GET ${url} ${accepts} (step ${step})`).toEqual(
              fresh,
            );
            // Asked again at once, the cache answers (a hit) — still what the rows say, and
            // encoded for this caller as a computed answer would be, whatever encoding it kept.
            const againAccepts = random.pick(ACCEPT_ENCODINGS);
            if (againAccepts) headers['accept-encoding'] = againAccepts;
            else delete headers['accept-encoding'];
            const again = answerOf(await read(t.app));
            const freshAgain = againAccepts === accepts ? fresh : answerOf(await read(twin));
            expect(
              again,
              `${caller.username} GET ${url} again ${againAccepts} (step ${step})`,
            ).toEqual(freshAgain);
            compared++;
          } else if (roll < 0.88) {
            await randomChange(random);
          } else if (roll < 0.94) {
            // Forward through the afternoon's kickoffs and into the week's end.
            t.clock.set(new Date(t.clock.now().getTime() + random.int(10, 240) * 60_000));
            if (random.chance(0.5)) await tick();
          } else if (random.chance(0.7)) {
            await correctAStatLine(random);
          } else {
            await changeAPlayersFacts(random);
          }
        }
      } finally {
        t.clock.set(start);
      }
      expect(compared).toBeGreaterThan(STEPS / 2);
    },
    240_000,
  );

  it('made trades and answered them on the way, so their reads were held to the rows too', async () => {
    const offers = await t.db
      .selectFrom('trade_offers')
      .select('status')
      .where(
        'league_id',
        'in',
        leagues.map((league) => league.id),
      )
      .execute();
    expect(offers.length).toBeGreaterThan(2);
    expect(offers.some((offer) => offer.status !== 'pending')).toBe(true);
  });
});
