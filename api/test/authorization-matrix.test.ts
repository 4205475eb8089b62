import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DEFAULT_BITE_RULES,
  DEFAULT_PLAYOFF_RULES,
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  DEFAULT_TRADE_RULES,
} from '@fangtasy/shared/domain';
import type { App, RouteEntry } from '../src/app';
import { applyRouteAccess } from '../src/routes/access/access-hook';
import { accessKindOf, type RouteAccess } from '../src/routes/access/route-access';
import {
  addSeasonWeeks,
  call,
  createPlayer,
  createRosterLeague,
  rosterPlayer,
  type RosterLeague,
  type Team,
} from './support/roster-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every route × anonymous / user of another league / member / other member / commissioner, read
 * from the app's own route table: each route's declared access (`config.access`,
 * api/src/routes/access/route-access.ts) says whom the door refuses, so a route without a
 * declaration fails the suite and a new route is covered the moment it is registered. A "leak" is
 * a 2xx answer to an actor the route must refuse.
 */

type Actor = 'anonymous' | 'outsider' | 'member' | 'otherMember' | 'commissioner';

interface World {
  t: TestApp;
  a: RosterLeague;
  member: Team;
  otherMember: Team;
  commissioner: Team;
  outsider: Team;
  memberUsername: string;
  rosteredPlayerId: number;
  rosteredRowId: number;
  freeAgentId: number;
  claimId: number;
  /** Trade offers of a third team: one to the member, one from him. */
  offerToMemberId: number;
  offerFromMemberId: number;
  /** A bite right of the member (as a vampire) against the third team. */
  biteRightId: number;
  thirdTeamPlayerId: number;
}

/** What a request carries beyond its path, and what a route's own action refuses beyond its door. */
interface Target {
  body?: (w: World) => unknown;
  /** The query string, for a route whose access reads an id from it. */
  query?: (w: World) => string;
  /**
   * Actors the route's action refuses although its access lets them in (the action's own rule,
   * 403 with its reason): e.g. a trade's own team reviewing it, a member setting a budget.
   */
  alsoRefused?: Actor[];
}

const moveBody = (w: World) => ({
  league_member_id: w.member.memberId,
  rostered_player_id: w.rosteredRowId,
  target_slot: 'BENCH',
});
const claimBody = (w: World) => ({
  league_id: w.a.leagueId,
  league_member_id: w.member.memberId,
  player_id: w.freeAgentId,
  faab_claim_amount: 1,
  is_active: 1,
  rostered_player_to_drop: null,
});

const tradeBody = (w: World) => ({
  league_id: w.a.leagueId,
  league_member_id: w.member.memberId,
  to_league_member_id: w.a.teams[3]!.memberId,
  send_player_ids: [w.rosteredPlayerId],
});
const weekChoiceBody = (w: World) => ({
  league_id: w.a.leagueId,
  league_member_id: w.member.memberId,
  player_id: null,
});

const ALL_ACTORS: Actor[] = ['member', 'otherMember', 'commissioner'];

