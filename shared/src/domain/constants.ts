import type { RosterRules, WaiverRules } from './entities';

/** Product name (rules §1.1). */
export const PRODUCT_NAME = 'Fangtasy Football';

/** Exactly this many valid members (player or commish) make a league. */
export const LEAGUE_SIZE = 10;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const NAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const TEAM_NAME_MAX = 50;

/** Transient message timings, milliseconds (rules §9). */
export const TIMINGS = {
  messageVisibleMs: 3000,
  messageFadeMs: 500,
  addPlayerMessageMs: 5000,
  loginRedirectMs: 500,
  registerRedirectMs: 2000,
  inviteRedirectMs: 2000,
  activationReloadMs: 2000,
  claimSuccessCloseMs: 2000,
  /** How often Matchups refreshes live scores while a game is in progress. */
  liveRefreshMs: 30_000,
} as const;

export const ROSTER_TYPE = { regular: 1, vampire: 2 } as const;

/** Slot kinds in layout order (rules §4.6). */
export const SLOT_KINDS = ['QB', 'RB', 'WR', 'TE', 'WRT', 'FLEX', 'BENCH', 'IR'] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

/** Starter slot kinds: their players' points count toward the team score. */
export const STARTER_SLOT_KINDS: readonly SlotKind[] = ['QB', 'RB', 'WR', 'TE', 'WRT', 'FLEX'];

export const SCHEDULE_WEEKS = 14;
export const REGULAR_SEASON_WEEKS = 9;
/**
 * Teams that make the playoffs of weeks 10-14 (rules §13.1 keeps those weeks for them) when a
 * league sets nothing else: each league sets 4 or 6 in its playoff rules (DEFAULT_PLAYOFF_RULES).
 */
export const PLAYOFF_TEAMS = 4;
export const PAGE_SIZE = 20;
export const PAGINATION_WINDOW = 5;
export const WAIVER_DAYS = ['Wednesday', 'Thursday'] as const;
export type WaiverDay = (typeof WAIVER_DAYS)[number];

/** Player positions of the pool; K and DEF sit only on a bench (rules §5.3). */
export const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'] as const;
export type Position = (typeof POSITIONS)[number];
export const TIME_ZONE = 'America/New_York';

/** The 32 NFL team abbreviations in nflverse spelling (the Rams are LA). */
export const NFL_TEAMS = [
  'ARI',
  'ATL',
  'BAL',
  'BUF',
  'CAR',
  'CHI',
  'CIN',
  'CLE',
  'DAL',
  'DEN',
  'DET',
  'GB',
  'HOU',
  'IND',
  'JAX',
  'KC',
  'LA',
  'LAC',
  'LV',
  'MIA',
  'MIN',
  'NE',
  'NO',
  'NYG',
  'NYJ',
  'PHI',
  'PIT',
  'SEA',
  'SF',
  'TB',
  'TEN',
  'WAS',
] as const;
export type NflTeam = (typeof NFL_TEAMS)[number];

/** Position filter of the waiver wire (rules §2). */
export const WAIVER_POSITION_FILTER = ['QB', 'RB', 'WR', 'TE', 'DEF', 'K'] as const;
/**
 * The orders of the player search (GET /players/search): by name, or best first by season points,
 * by last week's points (the fantasy week before the current one) or by points per game played
 * (decision 016). All but `name` need a league, whose scoring decides the figures.
 */
export const PLAYER_SEARCH_SORTS = [
  'name',
  'season_points',
  'last_week_points',
  'points_per_game',
] as const;
export type PlayerSearchSort = (typeof PLAYER_SEARCH_SORTS)[number];

/**
 * Position filter of Add Player to Team: the spec's QB, RB, WR and TE, plus K and DEF, which the
 * picker lists and a bench takes (rules §2.19) — a filter must be able to find what it lists.
 * The same list as the waiver wire's today, named apart because it is a rule of its own.
 * @alias
 */
export const ADD_PLAYER_POSITION_FILTER = WAIVER_POSITION_FILTER;

