import {
  DEFAULT_ROSTER_RULES,
  ROSTER_TYPE,
  type MyTeam,
  type MyTeamPlayer,
  type NflScheduleEntry,
  type RosterRules,
} from '@fangtasy/shared';
import { ALICE, DEMO_LEAGUE, member } from '@fangtasy/shared/testing';

/** Test data of the My Team tests: alice's roster at 3 PM Eastern on Sunday of week 10. */

export const REGULAR_RULES: RosterRules = { roster_type_id: 1, ...DEFAULT_ROSTER_RULES };

/** A game of `team`; kickoff at 1 PM Eastern unless told otherwise. */
export const game = (
  team: string,
  overrides: Partial<NflScheduleEntry> = {},
): NflScheduleEntry => ({
  team,
  opponent: 'BUF',
  is_home: true,
  date: '2025-11-09',
  day: 'Sunday',
  est_time: '13:00',
  location: 'Arrowhead Stadium',
  kickoff: '2025-11-09T18:00:00.000Z',
  year: 2025,
  week: 10,
  state: 'scheduled',
  period: null,
  game_clock: null,
  home_score: null,
  away_score: null,
  ...overrides,
});

const LATE = { est_time: '16:25', kickoff: '2025-11-09T21:25:00.000Z', location: 'Late Field' };

export const rostered = (
  id: number,
  player_name: string,
  position: MyTeamPlayer['position'],
  team: string,
  roster_position: string,
  extra: Partial<MyTeamPlayer> = {},
): MyTeamPlayer => ({
  id,
  league_id: DEMO_LEAGUE.league_id,
  player_id: 1000 + id,
  player_name,
  position,
  team,
  nfl_team: team,
  is_injured: 0,
  injury_status: null,
  headshot_url: null,
  roster_position,
  season_points: 0,
  league_member_id: 101,
  is_rostered: 1,
  game: game(team, LATE),
  is_locked: false,
  week_points: null,
  last_week_points: null,
  points_per_game: 0,
  ...extra,
});

/** QB1 is locked (his 1 PM game is in the third quarter); RB2 and TE1 are empty; the bench holds three. */
export const PLAYERS = {
  mahomes: rostered(1, 'Patrick Mahomes', 'QB', 'KC', 'QB1', {
    game: game('KC', {
      state: 'in_progress',
      period: 3,
      game_clock: '7:42',
      home_score: 14,
      away_score: 10,
    }),
    is_locked: true,
  }),
  bijan: rostered(2, 'Bijan Robinson', 'RB', 'ATL', 'RB1'),
  puka: rostered(3, 'Puka Nacua', 'WR', 'LA', 'WR1'),
  waddle: rostered(4, 'Jaylen Waddle', 'WR', 'MIA', 'WR2'),
  achane: rostered(5, "De'Von Achane", 'RB', 'MIA', 'FLEX1'),
  jacobs: rostered(6, 'Josh Jacobs', 'RB', 'GB', 'BENCH'),
  laporta: rostered(7, 'Sam LaPorta', 'TE', 'DET', 'BENCH', {
    is_injured: 1,
    injury_status: 'Out',
  }),
  nix: rostered(8, 'Bo Nix', 'QB', 'DEN', 'BENCH', { game: null }),
};

export const ALICE_MEMBER = member({
  id: 101,
  user_id: ALICE.id,
  username: 'alice',
  team_name: 'Alice in Endzoneland',
});

export const myTeam = (overrides: Partial<MyTeam> = {}): MyTeam => ({
  member: ALICE_MEMBER,
  league: DEMO_LEAGUE,
  roster_rules: REGULAR_RULES,
  regular_roster_rules: REGULAR_RULES,
  current_week: {
    year: 2025,
    week: 10,
    begin_datetime: '2025-11-04T05:00:00.000Z',
    end_datetime: '2025-11-11T05:00:00.000Z',
  },
  players: Object.values(PLAYERS),
  now: '2025-11-09T20:00:00.000Z',
  ...overrides,
});

/** The roster with some players' fields changed, as a change's answer would carry it. */
/** Alice as a vampire, on a rule set of her own (one RB, three WR, no flex) with `rules` on top. */
export const vampireTeam = (rules: Partial<RosterRules> = {}): MyTeam =>
  myTeam({
    member: { ...ALICE_MEMBER, is_vamp: 1 },
    roster_rules: {
      ...REGULAR_RULES,
      roster_type_id: ROSTER_TYPE.vampire,
      running_back_count: 1,
      wide_receiver_count: 3,
      wide_receiver_tight_end_count: 1,
      flex_count: 0,
      ...rules,
    },
  });

export const withChanges = (
  changes: Record<number, Partial<MyTeamPlayer>>,
  players: readonly MyTeamPlayer[] = Object.values(PLAYERS),
): MyTeamPlayer[] =>
  players.map((player) => (changes[player.id] ? { ...player, ...changes[player.id] } : player));