/** Each route's body, and refusals of its action beyond its access; a route with neither is absent. */
const REQUESTS: Record<string, Target> = {
  // The search names a league: its figures are the league's members' to see.
  'GET /players/search': { query: (w) => `?league_id=${w.a.leagueId}` },
  // Only an account of a configured creator e-mail, with the server's set-up token.
  'POST /users/claimLeagueCreator': {
    body: () => ({ setup_token: 'not-the-set-up-token' }),
    alsoRefused: ALL_ACTORS,
  },
  // Declining is the invitee's own act and the commissioner's to undo; nobody else's.
  'PUT /league_members/updateRole/:league_id/:user_id': { body: () => ({ role: 'declined' }) },
  'PUT /league_members/updateTeamName/:league_id/:user_id': {
    body: () => ({ team_name: 'Renamed' }),
  },
  // The member may only confirm his own starting budget, before activation.
  'PUT /league_members/updateRemainingFaabBudget/:league_id/:user_id': {
    body: () => ({ remaining_faab_budget: 99 }),
    alsoRefused: ['member'],
  },
  'POST /league_members/create': {
    body: (w) => ({
      league_id: w.a.leagueId,
      user_id: w.outsider.userId,
      role: 'invited',
      is_vamp: 0,
    }),
  },
  'POST /leagues/create': { body: () => ({ name: 'Stolen League', is_active: 0 }) },
  'POST /leagues/activate/:league_id/:league_member_id': { body: () => ({}) },
  'POST /roster_rules/create': {
    body: (w) => ({ league_id: w.a.leagueId, roster_type_id: 1, ...DEFAULT_ROSTER_RULES }),
  },
  'POST /scoring_rules/create': {
    body: (w) => ({ league_id: w.a.leagueId, ...DEFAULT_SCORING_RULES }),
  },
  'POST /waiver_rules/create': {
    body: (w) => ({ league_id: w.a.leagueId, waivers_length: 3, waiver_day: 'Thursday' }),
  },
  'POST /weekly_stats/getWeeklyStatsByPlayerIdsSeasonAndWeek': {
    body: (w) => ({ player_ids: [w.rosteredPlayerId], season: 2025, week: 7 }),
  },
  'POST /scores/getWeeklyScores': {
    body: (w) => ({
      player_ids: [w.rosteredPlayerId],
      week: 7,
      season: 2025,
      league_id: w.a.leagueId,
    }),
  },
  'POST /rostered_players/getRosteredPlayerById': { body: (w) => ({ id: w.rosteredRowId }) },
  'POST /rostered_players/move': { body: moveBody },
  'POST /rostered_players/bench': { body: (w) => ({ rostered_player_id: w.rosteredRowId }) },
  'POST /rostered_players/drop': { body: (w) => ({ rostered_player_id: w.rosteredRowId }) },
  'POST /rostered_players/addFromWaivers': {
    body: (w) => ({ league_member_id: w.member.memberId, player_id: w.freeAgentId }),
  },
  'POST /rostered_players/addToTeam': {
    body: (w) => ({ league_member_id: w.member.memberId, player_id: w.freeAgentId }),
  },
  'POST /rostered_players/create': {
    body: (w) => ({
      league_member_id: w.member.memberId,
      player_id: w.freeAgentId,
      roster_position: 'BENCH',
      is_rostered: 1,
    }),
  },
  // Only the row's owner changes a rostered row; the league's other members see it.
  'PUT /rostered_players/update/:id': {
    body: (w) => ({
      league_member_id: w.member.memberId,
      player_id: w.rosteredPlayerId,
      roster_position: 'BENCH',
      is_rostered: 1,
    }),
    alsoRefused: ['otherMember', 'commissioner'],
  },
  'POST /waiver_claims/create': { body: claimBody },
  'PUT /waiver_claims/update/:id': { body: claimBody },
  'POST /trade_rules/create': {
    body: (w) => ({ league_id: w.a.leagueId, ...DEFAULT_TRADE_RULES }),
  },
  'POST /bite_rules/create': {
    body: (w) => ({ league_id: w.a.leagueId, ...DEFAULT_BITE_RULES }),
  },
  'POST /trades/propose': { body: tradeBody },
  'POST /trades/accept/:id': { body: () => ({}) },
  'POST /trades/counter/:id': { body: (w) => ({ send_player_ids: [w.rosteredPlayerId] }) },
  // Reviews belong to the commissioner, or (vetoes) to every member but the trade's two teams:
  // the member, one of the offer's teams, is refused his own review (403).
  'POST /trades/approve/:id': { alsoRefused: ['member'] },
  'POST /trades/veto/:id': { alsoRefused: ['member'] },
  // Only the vampire who won uses its right: the member, in this world.
  'POST /bites/take/:id': {
    body: (w) => ({ player_id: w.thirdTeamPlayerId, swap_player_id: w.rosteredPlayerId }),
    alsoRefused: ['otherMember', 'commissioner'],
  },
  'POST /bites/pass/:id': { alsoRefused: ['otherMember', 'commissioner'] },
  'POST /bites/declare': { body: weekChoiceBody },
  'POST /bites/garlic': { body: weekChoiceBody },
  'POST /playoff_rules/create': {
    body: (w) => ({ league_id: w.a.leagueId, ...DEFAULT_PLAYOFF_RULES }),
  },
  // League A's season is not complete, so even the commissioner is refused (409).
  'POST /leagues/renew/:league_id': { body: () => ({ keep_rosters: 1 }) },
  // League A is active: its draft is over, so its settings are refused to the commissioner too.
  'PUT /drafts/updateSettings/:league_id': { body: () => ({}) },
  'POST /drafts/makePick/:league_id': {
    body: (w) => ({ overall: 1, player_id: w.thirdTeamPlayerId }),
  },
  // League A's draft is no auction: a member's nomination or bid is refused (409) after access.
  'POST /drafts/nominate/:league_id': {
    body: (w) => ({ lot: 1, player_id: w.thirdTeamPlayerId, amount: 1 }),
  },
  'POST /drafts/bid/:league_id': { body: () => ({ lot: 1, amount: 2 }) },
  'PUT /drafts/setAutopick/:league_id': { body: () => ({ autopick: false }) },
  'PUT /drafts/setQueue/:league_id': { body: () => ({ player_ids: [] }) },
  'PUT /drafts/setAutopickFor/:league_id': {
    body: (w) => ({ league_member_id: w.member.memberId, autopick: true }),
  },
  'PUT /drafts/setMode/:league_id': { body: () => ({ mode: 'offline' }) },
  'POST /drafts/uploadOffline/:league_id': { body: () => ({ csv: 'round,pick,team,player' }) },
};

