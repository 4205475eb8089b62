/** Entities of the product (spec section 3), as the API sends them. Flags are 0/1 like the spec. */

export type Flag = 0 | 1;

export interface User {
  id: number;
  username: string;
  email_address: string;
  first_name: string;
  last_name: string;
}

export interface League {
  league_id: number;
  name: string;
  is_active: Flag;
  /** The NFL season the league plays (decisions.md: a league belongs to one season). */
  season: number;
}

export type MemberRole = 'commish' | 'player' | 'invited' | 'declined';

export interface LeagueMember {
  id: number;
  league_id: number;
  user_id: number;
  role: MemberRole;
  is_vamp: Flag;
  team_name: string | null;
  remaining_faab_budget: number | null;
  username: string;
  first_name?: string;
  last_name?: string;
  /** Position in the rolling waiver order, 1 = first pick; null before activation. */
  waiver_order?: number | null;
}

/** A membership joined with its league, as the landing page lists them. */
export interface Membership extends LeagueMember {
  league_name: string;
  is_active: Flag;
}

export const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'] as const;
export type Position = (typeof POSITIONS)[number];

export interface Player {
  id: number;
  player_id: number;
  player_name: string;
  position: Position;
  team: string;
  is_injured: Flag;
  /** Injury report status (Out, Doubtful, Questionable, IR) or null when healthy. */
  injury_status: string | null;
}

export interface RosteredPlayer {
  id: number;
  league_id: number;
  player_id: number;
  player_name: string;
  position: Position;
  team: string;
  nfl_team: string;
  is_injured: Flag;
  roster_position: string;
  season_points: number | null;
  league_member_id: number;
  is_rostered: Flag;
}

export interface ScheduleEntry {
  id: number;
  league_id: number;
  week: number;
  home_league_member: number;
  away_league_member: number;
  home_score: number | null;
  away_score: number | null;
  is_final: Flag;
}

export type ClaimStatus = 'pending' | 'won' | 'failed' | 'cancelled';

export interface WaiverClaim {
  id: number;
  league_id: number;
  league_member_id: number;
  player_id: number;
  faab_claim_amount: number;
  rostered_player_to_drop: number | null;
  is_active: Flag;
  league_member_priority: number | null;
  status: ClaimStatus;
  /** Why a claim failed, shown to its owner only. */
  result_reason: string | null;
  player_name?: string;
  drop_player_name?: string | null;
  created_at: string;
}

export type RosterType = 1 | 2;

export interface RosterRules {
  id?: number;
  league_id?: number;
  roster_type_id: RosterType;
  quarterback_count: number;
  running_back_count: number;
  wide_receiver_count: number;
  tight_end_count: number;
  wide_receiver_tight_end_count: number;
  flex_count: number;
  bench_count: number;
  ir_count: number;
  max_roster_size: number;
  max_qb_count: number | null;
  max_rb_count: number | null;
  max_wr_count: number | null;
  max_te_count: number | null;
  beginning_faab: number;
}

export interface ScoringRules {
  id?: number;
  league_id?: number;
  passing_yards: number;
  passing_touchdowns: number;
  interceptions_thrown: number;
  two_point_pass: number;
  passing_300_399: number;
  passing_400_plus: number;
  rushing_yards: number;
  rushing_touchdowns: number;
  two_point_rush: number;
  rushing_100_199: number;
  rushing_200_plus: number;
  receiving_yards: number;
  receptions: number;
  receiving_touchdowns: number;
  two_point_reception: number;
  receiving_100_199: number;
  receiving_200_plus: number;
  kickoff_return_touchdown: number;
  punt_return_touchdown: number;
  fumble_recovered_touchdown: number;
  fumbles_lost: number;
  interception_return_touchdown: number;
  fumble_return_touchdown: number;
  blocked_return_touchdown: number;
  two_point_return: number;
  one_point_safety: number;
}

export type WaiverDay = 'Wednesday' | 'Thursday';

export interface WaiverRules {
  id?: number;
  league_id?: number;
  waivers_length: number;
  waiver_day: WaiverDay;
}

