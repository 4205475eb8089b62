import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BITE_RULES } from '../domain/bite-rules';
import { DEFAULT_ROSTER_RULES, DEFAULT_SCORING_RULES } from '../domain/constants';
import { DEFAULT_TRADE_RULES } from '../domain/trade-rules';
import { MESSAGES } from '../domain/messages';
import { DEFAULT_PLAYOFF_RULES } from '../domain/playoff-rules';
import { ROUTES } from '../routes';
import * as api from './index';
import { apiClient, configureApi } from './client';

// The api server lives outside this package, so the adapter stands in for the network and
// records what the client would have sent.
let sent: InternalAxiosRequestConfig[] = [];
let answer: { status: number; data: unknown } = {
  status: 200,
  data: { status: 'success', data: [] },
};
const originalAdapter = apiClient.defaults.adapter;

const fakeAdapter: AxiosAdapter = async (config) => {
  sent.push(config);
  const response = {
    data: answer.data,
    status: answer.status,
    statusText: '',
    headers: {},
    config,
    request: {},
  };
  if (answer.status >= 400) {
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  }
  return response;
};

beforeEach(() => {
  sent = [];
  answer = { status: 200, data: { status: 'success', data: [] } };
  apiClient.defaults.adapter = fakeAdapter;
  configureApi({ baseURL: 'http://api.test:4000', authToken: null });
});
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

const lastRequest = () => {
  const config = sent.at(-1);
  if (!config) throw new Error('no request was sent');
  return {
    method: config.method?.toUpperCase(),
    url: config.url,
    params: config.params as unknown,
    body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
  };
};

const rosterRules = { ...DEFAULT_ROSTER_RULES };
const scoringRules = { ...DEFAULT_SCORING_RULES };
const claim = {
  league_id: 1,
  league_member_id: 2,
  player_id: 3,
  faab_claim_amount: 5,
  is_active: 1 as const,
};

/** The declared route (shared/src/routes) a request was sent to, if any. */
const declaredRouteOf = (method: string | undefined, url: string | undefined) =>
  Object.keys(ROUTES).find((key) => {
    const [declaredMethod, path] = key.split(' ') as [string, string];
    const pattern = new RegExp(`^${path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`);
    return declaredMethod === method && pattern.test(url ?? '');
  });

type CallCase = [
  name: string,
  call: () => Promise<unknown>,
  method: string,
  url: string,
  body?: unknown,
  params?: unknown,
];

