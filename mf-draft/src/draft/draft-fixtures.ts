import {
  DEFAULT_DRAFT_SETTINGS,
  DEFAULT_ROSTER_RULES,
  ROSTER_TYPE,
  type DraftAvailablePlayer,
  type DraftPick,
  type DraftQueuePlayer,
  type DraftRoom,
  type DraftTeam,
  type LeagueMember,
  type RosterRules,
} from '@fangtasy/shared';
import { ALICE, DEMO_LEAGUE, member, ok } from '@fangtasy/shared/testing';

/** The room's answers at the fake api, for league 7. */
export const ROUTES = {
  room: 'GET /drafts/getDraft/7',
  available: 'GET /drafts/getAvailablePlayers/7',
  queue: 'GET /drafts/getQueue/7',
  setQueue: 'PUT /drafts/setQueue/7',
  pick: 'POST /drafts/makePick/7',
  start: 'POST /drafts/start/7',
  pause: 'POST /drafts/pause/7',
  resume: 'POST /drafts/resume/7',
  undo: 'POST /drafts/undoLastPick/7',
  autopick: 'PUT /drafts/setAutopick/7',
  autopickFor: 'PUT /drafts/setAutopickFor/7',
  mode: 'GET /drafts/getMode/7',
  setMode: 'PUT /drafts/setMode/7',
  upload: 'POST /drafts/uploadOffline/7',
  regularRules: 'GET /roster_rules/getRosterRulesByLeagueId/7/1',
  vampireRules: 'GET /roster_rules/getRosterRulesByLeagueId/7/2',
} as const;

const team = (id: number, name: string, username: string): DraftTeam => ({
  league_member_id: id,
  team_name: name,
  username,
  roster_type_id: ROSTER_TYPE.regular,
  autopick: false,
  drafts: true,
});

/** Four teams in the drawn order; alice's team is 102, the commissioner's 101. */
export const TEAMS: DraftTeam[] = [
  team(101, 'Casey Crushers', 'commish'),
  team(102, 'Alice Anchors', 'alice'),
  team(103, 'Bob Bruisers', 'bob'),
  team(104, 'Carmen Comets', 'carmen'),
];

/** Alice's membership in the demo league, stored the way the shell stores it. */
export const ALICE_MEMBER: LeagueMember = member({ id: 102, user_id: ALICE.id, username: 'alice' });

/** Stores the signed-in member's membership (the session's own) before the page renders. */
export function storeMembership(membership: LeagueMember = ALICE_MEMBER) {
  localStorage.setItem('league_member', JSON.stringify(membership));
}

export const pick = (
  overall: number,
  memberId: number,
  name: string,
  position: DraftPick['position'],
): DraftPick => ({
  overall,
  round: Math.ceil(overall / TEAMS.length),
  pick_in_round: ((overall - 1) % TEAMS.length) + 1,
  league_member_id: memberId,
  player_id: 9000 + overall,
  player_name: name,
  position,
  nfl_team: 'KC',
  made_by: 'member',
  made_at: '2025-09-01T23:00:00Z',
});

/**
 * A snake draft of four teams and three rounds, running: the first round made, pick 5 — the
 * second round's first, so Carmen's team (the last of round 1) — on the clock with 75 s left.
 */
export function room(overrides: Partial<DraftRoom> = {}): DraftRoom {
  return {
    league_id: DEMO_LEAGUE.league_id,
    settings: { ...DEFAULT_DRAFT_SETTINGS, order_mode: 'random', pick_seconds: 90 },
    status: 'running',
    order: TEAMS,
    rounds: 3,
    picks: [
      pick(1, 101, 'Josh Allen', 'QB'),
      pick(2, 102, 'Bijan Robinson', 'RB'),
      pick(3, 103, "Ja'Marr Chase", 'WR'),
      pick(4, 104, 'Travis Kelce', 'TE'),
    ],
    on_clock: {
      overall: 5,
      round: 2,
      pick_in_round: 1,
      league_member_id: 104,
      deadline: '2025-09-01T23:01:15Z',
      remaining_ms: 75_000,
    },
    next_league_member_id: 103,
    started_at: '2025-09-01T22:55:00Z',
    completed_at: null,
    vampire_window_ends_at: null,
    server_now: '2025-09-01T23:00:00Z',
    ...overrides,
  };
}

/** The room with alice's team on the clock (pick 7: round 2 runs back, 104, 103, 102). */
export const aliceOnClock = (): DraftRoom =>
  room({
    picks: [
      ...room().picks,
      pick(5, 104, 'Saquon Barkley', 'RB'),
      pick(6, 103, 'Lamar Jackson', 'QB'),
    ],
    on_clock: {
      overall: 7,
      round: 2,
      pick_in_round: 3,
      league_member_id: 102,
      deadline: '2025-09-01T23:01:30Z',
      remaining_ms: 90_000,
    },
    next_league_member_id: 101,
  });

export const available = (
  id: number,
  rank: number,
  name: string,
  position: DraftAvailablePlayer['position'],
): DraftAvailablePlayer => ({
  player_id: id,
  player_name: name,
  position,
  nfl_team: 'DET',
  rank,
  previous_season_points: 300 - rank * 10,
  season_points: 0,
  injury_status: null,
});

export const AVAILABLE: DraftAvailablePlayer[] = [
  available(201, 1, 'Jahmyr Gibbs', 'RB'),
  available(202, 2, 'Amon-Ra St. Brown', 'WR'),
  available(203, 3, 'Jared Goff', 'QB'),
];

const queued = (player: DraftAvailablePlayer): DraftQueuePlayer => ({
  player_id: player.player_id,
  player_name: player.player_name,
  position: player.position,
  nfl_team: player.nfl_team,
  available: true,
});

/** Alice's queue: the three available players in rank order. */
export const QUEUE = { league_member_id: 102, players: AVAILABLE.map(queued) };

export const REGULAR_RULES: RosterRules = {
  id: 1,
  league_id: DEMO_LEAGUE.league_id,
  roster_type_id: ROSTER_TYPE.regular,
  ...DEFAULT_ROSTER_RULES,
};

/** The fake api's answers for an open room (alice's, not on the clock), before a test's own. */
export const openRoomReplies = () => ({
  [ROUTES.room]: ok(room()),
  [ROUTES.available]: ok(AVAILABLE),
  [ROUTES.queue]: ok(QUEUE),
  [ROUTES.regularRules]: ok(REGULAR_RULES),
});
