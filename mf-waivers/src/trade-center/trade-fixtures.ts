import {
  DEFAULT_ROSTER_RULES,
  DEFAULT_TRADE_RULES,
  type MyTeam,
  type MyTeamPlayer,
  type NflScheduleEntry,
  type RosteredPlayer,
  type TradeOffer,
  type TradeRules,
} from '@fangtasy/shared';
import { ALICE, DEMO_LEAGUE, member } from '@fangtasy/shared/testing';

/** Test data of the trade centre: alice (member 101) and bob (member 102) of the demo league. */

export const ALICE_MEMBER = member({
  id: 101,
  user_id: ALICE.id,
  username: 'alice',
  team_name: 'Alice in Endzoneland',
});
export const BOB_MEMBER = member({ id: 102, user_id: 12, username: 'bob', team_name: 'Team Bob' });
export const CASEY_MEMBER = member({
  id: 103,
  user_id: 13,
  username: 'commish',
  team_name: "Casey's Commissioners",
  role: 'commish',
});

export const TRADE_RULES: TradeRules = { ...DEFAULT_TRADE_RULES, id: 1, league_id: 7 };

/** A player of a roster; his NFL team's game decides his lock. */
export const rostered = (
  playerId: number,
  name: string,
  position: RosteredPlayer['position'],
  team: string,
  slot: string,
  memberId: number,
): RosteredPlayer => ({
  id: playerId + 5000,
  league_id: DEMO_LEAGUE.league_id,
  player_id: playerId,
  player_name: name,
  position,
  team,
  nfl_team: team,
  is_injured: 0,
  injury_status: null,
  headshot_url: null,
  roster_position: slot,
  season_points: playerId / 10,
  league_member_id: memberId,
  is_rostered: 1,
});

const onMyTeam = (player: RosteredPlayer, isLocked = false): MyTeamPlayer => ({
  ...player,
  game: null,
  is_locked: isLocked,
  week_points: null,
  last_week_points: null,
  points_per_game: 0,
});

/** Alice's My Team answer: `players` with the locks named, under the default rules. */
export function aliceTeam(players: RosteredPlayer[], locked: number[] = []): MyTeam {
  return {
    member: ALICE_MEMBER,
    league: DEMO_LEAGUE,
    roster_rules: { roster_type_id: 1, ...DEFAULT_ROSTER_RULES },
    regular_roster_rules: { roster_type_id: 1, ...DEFAULT_ROSTER_RULES },
    current_week: {
      year: 2025,
      week: 9,
      begin_datetime: '2025-10-28T04:00:00.000Z',
      end_datetime: '2025-11-04T05:00:00.000Z',
    },
    players: players.map((player) => onMyTeam(player, locked.includes(player.player_id))),
    now: '2025-11-02T20:00:00.000Z',
  };
}

/** A team's game this week, as the schedule answers it. */
export const gameOf = (team: string, state: NflScheduleEntry['state']): NflScheduleEntry => ({
  team,
  opponent: 'BUF',
  is_home: true,
  date: '2025-11-02',
  day: 'Sunday',
  est_time: '13:00',
  location: 'Field',
  kickoff: '2025-11-02T18:00:00.000Z',
  year: 2025,
  week: 9,
  state,
  period: null,
  game_clock: null,
  home_score: null,
  away_score: null,
});

/** Bob's offer to alice: Rachaad White for Brian Thomas Jr., waiting for her answer. */
export const offer = (change: Partial<TradeOffer> = {}): TradeOffer => ({
  id: 1,
  league_id: DEMO_LEAGUE.league_id,
  status: 'pending',
  proposer_member_id: BOB_MEMBER.id,
  proposer_team_name: 'Team Bob',
  recipient_member_id: ALICE_MEMBER.id,
  recipient_team_name: 'Alice in Endzoneland',
  players: [
    {
      player_id: 363,
      player_name: 'Rachaad White',
      position: 'RB',
      team: 'TB',
      league_member_id: BOB_MEMBER.id,
      action: 'send',
    },
    {
      player_id: 665,
      player_name: 'Brian Thomas Jr.',
      position: 'WR',
      team: 'JAX',
      league_member_id: ALICE_MEMBER.id,
      action: 'send',
    },
  ],
  counter_of: null,
  countered_by: null,
  created_at: '2025-11-01T18:00:00.000Z',
  expires_at: '2025-11-03T18:00:00.000Z',
  accepted_at: null,
  review_mode: null,
  review_ends_at: null,
  veto_votes: 0,
  veto_votes_needed: null,
  decided_at: null,
  reason: null,
  actions: {
    accept: true,
    decline: true,
    counter: true,
    withdraw: false,
    approve: false,
    veto: false,
  },
  ...change,
});

export const NO_ACTIONS: TradeOffer['actions'] = {
  accept: false,
  decline: false,
  counter: false,
  withdraw: false,
  approve: false,
  veto: false,
};