export interface FantasyWeek {
  id?: number;
  year: number;
  week: number;
  begin_datetime: string;
  end_datetime: string;
}

/** One team's game in a week (the spec's "NFL schedule entry"). */
export interface NflScheduleEntry {
  team: string;
  opponent: string;
  is_home: boolean;
  /** YYYY-MM-DD in US Eastern time. */
  date: string;
  /** Day name of the game, e.g. Sunday. */
  day: string;
  /** Kickoff HH:MM US Eastern, or 'TBD'. */
  est_time: string;
  /** Venue, or 'Unknown'. */
  location: string;
  /** Kickoff instant, ISO 8601, or null when not yet set. */
  kickoff: string | null;
  year: number;
  week: number;
}

/** A player on the caller's own roster as My Team shows him: this week's game and the lineup lock. */
export interface MyTeamPlayer extends RosteredPlayer {
  /** The injury report behind is_injured (Out, Doubtful, IR...), or null. */
  injury_status: string | null;
  /** This fantasy week's game of his NFL team, or null ('No game scheduled'). */
  game: NflScheduleEntry | null;
  /** His game has kicked off this fantasy week (decisions.md, "Lineup lock"). */
  is_locked: boolean;
}

/** Everything the My Team page shows, in one answer of GET /rostered_players/myTeam/{league_id}. */
export interface MyTeam {
  member: LeagueMember;
  league: League;
  /** The member's own rule set (vampires type 2), or null when the league lacks it. */
  roster_rules: RosterRules | null;
  current_week: FantasyWeek | null;
  players: MyTeamPlayer[];
  /** The league clock's now (ISO), which may differ from the browser's (FANTASY_NOW). */
  now: string;
}

/** Counting stats of one player in one week (or, with season, one season). */
export interface StatLine {
  passing_yards: number;
  passing_tds: number;
  interceptions: number;
  two_point_passes: number;
  rushing_yards: number;
  rushing_tds: number;
  two_point_rushes: number;
  receptions: number;
  receiving_yards: number;
  receiving_tds: number;
  two_point_receptions: number;
  /** Combined special-teams touchdowns when the source does not split them. */
  special_teams_tds: number;
  /** Split special-teams touchdowns, when the source gives them (null = not given). */
  kickoff_return_tds?: number | null;
  punt_return_tds?: number | null;
  fumble_recovery_tds?: number | null;
  interception_return_tds?: number | null;
  fumble_return_tds?: number | null;
  blocked_return_tds?: number | null;
  two_point_returns?: number | null;
  fumbles_lost?: number | null;
  safeties?: number | null;
}

export interface WeeklyStats extends StatLine {
  player_id: number;
  season: number;
  week: number;
}

export interface YearlyStats extends StatLine {
  player_id: number;
  season: number;
}

export interface WeeklyScore {
  player_id: number;
  /** 2 decimals; null when the player's game has not kicked off. */
  fantasyScore: number | null;
  weeklyStats: StatLine | null;
}

/** Where a player stands in a league, shown wherever a player can be picked (decisions.md). */
export type PlayerState =
  | { kind: 'free_agent' }
  | { kind: 'on_waivers'; until: string }
  | { kind: 'locked'; kickoff: string }
  | { kind: 'rostered'; league_member_id: number };

export type TransactionKind = 'add' | 'drop' | 'waiver_won' | 'waiver_failed' | 'commish_add';

export interface LeagueTransaction {
  id: number;
  league_id: number;
  league_member_id: number;
  kind: TransactionKind;
  player_id: number;
  player_name: string;
  team_name: string | null;
  bid: number | null;
  /** Failure reason; only the claimant sees it. */
  reason: string | null;
  created_at: string;
}

export interface StandingRow {
  league_member_id: number;
  team_name: string | null;
  wins: number;
  losses: number;
  ties: number;
  points_for: number;
  points_against: number;
  rank: number;
}

/** Every answer of the api has this envelope (spec section 7: status, message, data). */
export interface ApiAnswer<T = unknown> {
  status: 'success' | 'error';
  message?: string;
  data?: T;
}