/** Fills a route's path parameters with the member's own resources in league A. */
function urlFor(route: RouteEntry, w: World): string {
  const ids: Record<string, number | string> = {
    league_id: w.a.leagueId,
    user_id: w.member.userId,
    league_member_id: w.member.memberId,
    roster_type_id: 1,
    year: 2025,
    week: 7,
    player_id: w.rosteredPlayerId,
    username: w.memberUsername,
  };
  const idFor = (url: string) => {
    if (url.startsWith('/users/')) return w.member.userId;
    if (url.startsWith('/players/')) return w.rosteredPlayerId;
    if (url.startsWith('/rostered_players/')) return w.rosteredRowId;
    if (url.startsWith('/waiver_claims/getWaiverClaimsByLeagueMemberId')) return w.member.memberId;
    if (url.startsWith('/waiver_claims/')) return w.claimId;
    if (/^\/trades\/(accept|decline|counter)\//.test(url)) return w.offerToMemberId;
    if (url.startsWith('/trades/')) return w.offerFromMemberId;
    if (url.startsWith('/bites/')) return w.biteRightId;
    throw new Error(`no :id rule for ${url}: add one to urlFor`);
  };
  return route.url.replace(/:([a-z_]+)/g, (_, name: string) => {
    if (name === 'id') return String(idFor(route.url));
    const value = ids[name];
    if (value === undefined)
      throw new Error(`no value for :${name} in ${route.url}: add it to urlFor`);
    return String(value);
  });
}

/**
 * Whom a route's declared access refuses in this world, where every request names the member's
 * own resources in league A (his league, membership, rostered row, claim, bite right, and a
 * pending offer between him and a third team), and whether they are told 404 (not theirs to
 * see: trades and bites) rather than 403/404.
 */
function refusedBy(access: RouteAccess): { refused: Actor[]; hidden: boolean } {
  const refuse = (...actors: Actor[]) => ({
    refused: ['anonymous', ...actors] as Actor[],
    hidden: false,
  });
  switch (accessKindOf(access)) {
    case 'public':
      return { refused: [], hidden: false };
    case 'signed-in':
      return refuse();
    case 'league-member':
    case 'own-team':
    case 'league-member-by-read':
    case 'league-member-if-named':
    case 'member-league-member':
    case 'rostered-player-league-member':
    case 'self-or-league-member':
      return refuse('outsider');
    case 'commissioner':
    case 'activating-commissioner':
    case 'member-commissioner':
      return refuse('outsider', 'member', 'otherMember');
    case 'league-creator':
      return refuse('outsider', 'member', 'otherMember', 'commissioner');
    case 'self':
    case 'self-in-league':
    case 'own-member':
    case 'rostered-player-owner':
    case 'claim-owner':
      return refuse('outsider', 'otherMember', 'commissioner');
    case 'self-or-commissioner':
    case 'own-member-or-commissioner':
      return refuse('outsider', 'otherMember');
    // A pending offer is its two teams' alone: to everyone else its id is one that does not exist.
    case 'trade-viewer':
      return { ...refuse('outsider', 'otherMember', 'commissioner'), hidden: true };
    // Every member of the league sees its bite rights; another league's member sees none.
    case 'bite-right-viewer':
      return { ...refuse('outsider'), hidden: true };
    default:
      throw new Error(`no refusals for access ${accessKindOf(access)}: add them to refusedBy`);
  }
}

/** A route's declared access: every registered route has one (the first test checks it). */
const accessOf = (route: RouteEntry): RouteAccess => {
  if (route.access === undefined) throw new Error(`${key(route)} declares no access`);
  return route.access;
};

const key = (route: RouteEntry) => `${route.method} ${route.url}`;

let w: World;
beforeAll(async () => {
  const t = await createTestApp();
  await addSeasonWeeks(t);
  const a = await createRosterLeague(t);
  const b = await createRosterLeague(t);
  const member = a.teams[1]!;
  const otherMember = a.teams[2]!;
  const rosteredPlayerId = await createPlayer(t, { position: 'RB', team: 'KC' });
  const rosteredRowId = await rosterPlayer(t, a, member, rosteredPlayerId, 'RB1');
  await rosterPlayer(
    t,
    a,
    otherMember,
    await createPlayer(t, { position: 'WR', team: 'KC' }),
    'WR1',
  );
  const freeAgentId = await createPlayer(t, { position: 'WR', team: 'BUF' });
  const claim = await t.db
    .insertInto('waiver_claims')
    .values({
      league_id: a.leagueId,
      league_member_id: member.memberId,
      player_id: freeAgentId,
      faab_claim_amount: 5,
      league_member_priority: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await t.db
    .selectFrom('users')
    .select('username')
    .where('id', '=', member.userId)
    .executeTakeFirstOrThrow();
  const third = a.teams[3]!;
  const thirdTeamPlayerId = await createPlayer(t, { position: 'RB', team: 'KC' });
  await rosterPlayer(t, a, third, thirdTeamPlayerId, 'RB1');
  const offer = (from: Team, to: Team, playerId: number) =>
    t.db
      .insertInto('trade_offers')
      .values({
        league_id: a.leagueId,
        proposer_member_id: from.memberId,
        recipient_member_id: to.memberId,
        created_at: new Date('2025-10-19T12:00:00Z'),
        expires_at: new Date('2025-12-31T12:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then(async ({ id }) => {
        await t.db
          .insertInto('trade_offer_players')
          .values({
            trade_offer_id: id,
            league_id: a.leagueId,
            player_id: playerId,
            league_member_id: from.memberId,
            action: 'send',
          })
          .execute();
        return id;
      });
  const offerToMemberId = await offer(third, member, thirdTeamPlayerId);
  const offerFromMemberId = await offer(member, third, rosteredPlayerId);
  const right = await t.db
    .insertInto('bite_rights')
    .values({
      league_id: a.leagueId,
      week: 9,
      vampire_member_id: member.memberId,
      victim_member_id: third.memberId,
      vampire_score: 20,
      victim_score: 10,
      swap_rule: 'same_position',
      exposed: 0,
      granted_at: new Date('2025-11-04T05:00:00Z'),
      deadline_at: new Date('2025-12-31T12:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  w = {
    t,
    a,
    member,
    otherMember,
    commissioner: a.commish,
    outsider: b.teams[1]!,
    memberUsername: user.username,
    rosteredPlayerId,
    rosteredRowId,
    freeAgentId,
    claimId: claim.id,
    offerToMemberId,
    offerFromMemberId,
    biteRightId: right.id,
    thirdTeamPlayerId,
  };
});
afterAll(async () => {
  await w?.t.close();
});

const teamOf = (actor: Actor): Team | null =>
  actor === 'anonymous'
    ? null
    : {
        member: w.member,
        otherMember: w.otherMember,
        commissioner: w.commissioner,
        outsider: w.outsider,
      }[actor];

describe('authorization matrix', () => {
  it('reads a declared access for every route the api registers', () => {
    const undeclared = w.t.app.routeTable.filter((route) => route.access === undefined).map(key);
    expect(
      undeclared,
      'declare config.access on these routes (routes/access/route-access.ts)',
    ).toEqual([]);
    const stale = Object.keys(REQUESTS).filter(
      (entry) => !w.t.app.routeTable.some((r) => key(r) === entry),
    );
    expect(stale, 'these REQUESTS entries name no route').toEqual([]);
  });

  it('scopes the access of every route that names a league or a membership', () => {
    const fieldsOf = (schema: unknown) =>
      Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});
    const unscoped = w.t.app.routeTable
      .filter((route) => {
        const { params, querystring, body } = route.schema ?? {};
        const names = [params, querystring, body].flatMap(fieldsOf);
        const namesOne = names.some((name) => name === 'league_id' || name === 'league_member_id');
        const access = route.access;
        return namesOne && (access === undefined || typeof access === 'string');
      })
      .map(key);
    expect(unscoped, 'these routes name a league or membership but let any caller in').toEqual([]);
  });

  it('refuses every actor a route must refuse: 401 anonymous, 404 where the id is not theirs to see, 403/404 otherwise — 0 leaks', async () => {
    const leaks: string[] = [];
    for (const route of w.t.app.routeTable) {
      const target = REQUESTS[key(route)] ?? {};
      const { refused, hidden } = refusedBy(accessOf(route));
      const byAction = (target.alsoRefused ?? []).filter((actor) => !refused.includes(actor));
      for (const actor of [...refused, ...byAction]) {
        const res = await call(
          w.t,
          teamOf(actor),
          route.method as 'GET',
          urlFor(route, w) + (target.query?.(w) ?? ''),
          target.body?.(w),
        );
        const expected =
          actor === 'anonymous' ? [401] : hidden && refused.includes(actor) ? [404] : [403, 404];
        if (!expected.includes(res.statusCode)) {
          leaks.push(`${key(route)} as ${actor}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('lets the allowed actors read what they may (no false refusals)', async () => {
    const refusals: string[] = [];
    const actors: Actor[] = ['member', 'otherMember', 'commissioner', 'outsider'];
    for (const route of w.t.app.routeTable) {
      const target = REQUESTS[key(route)] ?? {};
      const access = accessOf(route);
      const isRead = route.method === 'GET' || /\/get|getWeeklyScores/.test(route.url);
      if (!isRead || access === 'public') continue;
      const { refused } = refusedBy(access);
      const allowed = actors.filter(
        (actor) => !refused.includes(actor) && !target.alsoRefused?.includes(actor),
      );
      for (const actor of allowed) {
        const res = await call(
          w.t,
          teamOf(actor),
          route.method as 'GET',
          urlFor(route, w) + (target.query?.(w) ?? ''),
          target.body?.(w),
        );
        if (res.statusCode === 401 || res.statusCode === 403) {
          refusals.push(`${key(route)} as ${actor}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(refusals).toEqual([]);
  });
});

describe('an access declaration', () => {
  it('stops the api at start when it reads an id its route does not take', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    applyRouteAccess(app as unknown as App);
    const register = async () => {
      app.get(
        '/things/:id',
        {
          config: { access: { kind: 'league-member', league: 'params.league_id' } },
          schema: { params: z.object({ id: z.coerce.number() }) },
        },
        async () => ({}),
      );
      await app.ready();
    };
    await expect(register()).rejects.toThrow(
      'GET /things/:id: its access reads params.league_id, which its schema does not declare',
    );
    await app.close();
  });
});