const cases: CallCase[] = [
  [
    'login',
    () => api.login({ username: 'alice', password: 'pw' }),
    'POST',
    '/users/login',
    { username: 'alice', password: 'pw' },
  ],
  [
    'register',
    () =>
      api.register({
        username: 'al',
        email_address: 'a@b.co',
        first_name: 'A',
        last_name: 'B',
        password: 'p',
      }),
    'POST',
    '/users/register',
    { username: 'al', email_address: 'a@b.co', first_name: 'A', last_name: 'B', password: 'p' },
  ],
  ['logout', () => api.logout(), 'POST', '/users/logout', {}],
  ['getCurrentUser', () => api.getCurrentUser(), 'GET', '/users/me'],
  ['getUserById', () => api.getUserById(7), 'GET', '/users/getUserById/7'],
  [
    'getUserByUsername escapes the name',
    () => api.getUserByUsername('a b/c'),
    'GET',
    '/users/getUserByUsername/a%20b%2Fc',
  ],
  ['getHealth', () => api.getHealth(), 'GET', '/health'],
  [
    'getLeagueMembersByLeagueId',
    () => api.getLeagueMembersByLeagueId(4),
    'GET',
    '/league_members/getLeagueMembersByLeagueId/4',
  ],
  [
    'getLeagueMembersByUserId',
    () => api.getLeagueMembersByUserId(9),
    'GET',
    '/league_members/getLeagueMembersByUserId/9',
  ],
  [
    'getLeagueMemberByLeagueAndUserId',
    () => api.getLeagueMemberByLeagueAndUserId(4, 9),
    'GET',
    '/league_members/getLeagueMemberByLeagueAndUserId/4/9',
  ],
  [
    'updateRole',
    () => api.updateRole(4, 9, 'player'),
    'PUT',
    '/league_members/updateRole/4/9',
    { role: 'player' },
  ],
  [
    'updateTeamName',
    () => api.updateTeamName(4, 9, 'Night Owls'),
    'PUT',
    '/league_members/updateTeamName/4/9',
    { team_name: 'Night Owls' },
  ],
  [
    'updateRemainingFaabBudget',
    () => api.updateRemainingFaabBudget(4, 9, 80),
    'PUT',
    '/league_members/updateRemainingFaabBudget/4/9',
    { remaining_faab_budget: 80 },
  ],
  [
    'createLeagueMember',
    () =>
      api.createLeagueMember({
        league_id: 4,
        user_id: 9,
        role: 'invited',
        is_vamp: 1,
        team_name: null,
        remaining_faab_budget: null,
      }),
    'POST',
    '/league_members/create',
    {
      league_id: 4,
      user_id: 9,
      role: 'invited',
      is_vamp: 1,
      team_name: null,
      remaining_faab_budget: null,
    },
  ],
  [
    'getRosteredPlayersByLeagueMemberId',
    () => api.getRosteredPlayersByLeagueMemberId(12),
    'GET',
    '/rostered_players/getRosteredPlayersByLeagueMemberId/12',
  ],
  [
    'getRosteredPlayersByLeagueId',
    () => api.getRosteredPlayersByLeagueId(4),
    'GET',
    '/rostered_players/getRosteredPlayersByLeagueId/4',
  ],
  [
    'getRosteredPlayerByLeagueAndPlayerId',
    () => api.getRosteredPlayerByLeagueAndPlayerId(4, 300),
    'GET',
    '/rostered_players/getRosteredPlayerByLeagueAndPlayerId/4/300',
  ],
  [
    'getRosteredPlayerById',
    () => api.getRosteredPlayerById(55),
    'POST',
    '/rostered_players/getRosteredPlayerById',
    { id: 55 },
  ],
  [
    'updateRosteredPlayer',
    () =>
      api.updateRosteredPlayer(55, {
        league_member_id: 12,
        player_id: 300,
        roster_position: 'RB1',
        is_rostered: 1,
      }),
    'PUT',
    '/rostered_players/update/55',
    { league_member_id: 12, player_id: 300, roster_position: 'RB1', is_rostered: 1 },
  ],
  [
    'createRosteredPlayer',
    () =>
      api.createRosteredPlayer({
        league_member_id: 12,
        player_id: 300,
        roster_position: 'BENCH',
        is_rostered: 1,
      }),
    'POST',
    '/rostered_players/create',
    { league_member_id: 12, player_id: 300, roster_position: 'BENCH', is_rostered: 1 },
  ],
  ['getMyTeam', () => api.getMyTeam(4), 'GET', '/rostered_players/myTeam/4'],
  ['setBestLineup', () => api.setBestLineup(4), 'POST', '/rostered_players/bestLineup/4', {}],
  [
    'moveRosteredPlayer',
    () =>
      api.moveRosteredPlayer({
        league_member_id: 12,
        rostered_player_id: 55,
        target_slot: 'FLEX1',
      }),
    'POST',
    '/rostered_players/move',
    { league_member_id: 12, rostered_player_id: 55, target_slot: 'FLEX1' },
  ],
  [
    'benchRosteredPlayer',
    () => api.benchRosteredPlayer(55),
    'POST',
    '/rostered_players/bench',
    { rostered_player_id: 55 },
  ],
  [
    'dropRosteredPlayer',
    () => api.dropRosteredPlayer(55),
    'POST',
    '/rostered_players/drop',
    { rostered_player_id: 55 },
  ],
  [
    'addFromWaivers',
    () => api.addFromWaivers({ league_member_id: 12, player_id: 300, rostered_player_to_drop: 55 }),
    'POST',
    '/rostered_players/addFromWaivers',
    { league_member_id: 12, player_id: 300, rostered_player_to_drop: 55 },
  ],
  [
    'addToTeam',
    () => api.addToTeam({ league_member_id: 12, player_id: 300 }),
    'POST',
    '/rostered_players/addToTeam',
    { league_member_id: 12, player_id: 300 },
  ],
  ['getPlayers', () => api.getPlayers(), 'GET', '/players/getPlayers'],
  ['getPlayerById', () => api.getPlayerById(300), 'GET', '/players/getPlayerById/300'],
  [
    'searchPlayers sends only the filters that are set',
    () =>
      api.searchPlayers({
        name: ' jam ',
        team: '',
        position: 'RB',
        page: 2,
        page_size: 20,
        league_id: 4,
        exclude_rostered: true,
      }),
    'GET',
    '/players/search',
    undefined,
    { name: 'jam', position: 'RB', page: 2, page_size: 20, league_id: 4, exclude_rostered: 1 },
  ],
  [
    'searchPlayers asks for the season-points order when told',
    () => api.searchPlayers({ league_id: 4, exclude_rostered: true, sort: 'season_points' }),
    'GET',
    '/players/search',
    undefined,
    { league_id: 4, exclude_rostered: 1, sort: 'season_points' },
  ],
  [
    'getTransactionsByLeagueId',
    () => api.getTransactionsByLeagueId(4),
    'GET',
    '/transactions/getByLeagueId/4',
  ],
  [
    'getWaiverClaimsByLeagueMemberId asks for active claims',
    () => api.getWaiverClaimsByLeagueMemberId(12),
    'GET',
    '/waiver_claims/getWaiverClaimsByLeagueMemberId/12',
    undefined,
    { is_active: 1 },
  ],
  ['createWaiverClaim', () => api.createWaiverClaim(claim), 'POST', '/waiver_claims/create', claim],
  [
    'updateWaiverClaim',
    () => api.updateWaiverClaim(77, claim),
    'PUT',
    '/waiver_claims/update/77',
    claim,
  ],
  ['deleteWaiverClaim', () => api.deleteWaiverClaim(77), 'DELETE', '/waiver_claims/delete/77'],
  [
    'getRosterRulesByLeagueId',
    () => api.getRosterRulesByLeagueId(4, 2),
    'GET',
    '/roster_rules/getRosterRulesByLeagueId/4/2',
  ],
  [
    'createRosterRules',
    () => api.createRosterRules({ league_id: 4, roster_type_id: 1, ...rosterRules }),
    'POST',
    '/roster_rules/create',
    { league_id: 4, roster_type_id: 1, ...rosterRules },
  ],
  [
    'getScoringRulesByLeagueId',
    () => api.getScoringRulesByLeagueId(4),
    'GET',
    '/scoring_rules/getScoringRulesByLeagueId/4',
  ],
  [
    'createScoringRules',
    () => api.createScoringRules({ league_id: 4, ...scoringRules }),
    'POST',
    '/scoring_rules/create',
    { league_id: 4, ...scoringRules },
  ],
  [
    'getWaiverRulesByLeagueId',
    () => api.getWaiverRulesByLeagueId(4),
    'GET',
    '/waiver_rules/getWaiverRulesByLeagueId/4',
  ],
  [
    'createWaiverRules',
    () => api.createWaiverRules({ league_id: 4, waivers_length: 2, waiver_day: 'Thursday' }),
    'POST',
    '/waiver_rules/create',
    { league_id: 4, waivers_length: 2, waiver_day: 'Thursday' },
  ],
  [
    'createLeague sends the whole wizard',
    () =>
      api.createLeague({
        name: 'Night League',
        regular_roster_rules: rosterRules,
        vampire_roster_rules: rosterRules,
        scoring_rules: scoringRules,
        waiver_rules: { waivers_length: 2, waiver_day: 'Wednesday' },
      }),
    'POST',
    '/leagues/create',
    {
      name: 'Night League',
      regular_roster_rules: rosterRules,
      vampire_roster_rules: rosterRules,
      scoring_rules: scoringRules,
      waiver_rules: { waivers_length: 2, waiver_day: 'Wednesday' },
    },
  ],
  ['getLeagueById', () => api.getLeagueById(4), 'GET', '/leagues/getLeagueById/4'],
  [
    'renewLeague',
    () => api.renewLeague(4, { keep_rosters: 1 }),
    'POST',
    '/leagues/renew/4',
    { keep_rosters: 1 },
  ],
  ['getLeagueHistory', () => api.getLeagueHistory(4), 'GET', '/leagues/getLeagueHistory/4'],
  [
    'getPlayoffRulesByLeagueId',
    () => api.getPlayoffRulesByLeagueId(4),
    'GET',
    '/playoff_rules/getPlayoffRulesByLeagueId/4',
  ],
  [
    'createPlayoffRules',
    () => api.createPlayoffRules({ league_id: 4, ...DEFAULT_PLAYOFF_RULES }),
    'POST',
    '/playoff_rules/create',
    { league_id: 4, ...DEFAULT_PLAYOFF_RULES },
  ],
  [
    'getBracketByLeagueId',
    () => api.getBracketByLeagueId(4),
    'GET',
    '/playoffs/getBracketByLeagueId/4',
  ],
  ['getActivationStatus', () => api.getActivationStatus(4), 'GET', '/leagues/activationStatus/4'],
  [
    'activateLeague sends an empty body',
    () => api.activateLeague(4, 12),
    'POST',
    '/leagues/activate/4/12',
    {},
  ],
  ['getFantasyWeeks', () => api.getFantasyWeeks(), 'GET', '/fantasy_weeks/getFantasyWeeks'],
  [
    'getFantasyWeeksByYear',
    () => api.getFantasyWeeksByYear(2025),
    'GET',
    '/fantasy_weeks/getFantasyWeeksByYear/2025',
  ],
  ['getCurrentFantasyWeek', () => api.getCurrentFantasyWeek(), 'GET', '/fantasy_weeks/current'],
  [
    'getNflSchedulesByYearAndWeek',
    () => api.getNflSchedulesByYearAndWeek(2025, 10),
    'GET',
    '/nfl_schedules/getNFLSchedulesByYearAndWeek/2025/10',
  ],
  [
    'getGameSchedules',
    () => api.getGameSchedules(2025, 10),
    'GET',
    '/nfl_schedules/getGameSchedules/2025/10',
  ],
  [
    'getSchedulesByLeagueId',
    () => api.getSchedulesByLeagueId(4),
    'GET',
    '/schedules/getSchedulesByLeagueId/4',
  ],
  [
    'getWeeklyStatsByPlayerIdsSeasonAndWeek',
    () =>
      api.getWeeklyStatsByPlayerIdsSeasonAndWeek({ player_ids: [1, 2], season: 2025, week: 10 }),
    'POST',
    '/weekly_stats/getWeeklyStatsByPlayerIdsSeasonAndWeek',
    { player_ids: [1, 2], season: 2025, week: 10 },
  ],
  [
    'getYearlyStatsByPlayerId',
    () => api.getYearlyStatsByPlayerId(300),
    'GET',
    '/yearly_stats/getYearlyStatsByPlayerId/300',
  ],
  [
    'getYearlyStatsBySeason',
    () => api.getYearlyStatsBySeason(2025),
    'GET',
    '/yearly_stats/getYearlyStatsBySeason/2025',
  ],
  [
    'getWeeklyScores',
    () => api.getWeeklyScores({ player_ids: [1, 2], week: 10, season: 2025, league_id: 4 }),
    'POST',
    '/scores/getWeeklyScores',
    { player_ids: [1, 2], week: 10, season: 2025, league_id: 4 },
  ],
  [
    'getMatchupsByLeagueAndWeek',
    () => api.getMatchupsByLeagueAndWeek(4, 10),
    'GET',
    '/matchups/getMatchupsByLeagueAndWeek/4/10',
  ],
  [
    'getStandingsByLeagueId',
    () => api.getStandingsByLeagueId(4),
    'GET',
    '/standings/getStandingsByLeagueId/4',
  ],
  ['getWaiverWindow', () => api.getWaiverWindow(4), 'GET', '/waiver_runs/getWaiverWindow/4'],
  [
    'getWaiverRunsByLeagueId',
    () => api.getWaiverRunsByLeagueId(4),
    'GET',
    '/waiver_runs/getWaiverRunsByLeagueId/4',
  ],
  [
    'getTradeRulesByLeagueId',
    () => api.getTradeRulesByLeagueId(4),
    'GET',
    '/trade_rules/getTradeRulesByLeagueId/4',
  ],
  [
    'createTradeRules',
    () => api.createTradeRules({ league_id: 4, ...DEFAULT_TRADE_RULES }),
    'POST',
    '/trade_rules/create',
    { league_id: 4, ...DEFAULT_TRADE_RULES },
  ],
  [
    'getBiteRulesByLeagueId',
    () => api.getBiteRulesByLeagueId(4),
    'GET',
    '/bite_rules/getBiteRulesByLeagueId/4',
  ],
  [
    'createBiteRules',
    () => api.createBiteRules({ league_id: 4, ...DEFAULT_BITE_RULES }),
    'POST',
    '/bite_rules/create',
    { league_id: 4, ...DEFAULT_BITE_RULES },
  ],
  [
    'getTradesByLeagueId',
    () => api.getTradesByLeagueId(4, 'closed'),
    'GET',
    '/trades/getTradesByLeagueId/4',
    undefined,
    { scope: 'closed' },
  ],
  ['getTradeById', () => api.getTradeById(8), 'GET', '/trades/getTradeById/8'],
  ['getPendingTradeCount', () => api.getPendingTradeCount(4), 'GET', '/trades/getPendingCount/4'],
  [
    'proposeTrade',
    () =>
      api.proposeTrade({
        league_id: 4,
        league_member_id: 11,
        to_league_member_id: 12,
        send_player_ids: [300],
      }),
    'POST',
    '/trades/propose',
    { league_id: 4, league_member_id: 11, to_league_member_id: 12, send_player_ids: [300] },
  ],
  [
    'acceptTrade',
    () => api.acceptTrade(8, { drop_player_ids: [301] }),
    'POST',
    '/trades/accept/8',
    { drop_player_ids: [301] },
  ],
  ['declineTrade', () => api.declineTrade(8), 'POST', '/trades/decline/8', {}],
  ['withdrawTrade', () => api.withdrawTrade(8), 'POST', '/trades/withdraw/8', {}],
  [
    'counterTrade',
    () => api.counterTrade(8, { send_player_ids: [302] }),
    'POST',
    '/trades/counter/8',
    { send_player_ids: [302] },
  ],
  ['approveTrade', () => api.approveTrade(8), 'POST', '/trades/approve/8', {}],
  ['vetoTrade', () => api.vetoTrade(8), 'POST', '/trades/veto/8', {}],
  [
    'getBiteRightsByLeagueId',
    () => api.getBiteRightsByLeagueId(4),
    'GET',
    '/bites/getBiteRightsByLeagueId/4',
  ],
  ['getBiteRightById', () => api.getBiteRightById(9), 'GET', '/bites/getBiteRightById/9'],
  [
    'takeBite',
    () => api.takeBite(9, { player_id: 300, swap_player_id: 301 }),
    'POST',
    '/bites/take/9',
    { player_id: 300, swap_player_id: 301 },
  ],
  ['passBite', () => api.passBite(9), 'POST', '/bites/pass/9', {}],
  ['getBiteWeekPlan', () => api.getBiteWeekPlan(4), 'GET', '/bites/getWeekPlan/4'],
  [
    'declareBiteTarget',
    () => api.declareBiteTarget({ league_id: 4, league_member_id: 11, player_id: 300 }),
    'POST',
    '/bites/declare',
    { league_id: 4, league_member_id: 11, player_id: 300 },
  ],
  [
    'chooseGarlic',
    () => api.chooseGarlic({ league_id: 4, league_member_id: 11, player_id: null }),
    'POST',
    '/bites/garlic',
    { league_id: 4, league_member_id: 11, player_id: null },
  ],
  ['getDraft', () => api.getDraft(4), 'GET', '/drafts/getDraft/4'],
  [
    'updateDraftSettings',
    () => api.updateDraftSettings(4, { type: 'linear', pick_seconds: 60 }),
    'PUT',
    '/drafts/updateSettings/4',
    { type: 'linear', pick_seconds: 60 },
  ],
  [
    'saveDraftSettings',
    () => api.saveDraftSettings(4, { kind: 'auction', budget: 150, bid_seconds: 15 }),
    'PUT',
    '/drafts/updateSettings/4',
    { kind: 'auction', budget: 150, bid_seconds: 15 },
  ],
  [
    'nominateAuctionPlayer',
    () => api.nominateAuctionPlayer(4, { lot: 2, player_id: 301, amount: 5 }),
    'POST',
    '/drafts/nominate/4',
    { lot: 2, player_id: 301, amount: 5 },
  ],
  [
    'placeAuctionBid',
    () => api.placeAuctionBid(4, { lot: 2, amount: 6 }),
    'POST',
    '/drafts/bid/4',
    { lot: 2, amount: 6 },
  ],
  ['startDraft', () => api.startDraft(4), 'POST', '/drafts/start/4', {}],
  [
    'makeDraftPick',
    () => api.makeDraftPick(4, { overall: 3, player_id: 301 }),
    'POST',
    '/drafts/makePick/4',
    { overall: 3, player_id: 301 },
  ],
  ['pauseDraft', () => api.pauseDraft(4), 'POST', '/drafts/pause/4', {}],
  ['resumeDraft', () => api.resumeDraft(4), 'POST', '/drafts/resume/4', {}],
  ['undoLastDraftPick', () => api.undoLastDraftPick(4), 'POST', '/drafts/undoLastPick/4', {}],
  [
    'setDraftAutopick',
    () => api.setDraftAutopick(4, true),
    'PUT',
    '/drafts/setAutopick/4',
    { autopick: true },
  ],
  [
    'setDraftAutopickFor',
    () => api.setDraftAutopickFor(4, 12, true),
    'PUT',
    '/drafts/setAutopickFor/4',
    { league_member_id: 12, autopick: true },
  ],
  ['getDraftMode', () => api.getDraftMode(4), 'GET', '/drafts/getMode/4'],
  [
    'setDraftMode',
    () => api.setDraftMode(4, 'offline'),
    'PUT',
    '/drafts/setMode/4',
    { mode: 'offline' },
  ],
  [
    'uploadOfflineDraft',
    () => api.uploadOfflineDraft(4, 'round,pick,team,player\n'),
    'POST',
    '/drafts/uploadOffline/4',
    { csv: 'round,pick,team,player\n' },
  ],
  ['getDraftQueue', () => api.getDraftQueue(4), 'GET', '/drafts/getQueue/4'],
  [
    'setDraftQueue',
    () => api.setDraftQueue(4, [301, 302]),
    'PUT',
    '/drafts/setQueue/4',
    { player_ids: [301, 302] },
  ],
  [
    'getDraftAvailablePlayers',
    () => api.getDraftAvailablePlayers(4, { position: 'RB', limit: 50 }),
    'GET',
    '/drafts/getAvailablePlayers/4',
    undefined,
    { position: 'RB', limit: 50 },
  ],
  [
    'startMockDraft',
    () => api.startMockDraft({ type: 'linear', draft_position: 4 }),
    'POST',
    '/drafts/startMock',
    { type: 'linear', draft_position: 4 },
  ],
  ['getMockDraft', () => api.getMockDraft(), 'GET', '/drafts/getMock'],
];

