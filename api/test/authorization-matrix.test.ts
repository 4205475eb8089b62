import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_BITE_RULES,
  DEFAULT_PLAYOFF_RULES,
  DEFAULT_ROSTER_RULES,
  DEFAULT_SCORING_RULES,
  DEFAULT_TRADE_RULES,
} from '@fangtasy/shared/domain';
import type { RouteEntry } from '../src/app';
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
 * Every route × anonymous / user of another league / member / other member / commissioner,
 * generated from the app's own route table: a route missing from ACCESS fails the suite, so a
 * new route can't be forgotten. A "leak" is a 2xx answer to an actor the route must refuse.
 */

type Actor = 'anonymous' | 'outsider' | 'member' | 'otherMember' | 'commissioner';

/**
 * Who may call a route, about the member's own resources in league A:
 * - public: no session needed;
 * - signed-in: any session (global data: players, NFL schedule, weeks, stats, user profiles);
 * - league: the league's members;
 * - owner: only the member whose resource it is;
 * - owner-or-commish: the owner, or the league's commissioner;
 * - commish: only the league's commissioner;
 * - creator: only the configured creator account (none of the actors);
 * - none: nobody among the actors may succeed with this request (e.g. changing a role).
 */
type Access =
  'public' | 'signed-in' | 'league' | 'owner' | 'owner-or-commish' | 'commish' | 'creator' | 'none';

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

/** What each request carries: the member's own resources in league A. */
interface Target {
  access: Access;
  body?: (w: World) => unknown;
  /**
   * Beyond the spec (trades, bites): the refused actors who may not see the id the route names.
   * They are answered exactly as for an id that does not exist — 404 — so an id tells them
   * nothing.
   */
  hiddenFrom?: Actor[];
}

/** Who may not see a pending offer between the member and a third team. */
const NOT_THE_OFFERS_TEAMS: Actor[] = ['outsider', 'otherMember', 'commissioner'];

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