/** Per-position maximums used when a rule is missing (rules §9). */
export const DEFAULT_POSITION_MAXIMUMS = { QB: 4, RB: 8, WR: 8, TE: 4 } as const;

/** The scoring rule fields (rules §3), in the spec's order. */
export const SCORING_RULE_FIELDS = [
  'passing_yards',
  'passing_touchdowns',
  'interceptions_thrown',
  'two_point_pass',
  'passing_300_399',
  'passing_400_plus',
  'rushing_yards',
  'rushing_touchdowns',
  'two_point_rush',
  'rushing_100_199',
  'rushing_200_plus',
  'receiving_yards',
  'receptions',
  'receiving_touchdowns',
  'two_point_reception',
  'receiving_100_199',
  'receiving_200_plus',
  'kickoff_return_touchdown',
  'punt_return_touchdown',
  'fumble_recovered_touchdown',
  'fumbles_lost',
  'interception_return_touchdown',
  'fumble_return_touchdown',
  'blocked_return_touchdown',
  'two_point_return',
  'one_point_safety',
] as const;
export type ScoringRuleField = (typeof SCORING_RULE_FIELDS)[number];

/** Wizard defaults for both roster rule sets (rules §9): every rule a number, none missing. */
export const DEFAULT_ROSTER_RULES = {
  quarterback_count: 1,
  running_back_count: 2,
  wide_receiver_count: 2,
  tight_end_count: 1,
  wide_receiver_tight_end_count: 0,
  flex_count: 1,
  bench_count: 6,
  ir_count: 2,
  max_roster_size: 13,
  max_qb_count: 4,
  max_rb_count: 8,
  max_wr_count: 8,
  max_te_count: 4,
  beginning_faab: 100,
} satisfies Omit<RosterRules, 'roster_type_id' | 'id' | 'league_id'>;

/** Scoring defaults (rules §9). */
export const DEFAULT_SCORING_RULES: Record<ScoringRuleField, number> = {
  passing_yards: 0.04,
  passing_touchdowns: 4,
  interceptions_thrown: -2,
  two_point_pass: 1,
  passing_300_399: 5,
  passing_400_plus: 10,
  rushing_yards: 0.1,
  rushing_touchdowns: 6,
  two_point_rush: 2,
  rushing_100_199: 5,
  rushing_200_plus: 10,
  receiving_yards: 0.1,
  receptions: 1,
  receiving_touchdowns: 6,
  two_point_reception: 2,
  receiving_100_199: 5,
  receiving_200_plus: 10,
  kickoff_return_touchdown: 6,
  punt_return_touchdown: 6,
  fumble_recovered_touchdown: 6,
  fumbles_lost: -2,
  interception_return_touchdown: 6,
  fumble_return_touchdown: 6,
  blocked_return_touchdown: 6,
  two_point_return: 2,
  one_point_safety: 2,
};

/** Scoring fields measured per yard: their inputs step by 0.01, the others by 1. */
export const YARD_SCORING_FIELDS = ['passing_yards', 'rushing_yards', 'receiving_yards'] as const;

export const DEFAULT_WAIVER_RULES: Omit<WaiverRules, 'id' | 'league_id'> = {
  waivers_length: 2,
  waiver_day: 'Wednesday',
};

/** Bonus tiers: weekly yards (rules §5) and season yards (rules §9). */
export const WEEKLY_BONUS_TIERS = {
  passing: { low: 300, high: 400 },
  rushing: { low: 100, high: 200 },
  receiving: { low: 100, high: 200 },
} as const;
export const SEASON_BONUS_TIERS = {
  passing: { low: 3000, high: 4000 },
  rushing: { low: 1000, high: 2000 },
  receiving: { low: 1000, high: 2000 },
} as const;

/** The lineup-lock refusal (rules §4.14). */
export const LOCKED_PLAYER_MESSAGE = 'Player is locked: their game has started.';

/** The api a shell or a remote's own page talks to when /config.json is missing: a local `pnpm start`'s. */
export const DEFAULT_API_BASE_URL = 'http://localhost:4000';
