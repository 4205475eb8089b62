import { REGULAR_SEASON_WEEKS } from './constants';

/**
 * How an accepted trade is reviewed before it executes (docs/decisions/018-trades.md): at once,
 * by the commissioner, or by a league vote that a number of vetoes stops.
 */
export const TRADE_REVIEW_MODES = ['none', 'commissioner', 'league_vote'] as const;
export type TradeReviewMode = (typeof TRADE_REVIEW_MODES)[number];

/** Where a trade offer stands. */
export const TRADE_STATUSES = [
  'pending',
  'in_review',
  'executed',
  'declined',
  'withdrawn',
  'countered',
  'expired',
  'vetoed',
  'failed',
] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

/** The statuses an offer can still leave: waiting for its answer, or under review. */
export const OPEN_TRADE_STATUSES: readonly TradeStatus[] = ['pending', 'in_review'];

/** What a player named in an offer does when it executes: goes to the other team, or is dropped. */
export const TRADE_PLAYER_ACTIONS = ['send', 'drop'] as const;
export type TradePlayerAction = (typeof TRADE_PLAYER_ACTIONS)[number];

/**
 * A new league's trade settings (ESPN's defaults for a ten-team league): two days for the other
 * team to answer, then two days in which four vetoes of the eight other members stop the trade;
 * no trades after the regular season's last week.
 */
export const DEFAULT_TRADE_RULES = {
  review_mode: 'league_vote' as TradeReviewMode,
  review_hours: 48,
  veto_votes: 4,
  offer_expiry_hours: 48,
  trade_deadline_week: REGULAR_SEASON_WEEKS,
};

/** The review modes in the words the settings show. */
export const TRADE_REVIEW_MODE_LABELS: Record<TradeReviewMode, string> = {
  none: 'None: trades execute when accepted',
  commissioner: 'Commissioner approval',
  league_vote: 'League vote (vetoes stop a trade)',
};