const ACCESS: Record<string, Target> = {
  'GET /health': { access: 'public' },
  'POST /users/register': { access: 'public' },
  'POST /users/login': { access: 'public' },
  'POST /users/logout': { access: 'signed-in' },
  'GET /users/me': { access: 'signed-in' },
  // Only an account of a configured creator e-mail, with the server's set-up token.
  'POST /users/claimLeagueCreator': {
    access: 'creator',
    body: () => ({ setup_token: 'not-the-set-up-token' }),
  },
  'GET /users/getUserById/:id': { access: 'signed-in' },
  'GET /users/getUserByUsername/:username': { access: 'signed-in' },
  'GET /league_members/getLeagueMembersByLeagueId/:league_id': { access: 'league' },
  'GET /league_members/getLeagueMembersByUserId/:user_id': { access: 'owner' },
  'GET /league_members/getLeagueMemberByLeagueAndUserId/:league_id/:user_id': { access: 'league' },
  // Declining is the invitee's own act and the commissioner's to undo; nobody else's.
  'PUT /league_members/updateRole/:league_id/:user_id': {
    access: 'owner-or-commish',
    body: () => ({ role: 'declined' }),
  },
  'PUT /league_members/updateTeamName/:league_id/:user_id': {
    access: 'owner',
    body: () => ({ team_name: 'Renamed' }),
  },
  'PUT /league_members/updateRemainingFaabBudget/:league_id/:user_id': {
    access: 'commish',
    body: () => ({ remaining_faab_budget: 99 }),
  },
  'POST /league_members/create': {
    access: 'commish',
    body: (w) => ({
      league_id: w.a.leagueId,
      user_id: w.outsider.userId,
      role: 'invited',
      is_vamp: 0,
    }),
  },
  'POST /leagues/create': {
    access: 'creator',
    body: () => ({ name: 'Stolen League', is_active: 0 }),
  },
  'GET /leagues/getLeagueById/:league_id': { access: 'league' },
  'GET /leagues/activationStatus/:league_id': { access: 'league' },
  'POST /leagues/activate/:league_id/:league_member_id': { access: 'commish', body: () => ({}) },
  'GET /roster_rules/getRosterRulesByLeagueId/:league_id/:roster_type_id': { access: 'league' },
  'POST /roster_rules/create': {
    access: 'commish',
    body: (w) => ({ league_id: w.a.leagueId, roster_type_id: 1, ...DEFAULT_ROSTER_RULES }),
  },
  'GET /scoring_rules/getScoringRulesByLeagueId/:league_id': { access: 'league' },
  'POST /scoring_rules/create': {
    access: 'commish',
    body: (w) => ({ league_id: w.a.leagueId, ...DEFAULT_SCORING_RULES }),
  },
  'GET /waiver_rules/getWaiverRulesByLeagueId/:league_id': { access: 'league' },
  'POST /waiver_rules/create': {
    access: 'commish',
    body: (w) => ({ league_id: w.a.leagueId, waivers_length: 3, waiver_day: 'Thursday' }),
  },
  'GET /fantasy_weeks/getFantasyWeeks': { access: 'signed-in' },
  'GET /fantasy_weeks/getFantasyWeeksByYear/:year': { access: 'signed-in' },
  'GET /fantasy_weeks/current': { access: 'signed-in' },
  'GET /nfl_schedules/getNFLSchedulesByYearAndWeek/:year/:week': { access: 'signed-in' },
  'GET /nfl_schedules/getGameSchedules/:year/:week': { access: 'signed-in' },
  'POST /weekly_stats/getWeeklyStatsByPlayerIdsSeasonAndWeek': {
    access: 'signed-in',
    body: (w) => ({ player_ids: [w.rosteredPlayerId], season: 2025, week: 7 }),
  },
  'GET /yearly_stats/getYearlyStatsByPlayerId/:player_id': { access: 'signed-in' },
  'GET /yearly_stats/getYearlyStatsBySeason/:year': { access: 'signed-in' },
  'POST /scores/getWeeklyScores': {
    access: 'league',
    body: (w) => ({
      player_ids: [w.rosteredPlayerId],
      week: 7,
      season: 2025,
      league_id: w.a.leagueId,
    }),
  },
  'GET /schedules/getSchedulesByLeagueId/:league_id': { access: 'league' },
  'GET /players/getPlayers': { access: 'signed-in' },
  'GET /players/getPlayerById/:id': { access: 'signed-in' },
  'GET /players/search': { access: 'signed-in' },
  'GET /rostered_players/getRosteredPlayersByLeagueMemberId/:league_member_id': {
    access: 'league',
  },
  'GET /rostered_players/getRosteredPlayersByLeagueId/:league_id': { access: 'league' },
  'GET /rostered_players/getRosteredPlayerByLeagueAndPlayerId/:league_id/:player_id': {
    access: 'league',
  },
  'POST /rostered_players/getRosteredPlayerById': {
    access: 'league',
    body: (w) => ({ id: w.rosteredRowId }),
  },
  'GET /rostered_players/myTeam/:league_id': { access: 'league' },
  'POST /rostered_players/move': { access: 'owner', body: moveBody },
  // Every member sets their own lineup: the membership comes from the session.
  'POST /rostered_players/bestLineup/:league_id': { access: 'league' },
  'POST /rostered_players/bench': {
    access: 'owner',
    body: (w) => ({ rostered_player_id: w.rosteredRowId }),
  },
  'POST /rostered_players/drop': {
    access: 'owner',
    body: (w) => ({ rostered_player_id: w.rosteredRowId }),
  },
  'POST /rostered_players/addFromWaivers': {
    access: 'owner',
    body: (w) => ({ league_member_id: w.member.memberId, player_id: w.freeAgentId }),
  },
  'POST /rostered_players/addToTeam': {
    access: 'commish',
    body: (w) => ({ league_member_id: w.member.memberId, player_id: w.freeAgentId }),
  },
  'POST /rostered_players/create': {
    access: 'owner-or-commish',
    body: (w) => ({
      league_member_id: w.member.memberId,
      player_id: w.freeAgentId,
      roster_position: 'BENCH',
      is_rostered: 1,
    }),
  },
  'PUT /rostered_players/update/:id': {
    access: 'owner',
    body: (w) => ({
      league_member_id: w.member.memberId,
      player_id: w.rosteredPlayerId,
      roster_position: 'BENCH',
      is_rostered: 1,
    }),
  },
  'GET /waiver_claims/getWaiverClaimsByLeagueMemberId/:id': { access: 'owner' },
  'POST /waiver_claims/create': { access: 'owner', body: claimBody },
  'PUT /waiver_claims/update/:id': { access: 'owner', body: claimBody },
  'DELETE /waiver_claims/delete/:id': { access: 'owner' },
  'GET /transactions/getByLeagueId/:league_id': { access: 'league' },
  'GET /waiver_runs/getWaiverWindow/:league_id': { access: 'league' },
  'GET /waiver_runs/getWaiverRunsByLeagueId/:league_id': { access: 'league' },
  'GET /matchups/getMatchupsByLeagueAndWeek/:league_id/:week': { access: 'league' },
  'GET /live/matchups/:league_id/:week': { access: 'league' },
  'GET /standings/getStandingsByLeagueId/:league_id': { access: 'league' },
  'GET /trade_rules/getTradeRulesByLeagueId/:league_id': { access: 'league' },
  'POST /trade_rules/create': {
    access: 'commish',
    body: (w) => ({ league_id: w.a.leagueId, ...DEFAULT_TRADE_RULES }),
  },
  'GET /bite_rules/getBiteRulesByLeagueId/:league_id': { access: 'league' },
  'POST /bite_rules/create': {
    access: 'commish',
    body: (w) => ({ league_id: w.a.leagueId, ...DEFAULT_BITE_RULES }),
  },
  'GET /trades/getTradesByLeagueId/:league_id': { access: 'league' },
  // A pending offer is its two teams' alone: the member and a third team here. Nobody else may
  // see it, so to everyone else its id is one that does not exist.
  'GET /trades/getTradeById/:id': { access: 'owner', hiddenFrom: NOT_THE_OFFERS_TEAMS },
  'GET /trades/getPendingCount/:league_id': { access: 'league' },
  'POST /trades/propose': { access: 'owner', body: tradeBody },
  'POST /trades/accept/:id': {
    access: 'owner',
    body: () => ({}),
    hiddenFrom: NOT_THE_OFFERS_TEAMS,
  },
  'POST /trades/decline/:id': { access: 'owner', hiddenFrom: NOT_THE_OFFERS_TEAMS },
  'POST /trades/withdraw/:id': { access: 'owner', hiddenFrom: NOT_THE_OFFERS_TEAMS },
  'POST /trades/counter/:id': {
    access: 'owner',
    body: (w) => ({ send_player_ids: [w.rosteredPlayerId] }),
    hiddenFrom: NOT_THE_OFFERS_TEAMS,
  },
  // Reviews belong to the commissioner, or (vetoes) to every member but the trade's two teams.
  // The member, one of the offer's teams, sees it and is refused his own review (403).
  'POST /trades/approve/:id': { access: 'commish', hiddenFrom: ['outsider', 'otherMember'] },
  'POST /trades/veto/:id': { access: 'league', hiddenFrom: ['outsider'] },
  'GET /bites/getBiteRightsByLeagueId/:league_id': { access: 'league' },
  // Every member of the league sees its bite rights; another league's member sees none.
  'GET /bites/getBiteRightById/:id': { access: 'league', hiddenFrom: ['outsider'] },
  // Only the vampire who won uses its right: the member, in this world.
  'POST /bites/take/:id': {
    access: 'owner',
    body: (w) => ({ player_id: w.thirdTeamPlayerId, swap_player_id: w.rosteredPlayerId }),
    hiddenFrom: ['outsider'],
  },
  'POST /bites/pass/:id': { access: 'owner', hiddenFrom: ['outsider'] },
  'GET /bites/getWeekPlan/:league_id': { access: 'league' },
  'POST /bites/declare': { access: 'owner', body: weekChoiceBody },
  'POST /bites/garlic': { access: 'owner', body: weekChoiceBody },
  'GET /playoff_rules/getPlayoffRulesByLeagueId/:league_id': { access: 'league' },
  'POST /playoff_rules/create': {
    access: 'commish',
    body: (w) => ({ league_id: w.a.leagueId, ...DEFAULT_PLAYOFF_RULES }),
  },
  'GET /playoffs/getBracketByLeagueId/:league_id': { access: 'league' },
  // Only the commissioner renews; league A's season is not complete, so even he is refused (409).
  'POST /leagues/renew/:league_id': { access: 'commish', body: () => ({ keep_rosters: 1 }) },
  'GET /leagues/getLeagueHistory/:league_id': { access: 'league' },
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

/** Which actors a route must refuse. */
function refusedActors(access: Access): Actor[] {
  switch (access) {
    case 'public':
      return [];
    case 'signed-in':
      return ['anonymous'];
    case 'league':
      return ['anonymous', 'outsider'];
    case 'owner':
      return ['anonymous', 'outsider', 'otherMember', 'commissioner'];
    case 'owner-or-commish':
      return ['anonymous', 'outsider', 'otherMember'];
    case 'commish':
      return ['anonymous', 'outsider', 'member', 'otherMember'];
    case 'creator':
    case 'none':
      return ['anonymous', 'outsider', 'member', 'otherMember', 'commissioner'];
  }
}

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
  it('classifies every route the api registers', () => {
    const unclassified = w.t.app.routeTable.filter((route) => !ACCESS[key(route)]).map(key);
    expect(unclassified, 'add these routes to ACCESS in authorization-matrix.test.ts').toEqual([]);
    const stale = Object.keys(ACCESS).filter(
      (entry) => !w.t.app.routeTable.some((r) => key(r) === entry),
    );
    expect(stale, 'these ACCESS entries name no route').toEqual([]);
  });

  it('refuses every actor a route must refuse: 401 anonymous, 404 where the id is not theirs to see, 403/404 otherwise — 0 leaks', async () => {
    const leaks: string[] = [];
    for (const route of w.t.app.routeTable) {
      const target = ACCESS[key(route)];
      if (!target) continue;
      for (const actor of refusedActors(target.access)) {
        const res = await call(
          w.t,
          teamOf(actor),
          route.method as 'GET',
          urlFor(route, w),
          target.body?.(w),
        );
        const hidden = target.hiddenFrom?.includes(actor) ?? false;
        const expected = actor === 'anonymous' ? [401] : hidden ? [404] : [403, 404];
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
      const target = ACCESS[key(route)];
      const isRead = route.method === 'GET' || /\/get|getWeeklyScores/.test(route.url);
      if (!target || !isRead || target.access === 'public') continue;
      const refused = refusedActors(target.access);
      for (const actor of actors.filter((candidate) => !refused.includes(candidate))) {
        const res = await call(
          w.t,
          teamOf(actor),
          route.method as 'GET',
          urlFor(route, w),
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
