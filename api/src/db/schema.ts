import type {
  BiteDeadlineDay,
  BiteDeadlineKind,
  BiteRightStatus,
  BiteSwapRule,
  BracketName,
  GameState,
  RosterType,
  SeedingTiebreaker,
  TradePlayerAction,
  TradeReviewMode,
  TradeStatus,
  TransactionKind,
} from '@fangtasy/shared/domain';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Kysely's view of the tables of migrations/. Timestamps arrive as Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email_address: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  created_at: CreatedAt;
  /** One of the mock drafts' bot accounts (migration 024): no password opens it. */
  is_bot: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface LeaguesTable {
  id: Generated<number>;
  name: string;
  is_active: ColumnType<number, number | undefined, number>;
  season: number;
  created_by: number | null;
  created_at: CreatedAt;
  activated_at: Timestamp | null;
  /** The season this league was renewed from (011-playoffs); null for a league's first season. */
  previous_league_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** A mock draft's league: the member it belongs to (migration 024); null for a real league. */
  mock_owner_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface LeagueMembersTable {
  id: Generated<number>;
  league_id: number;
  user_id: number;
  role: 'commish' | 'player' | 'invited' | 'declined';
  is_vamp: ColumnType<number, number | undefined, number>;
  team_name: string | null;
  remaining_faab_budget: number | null;
  waiver_order: number | null;
  created_at: CreatedAt;
}

export interface RosterRulesTable {
  id: Generated<number>;
  league_id: number;
  /** 1 regular, 2 vampire (the table's check holds it). */
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

export interface ScoringRulesTable {
  id: Generated<number>;
  league_id: number;
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

export interface WaiverRulesTable {
  id: Generated<number>;
  league_id: number;
  waivers_length: number;
  waiver_day: 'Wednesday' | 'Thursday';
}

export interface PlayersTable {
  id: Generated<number>;
  external_id: string;
  player_name: string;
  position: 'QB' | 'RB' | 'WR' | 'TE' | 'K' | 'DEF';
  team: string;
  first_name: string | null;
  last_name: string | null;
  jersey_number: number | null;
  roster_status: string | null;
  injury_status: string | null;
  is_injured: ColumnType<number, number | undefined, number>;
  headshot_url: string | null;
  /** Crosswalk ids from nflverse's roster file (007-live-sources): how live feeds name him. */
  espn_id: string | null;
  sleeper_id: string | null;
}

export interface NflGamesTable {
  id: Generated<number>;
  game_id: string;
  season: number;
  week: number;
  home_team: string;
  away_team: string;
  /** YYYY-MM-DD (the pg/PGlite date parsers are set to keep dates as text). */
  gameday: string;
  weekday: string;
  gametime: string | null;
  kickoff: Timestamp | null;
  venue: string | null;
  home_score: number | null;
  away_score: number | null;
  /** What the source last reported (005-game-states); read through shared gameStateAt. */
  status: ColumnType<GameState, GameState | undefined, GameState>;
  /** Quarter (5 = overtime) and game clock 'MM:SS' while in progress, when a live source has them. */
  period: number | null;
  game_clock: string | null;
  /** ESPN's event id (the schedule's `espn` column): how the live feed names the game. */
  espn_game_id: string | null;
}

/** Final scores of a recorded season that the replay reveals as the clock passes (the demo). */
export interface ReplayGamesTable {
  game_id: string;
  home_score: number;
  away_score: number;
}

/** Stat lines of a recorded season that the replay writes into weekly_stats as the clock passes (the demo). */
export type ReplayWeeklyStatsTable = WeeklyStatsTable;

export interface FantasyWeeksTable {
  id: Generated<number>;
  year: number;
  week: number;
  begin_datetime: Timestamp;
  end_datetime: Timestamp;
}

interface StatColumns {
  passing_yards: ColumnType<number, number | undefined, number>;
  passing_tds: ColumnType<number, number | undefined, number>;
  interceptions: ColumnType<number, number | undefined, number>;
  two_point_passes: ColumnType<number, number | undefined, number>;
  rushing_yards: ColumnType<number, number | undefined, number>;
  rushing_tds: ColumnType<number, number | undefined, number>;
  two_point_rushes: ColumnType<number, number | undefined, number>;
  receptions: ColumnType<number, number | undefined, number>;
  receiving_yards: ColumnType<number, number | undefined, number>;
  receiving_tds: ColumnType<number, number | undefined, number>;
  two_point_receptions: ColumnType<number, number | undefined, number>;
  special_teams_tds: ColumnType<number, number | undefined, number>;
  fumbles_lost: number | null;
}

export interface WeeklyStatsTable extends StatColumns {
  player_id: number;
  season: number;
  week: number;
  game_id: string | null;
  team: string | null;
  kickoff_return_tds: number | null;
  punt_return_tds: number | null;
  fumble_recovery_tds: number | null;
  interception_return_tds: number | null;
  fumble_return_tds: number | null;
  blocked_return_tds: number | null;
  two_point_returns: number | null;
  safeties: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Who a past season's player was that season (migration 020): his name, position and team. */
export interface PastSeasonPlayersTable {
  season: number;
  external_id: string;
  player_name: string;
  position: PlayersTable['position'];
  team: string;
}

/** A past season's weekly stat line by GSIS id, with weekly_stats' stat columns (migration 020). */
export type PastWeeklyStatsTable = Omit<
  WeeklyStatsTable,
  'player_id' | 'game_id' | 'team' | 'updated_at'
> & {
  external_id: string;
};

export interface SeasonStatsTable extends StatColumns {
  player_id: number;
  season: number;
}

export interface RosteredPlayersTable {
  id: Generated<number>;
  league_id: number;
  league_member_id: number;
  player_id: number;
  roster_position: ColumnType<string, string | undefined, string>;
  is_rostered: ColumnType<number, number | undefined, number>;
  dropped_at: Timestamp | null;
  waivers_until: Timestamp | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SchedulesTable {
  id: Generated<number>;
  league_id: number;
  week: number;
  home_league_member: number;
  away_league_member: number;
  home_score: number | null;
  away_score: number | null;
  is_final: ColumnType<number, number | undefined, number>;
  /** The playoff game this week of it belongs to (011-playoffs); null in the regular season. */
  playoff_game_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A league's playoff settings (011-playoffs); a league without a row plays the defaults. */
export interface PlayoffRulesTable {
  league_id: number;
  playoff_teams: 4 | 6;
  weeks_per_round: 1 | 2;
  first_playoff_week: number;
  seeding_tiebreaker: SeedingTiebreaker;
  consolation_bracket: 0 | 1;
}

/** One per league season, written by its seeding; completed with the champion. */
export interface PlayoffBracketsTable {
  league_id: number;
  seeded_at: Timestamp;
  champion_member_id: number | null;
  completed_at: Timestamp | null;
}

export interface PlayoffSeedsTable {
  league_id: number;
  league_member_id: number;
  seed: number;
  bracket: BracketName | null;
  wins: number;
  losses: number;
  ties: number;
  points_for: number;
  tiebreak: 'points_for' | 'head_to_head' | 'lot' | null;
  lot: number;
}

export interface PlayoffGamesTable {
  id: Generated<number>;
  league_id: number;
  bracket: BracketName;
  round: number;
  slot: number;
  top_member_id: number | null;
  bottom_member_id: number | null;
  winner_member_id: number | null;
  decided_by: 'points' | 'higher_seed' | null;
  decided_at: Timestamp | null;
  /** Until then a stat correction may still change the result (the next week's first kickoff). */
  corrections_until: Timestamp | null;
}

/** The lineup a team played a week with, frozen when the week ended (002-matchup-lineups). */
export interface MatchupLineupsTable {
  league_id: number;
  week: number;
  league_member_id: number;
  player_id: number;
  roster_position: string;
}

export interface WaiverRunsTable {
  id: Generated<number>;
  league_id: number;
  kind: 'weekly' | 'player';
  player_id: number | null;
  due_at: Timestamp;
  status: ColumnType<'pending' | 'running' | 'done', 'pending' | 'running' | 'done' | undefined>;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  awarded: ColumnType<number, number | undefined, number>;
  failed: ColumnType<number, number | undefined, number>;
}

export interface WaiverClaimsTable {
  id: Generated<number>;
  league_id: number;
  league_member_id: number;
  player_id: number;
  faab_claim_amount: number;
  rostered_player_to_drop: number | null;
  is_active: ColumnType<number, number | undefined, number>;
  league_member_priority: number | null;
  status: ColumnType<
    'pending' | 'won' | 'failed' | 'cancelled',
    'pending' | 'won' | 'failed' | 'cancelled' | undefined
  >;
  result_reason: string | null;
  waiver_run_id: number | null;
  created_at: CreatedAt;
  processed_at: Timestamp | null;
}

export interface LeagueTransactionsTable {
  id: Generated<number>;
  league_id: number;
  league_member_id: number;
  kind: TransactionKind;
  player_id: number;
  bid: number | null;
  reason: string | null;
  waiver_claim_id: number | null;
  created_at: CreatedAt;
  /** The other team of a trade or a bite: who gave the player (010-trades-and-bites). */
  other_member_id: ColumnType<number | null, number | null | undefined, number | null>;
  trade_offer_id: ColumnType<number | null, number | null | undefined, number | null>;
  bite_right_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A league's trade settings (010-trades-and-bites). */
export interface TradeRulesTable {
  id: Generated<number>;
  league_id: number;
  review_mode: TradeReviewMode;
  review_hours: number;
  veto_votes: number;
  offer_expiry_hours: number;
  trade_deadline_week: number;
}

/** A league's vampire-bite settings (010-trades-and-bites). Flags are 0 or 1. */
export interface BiteRulesTable {
  id: Generated<number>;
  league_id: number;
  bites_enabled: 0 | 1;
  swap_rule: BiteSwapRule;
  deadline_kind: BiteDeadlineKind;
  deadline_day: BiteDeadlineDay;
  deadline_hour: number;
  full_lineup_required: 0 | 1;
  bites_in_playoffs: 0 | 1;
  declare_before_kickoff: 0 | 1;
  garlic: 0 | 1;
}

/** A trade offer between two members (010-trades-and-bites). */
export interface TradeOffersTable {
  id: Generated<number>;
  league_id: number;
  proposer_member_id: number;
  recipient_member_id: number;
  status: ColumnType<TradeStatus, TradeStatus | undefined, TradeStatus>;
  counter_of: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  review_mode: TradeReviewMode | null;
  review_ends_at: Timestamp | null;
  decided_at: Timestamp | null;
  reason: string | null;
}

/** A player an offer names: sent to the other team, or dropped by his own to make room. */
export interface TradeOfferPlayersTable {
  trade_offer_id: number;
  league_id: number;
  player_id: number;
  league_member_id: number;
  action: TradePlayerAction;
}

/** A member's veto vote on a trade under a league-vote review. */
export interface TradeVotesTable {
  trade_offer_id: number;
  league_id: number;
  league_member_id: number;
  created_at: Timestamp;
}

/** A vampire's bite right of a week, with the facts frozen when the week ended. */
export interface BiteRightsTable {
  id: Generated<number>;
  league_id: number;
  week: number;
  vampire_member_id: number;
  victim_member_id: number;
  vampire_score: number;
  victim_score: number;
  swap_rule: BiteSwapRule;
  exposed: 0 | 1;
  /** Why the loser's lineup was exposed, one sentence each (jsonb text array). */
  exposure: ColumnType<string[], string | undefined, string>;
  garlic_player_id: number | null;
  declared_player_id: number | null;
  granted_at: Timestamp;
  deadline_at: Timestamp;
  status: ColumnType<BiteRightStatus, BiteRightStatus | undefined, BiteRightStatus>;
  taken_player_id: number | null;
  swap_player_id: number | null;
  decided_at: Timestamp | null;
  reason: string | null;
}

/** A week's choice made before kickoff: a vampire's declared target, or a garlic starter. */
export interface WeekChoicesTable {
  league_id: number;
  week: number;
  league_member_id: number;
  player_id: number;
  chosen_at: Timestamp;
}

/** One row per stats source: its claim (next_attempt_at) and how its polls went (007-live-sources). */
export interface StatsSourcesTable {
  name: string;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_attempt_at: Timestamp | null;
  last_success_at: Timestamp | null;
  last_change_at: Timestamp | null;
  last_error_at: Timestamp | null;
  last_error: string | null;
  failures: ColumnType<number, number | undefined, number>;
}

/** Counters raised by triggers whenever what a league's pages show changes (migration 004). */
export interface ReadVersionsTable {
  /**
   * 'league:<id>', 'nfl', 'matchups:<id>', 'lineup:<member id>', 'nfl:teams',
   * 'nfl:totals' or 'nfl:past' (migration 020: the past seasons).
   */
  scope: string;
  version: number;
}

/** A read version per NFL week's stat lines and games (migration 013). */
export interface NflWeekVersionsTable {
  season: number;
  week: number;
  version: number;
}

/** Request counters of the rate limits, shared by every api process (migration 006). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  window_ends_at: Timestamp;
}

/** Accounts that proved they hold a configured creator e-mail (migration 006). */
export interface LeagueCreatorsTable {
  user_id: number;
  granted_at: CreatedAt;
}

/** One-time set-up tokens printed at start, stored as their SHA-256 (migration 006). */
export interface SetupTokensTable {
  token_hash: string;
  created_at: CreatedAt;
}

/** The live draft (migration 019, docs/decisions/058). */
export interface DraftsTable {
  league_id: number;
  type: Generated<'snake' | 'linear' | 'third_round_reversal' | 'auction'>;
  order_mode: Generated<'random' | 'commissioner'>;
  pick_seconds: Generated<number>;
  overnight_pause: Generated<boolean>;
  starts_at: Timestamp | null;
  vampires_draft: Generated<boolean>;
  status: Generated<'not_started' | 'running' | 'paused' | 'complete'>;
  team_count: number | null;
  rounds: number | null;
  current_overall: number | null;
  deadline: Timestamp | null;
  remaining_ms: number | null;
  started_at: Timestamp | null;
  completed_at: Timestamp | null;
  vampire_window_ends_at: Timestamp | null;
  /** The auction's (migration 022, docs/decisions/065). */
  budget: Generated<number>;
  bid_seconds: Generated<number>;
  nominator_id: number | null;
  lot_player_id: number | null;
  lot_nominated_by: number | null;
  high_bid: number | null;
  high_bidder_id: number | null;
  /** Migration 023: live in the room, or entered by the commissioner after an offline draft. */
  mode: Generated<'live' | 'offline'>;
}

export interface DraftTeamsTable {
  league_id: number;
  league_member_id: number;
  draft_position: number | null;
  set_position: number | null;
  autopick: Generated<boolean>;
  /** An auction team's purse (migration 022). */
  budget_left: number | null;
}

export interface DraftPicksTable {
  league_id: number;
  overall: number;
  round: number;
  pick_in_round: number;
  league_member_id: number;
  player_id: number;
  made_by: 'member' | 'autopick' | 'commissioner';
  made_at: Timestamp;
  /** What an auction's player was won for (migration 022); null in a pick-order draft. */
  price: Generated<number | null>;
}

/** An auction's bids, one per amount on a lot (migration 022, docs/decisions/065). */
export interface DraftBidsTable {
  league_id: number;
  lot: number;
  amount: number;
  league_member_id: number;
  player_id: number;
  at: Timestamp;
}

export interface DraftQueueTable {
  league_id: number;
  league_member_id: number;
  place: number;
  player_id: number;
}

export interface DraftEventsTable {
  id: Generated<number>;
  league_id: number;
  kind: 'start' | 'pause' | 'resume' | 'undo' | 'pick_for' | 'complete' | 'autopick_for';
  by_member_id: number | null;
  overall: number | null;
  player_id: number | null;
  at: Timestamp;
  /** Migration 023, 'autopick_for': the team switched, and to what. */
  league_member_id: number | null;
  autopick: boolean | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  leagues: LeaguesTable;
  league_members: LeagueMembersTable;
  roster_rules: RosterRulesTable;
  scoring_rules: ScoringRulesTable;
  waiver_rules: WaiverRulesTable;
  players: PlayersTable;
  nfl_games: NflGamesTable;
  fantasy_weeks: FantasyWeeksTable;
  weekly_stats: WeeklyStatsTable;
  season_stats: SeasonStatsTable;
  past_season_players: PastSeasonPlayersTable;
  past_weekly_stats: PastWeeklyStatsTable;
  rostered_players: RosteredPlayersTable;
  schedules: SchedulesTable;
  waiver_runs: WaiverRunsTable;
  waiver_claims: WaiverClaimsTable;
  league_transactions: LeagueTransactionsTable;
  matchup_lineups: MatchupLineupsTable;
  replay_games: ReplayGamesTable;
  replay_weekly_stats: ReplayWeeklyStatsTable;
  read_versions: ReadVersionsTable;
  nfl_week_versions: NflWeekVersionsTable;
  rate_limits: RateLimitsTable;
  league_creators: LeagueCreatorsTable;
  setup_tokens: SetupTokensTable;
  stats_sources: StatsSourcesTable;
  trade_rules: TradeRulesTable;
  bite_rules: BiteRulesTable;
  trade_offers: TradeOffersTable;
  trade_offer_players: TradeOfferPlayersTable;
  trade_votes: TradeVotesTable;
  bite_rights: BiteRightsTable;
  bite_declarations: WeekChoicesTable;
  garlic_choices: WeekChoicesTable;
  playoff_rules: PlayoffRulesTable;
  playoff_brackets: PlayoffBracketsTable;
  playoff_seeds: PlayoffSeedsTable;
  playoff_games: PlayoffGamesTable;
  drafts: DraftsTable;
  draft_teams: DraftTeamsTable;
  draft_picks: DraftPicksTable;
  draft_queue: DraftQueueTable;
  draft_events: DraftEventsTable;
  draft_bids: DraftBidsTable;
}

export type UserRow = Selectable<UsersTable>;
export type LeagueRow = Selectable<LeaguesTable>;
export type LeagueMemberRow = Selectable<LeagueMembersTable>;
export type RosterRulesRow = Selectable<RosterRulesTable>;
export type ScoringRulesRow = Selectable<ScoringRulesTable>;
export type WaiverClaimRow = Selectable<WaiverClaimsTable>;
export type PlayoffGameRow = Selectable<PlayoffGamesTable>;
export type NewWeeklyStats = Insertable<WeeklyStatsTable>;

export type DraftRow = Selectable<DraftsTable>;