describe('every api function calls its spec path', () => {
  it.each(cases)('%s', async (_name, call, method, url, body, params) => {
    await call();
    const request = lastRequest();
    expect(request.method).toBe(method);
    expect(request.url).toBe(url);
    if (body === undefined) expect(request.body).toBeUndefined();
    else expect(request.body).toEqual(body);
    expect(request.params).toEqual(params);
    // The api registers exactly the declared routes (api/test/route-declarations.test.ts), so a
    // call that reaches a declared route reaches the api's.
    expect(declaredRouteOf(request.method, request.url), 'no declared route').toBeDefined();
  });

  it('covers every exported call function', () => {
    const helpers = new Set([
      'apiClient',
      'configureApi',
      // What the page's early script fetched: early-reads.test.ts holds how reads use it.
      'earlyLoads',
      'errorStatusOf',
      'loginErrorMessage',
      'messageFromError',
      'prefixedErrorMessage',
      'registerErrorMessage',
      'serverMessageOf',
      // Streams, not axios calls: live-week.test.ts and the draft room's draft-live.test.tsx hold
      // their paths and behaviour.
      'watchLiveWeek',
      'watchLiveDraft',
      // Not a call: reads the auction's fields of a room (the draft room's tests hold it).
      'roomWithAuction',
    ]);
    const calls = Object.keys(api).filter((name) => !helpers.has(name));
    const tested = new Set(cases.map(([name]) => name.split(' ')[0]));
    expect(calls.filter((name) => !tested.has(name))).toEqual([]);
  });
});

