import type {
  LeagueStandings,
  LeagueTransaction,
  Matchup,
  MatchupSide,
  MatchupSlot,
  MyTeam,
  MyTeamPlayer,
  NflScheduleEntry,
  RosterRules,
  WaiverClaim,
  WeekMatchups,
} from '@fangtasy/shared';
import { alice, demoLeague, memberOf, rostered } from '../../testing/fixtures';

/** Test answers of the calls the dashboard makes, built small and by hand. */

export const aliceMember = memberOf(alice, demoLeague, 'player');

export const regularRules: RosterRules = {
  id: 1,
  league_id: demoLeague.league_id,
  roster_type_id: 1,
  quarterback_count: 1,
  running_back_count: 2,
  wide_receiver_count: 2,
  tight_end_count: 1,
  wide_receiver_tight_end_count: 0,
  flex_count: 1,
  bench_count: 6,
  ir_count: 1,
  max_roster_size: 15,
  max_qb_count: null,
  max_rb_count: null,
  max_wr_count: null,
  max_te_count: null,
  beginning_faab: 100,
};

/** A game of this week for the player's team, not yet kicked off. */
export const gameOf = (team: string): NflScheduleEntry => ({
  team,
  opponent: 'MIA',
  is_home: true,
  date: '2025-11-09',
  day: 'Sunday',
  est_time: '13:00',
  location: 'Highmark Stadium',
  kickoff: '2025-11-09T18:00:00.000Z',
  year: 2025,
  week: 9,
  state: 'scheduled',
  period: null,
  game_clock: null,
  home_score: null,
  away_score: null,
});

/** A player of the member's roster at `slot`, with a game (or a bye when `game` is null). */
export function teamPlayer(
  id: number,
  name: string,
  position: MyTeamPlayer['position'],
  slot: string,
  extra: Partial<MyTeamPlayer> = {},
): MyTeamPlayer {
  return {
    ...rostered(id, name, position, 10 * id, aliceMember.id),
    roster_position: slot,
    game: gameOf('BUF'),
    is_locked: false,
    week_points: null,
    last_week_points: null,
    points_per_game: 0,
    ...extra,
  };
}

export function myTeamAnswer(players: MyTeamPlayer[], overrides: Partial<MyTeam> = {}): MyTeam {
  const rules = {
    roster_type_id: regularRules.roster_type_id,
    quarterback_count: regularRules.quarterback_count,
    running_back_count: regularRules.running_back_count,
    wide_receiver_count: regularRules.wide_receiver_count,
    tight_end_count: regularRules.tight_end_count,
    wide_receiver_tight_end_count: regularRules.wide_receiver_tight_end_count,
    flex_count: regularRules.flex_count,
    bench_count: regularRules.bench_count,
    ir_count: regularRules.ir_count,
    max_roster_size: regularRules.max_roster_size,
    max_qb_count: null,
    max_rb_count: null,
    max_wr_count: null,
    max_te_count: null,
    beginning_faab: regularRules.beginning_faab,
  };
  return {
    member: {
      id: aliceMember.id,
      league_id: demoLeague.league_id,
      user_id: alice.id,
      role: 'player',
      is_vamp: 0,
      team_name: aliceMember.team_name,
      remaining_faab_budget: 100,
      username: alice.username,
      first_name: alice.first_name,
      last_name: alice.last_name,
      waiver_order: null,
    },
    league: demoLeague,
    roster_rules: rules,
    regular_roster_rules: rules,
    current_week: {
      year: 2025,
      week: 9,
      begin_datetime: '2025-11-04T05:00:00.000Z',
      end_datetime: '2025-11-11T05:00:00.000Z',
    },
    players,
    now: '2025-11-09T20:00:00.000Z',
    ...overrides,
  };
}

export const standingsAnswer = (overrides: Partial<LeagueStandings> = {}): LeagueStandings => ({
  standings: [],
  own_league_member_id: aliceMember.id,
  next_match: null,
  final_weeks: 0,
  playoff_teams: 4,
  league_status: 'regular_season',
  champion: null,
  ...overrides,
});

/** A starter slot with a player whose game is in the given state, and his points. */
export function starter(
  slot: string,
  playerId: number,
  state: 'scheduled' | 'in_progress' | 'final' | 'none',
  score: number | null,
): MatchupSlot {
  return {
    slot,
    kind: slot.replace(/\d+$/, '') as MatchupSlot['kind'],
    player: {
      player_id: playerId,
      player_name: `Player ${playerId}`,
      position: 'WR',
      team: 'BUF',
      is_injured: 0,
      headshot_url: null,
      score,
      game_status: state,
      kickoff: null,
      is_home: true,
      period: null,
      game_clock: null,
      home_score: null,
      away_score: null,
      points_per_game: 0,
    },
  };
}

export function side(
  memberId: number,
  teamName: string | null,
  score: number,
  starters: MatchupSlot[],
): MatchupSide {
  return {
    league_member_id: memberId,
    team_name: teamName,
    roster_type_id: 1,
    score,
    starters,
    bench: [],
    player_count: starters.length,
  };
}

export function weekAnswer(
  matchups: Matchup[],
  overrides: Partial<WeekMatchups> = {},
): WeekMatchups {
  return {
    league: { league_id: demoLeague.league_id, name: demoLeague.name, season: 2025 },
    week: 9,
    phase: 'regular_season',
    round_name: null,
    weeks: Array.from({ length: 14 }, (_, i) => i + 1),
    current_week: 9,
    own_league_member_id: aliceMember.id,
    is_final: false,
    in_progress: true,
    next_kickoff: null,
    updated_at: '2025-11-09T20:00:00.000Z',
    roster_rules: [],
    matchups,
    ...overrides,
  };
}

export function claim(
  id: number,
  name: string,
  bid: number,
  extra: Partial<WaiverClaim> = {},
): WaiverClaim {
  return {
    id,
    league_id: demoLeague.league_id,
    league_member_id: aliceMember.id,
    player_id: 5000 + id,
    player_name: name,
    position: 'RB',
    team: 'NYJ',
    faab_claim_amount: bid,
    rostered_player_to_drop: null,
    drop_player_name: null,
    is_active: 1,
    league_member_priority: null,
    status: 'pending',
    result_reason: null,
    created_at: '2025-11-05T15:00:00.000Z',
    processed_at: null,
    ...extra,
  };
}

export function transaction(id: number, extra: Partial<LeagueTransaction> = {}): LeagueTransaction {
  return {
    id,
    league_id: demoLeague.league_id,
    league_member_id: aliceMember.id,
    kind: 'add',
    player_id: 6000 + id,
    player_name: `Free Agent ${id}`,
    team_name: 'Team Alice',
    bid: null,
    reason: null,
    other_member_id: null,
    other_team_name: null,
    trade_offer_id: null,
    bite_right_id: null,
    created_at: '2025-11-05T15:00:00.000Z',
    ...extra,
  };
}