describe('the api client', () => {
  it('sends the session cookie and the configured base URL with every call', async () => {
    configureApi({ baseURL: 'https://league.example/api' });
    await api.getPlayers();
    const config = sent[0]!;
    expect(config.withCredentials).toBe(true);
    expect(config.baseURL).toBe('https://league.example/api');
  });

  it('sends a bearer token when one is configured, and stops when it is cleared', async () => {
    configureApi({ authToken: 'tok123' });
    await api.getPlayers();
    expect(sent[0]!.headers.Authorization).toBe('Bearer tok123');
    configureApi({ authToken: null });
    await api.getPlayers();
    expect(sent[1]!.headers.Authorization).toBeUndefined();
  });

  it('sends JSON bodies but no Content-Type on a body-less DELETE', async () => {
    await api.benchRosteredPlayer(1);
    expect(String(sent[0]!.headers['Content-Type'])).toContain('application/json');
    await api.deleteWaiverClaim(1);
    expect(sent[1]!.headers['Content-Type'] ?? undefined).toBeUndefined();
  });

  it('returns a read as the api answers it: the bare list or object (§7)', async () => {
    const players = [{ id: 1, player_id: 1, player_name: 'A', position: 'QB', team: 'KC' }];
    answer = { status: 200, data: players };
    await expect(api.getPlayers()).resolves.toEqual(players);
  });

  it("returns the current week's data: that helper's answer carries status and data (§7)", async () => {
    const week = {
      year: 2025,
      week: 10,
      begin_datetime: '2025-11-04T05:00:00Z',
      end_datetime: '2025-11-11T05:00:00Z',
    };
    answer = { status: 200, data: { status: 'success', data: week } };
    await expect(api.getCurrentFantasyWeek()).resolves.toEqual(week);
  });

  it('returns the top-level id of a registration and league_id of a created league', async () => {
    answer = { status: 200, data: { status: 'success', id: 42, message: 'User registered' } };
    await expect(
      api.register({
        username: 'abc',
        email_address: 'a@b.co',
        first_name: 'A',
        last_name: 'B',
        password: 'x',
      }),
    ).resolves.toMatchObject({ id: 42, message: 'User registered' });
    answer = { status: 200, data: { status: 'success', league_id: 8 } };
    const created = await api.createLeague({
      name: 'L',
      regular_roster_rules: rosterRules,
      vampire_roster_rules: rosterRules,
      scoring_rules: scoringRules,
      waiver_rules: { waivers_length: 2, waiver_day: 'Wednesday' },
    });
    expect(created.league_id).toBe(8);
  });

  it('turns an answer that is not JSON into an error instead of undefined', async () => {
    answer = { status: 200, data: '' };
    await expect(api.getPlayers()).rejects.toMatchObject({ message: MESSAGES.invalidResponse });
    answer = { status: 200, data: 'Service Unavailable' };
    await expect(api.getLeagueById(3)).rejects.toMatchObject({
      message: MESSAGES.invalidResponse,
    });
  });

  it("rejects a 2xx answer whose status is 'error' as an AxiosError with the server's message", async () => {
    answer = { status: 200, data: { status: 'error', message: 'No fantasy weeks for 1999' } };
    const failure = await api.getFantasyWeeksByYear(1999).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AxiosError);
    expect(api.messageFromError(failure, 'fallback')).toBe('No fantasy weeks for 1999');
  });

  it('propagates an error answer as an AxiosError carrying the status', async () => {
    answer = { status: 403, data: { status: 'error', message: MESSAGES.onlyCommissioner } };
    const failure = await api.activateLeague(4, 12).catch((error: unknown) => error);
    expect(api.errorStatusOf(failure)).toBe(403);
    expect(api.serverMessageOf(failure)).toBe(MESSAGES.onlyCommissioner);
  });
});
