import { LEAGUE_SIZE } from '../domain/constants';
import type { RosterRuleField } from '../domain/rule-labels';

// The one home of every numeric limit the api accepts: the zod schemas (api routes and forms),
// the wizard inputs' min/max, the roster layout and the database's CHECK constraints read these
// numbers. A limit is league-real: generous for any league people play, small enough that no
// accepted value makes a read allocate or compute much.

/** The longest e-mail address the users table stores. */
export const EMAIL_MAX_LENGTH = 254;
/** The longest league name the leagues table stores. */
export const LEAGUE_NAME_MAX = 100;
/** More player ids than any matchup or page needs: caps one scoring request. */
export const SCORE_REQUEST_MAX_PLAYERS = 500;
/** More player ids than any page needs: caps one weekly-stats request. */
export const STATS_REQUEST_MAX_PLAYERS = 1000;

/** The largest id a table's serial column holds (PostgreSQL int). */
export const ID_MAX = 2_147_483_647;

/** The most FAAB a budget, a beginning budget or a bid may hold, in whole dollars. */
export const FAAB_MAX = 100_000;

/** The inclusive range of a number field. */
export interface NumberBounds {
  min: number;
  max: number;
}

/** Starting slots of one kind (QB, RB, WR, TE, WR/TE, Flex): leagues start 0-4 of each. */
const STARTER_COUNT: NumberBounds = { min: 0, max: 10 };
/** The largest roster: starters plus bench, IR not counted (rules §5.6). */
export const MAX_ROSTER_SIZE = 50;
const POSITION_MAXIMUM: NumberBounds = { min: 0, max: MAX_ROSTER_SIZE };

/** Every roster rule's range (rules §5 gives the minimums, these the maximums). */
export const ROSTER_RULE_BOUNDS: Readonly<Record<RosterRuleField, NumberBounds>> = {
  quarterback_count: STARTER_COUNT,
  running_back_count: STARTER_COUNT,
  wide_receiver_count: STARTER_COUNT,
  tight_end_count: STARTER_COUNT,
  wide_receiver_tight_end_count: STARTER_COUNT,
  flex_count: STARTER_COUNT,
  bench_count: { min: 0, max: 30 },
  ir_count: { min: 0, max: 10 },
  max_roster_size: { min: 1, max: MAX_ROSTER_SIZE },
  max_qb_count: POSITION_MAXIMUM,
  max_rb_count: POSITION_MAXIMUM,
  max_wr_count: POSITION_MAXIMUM,
  max_te_count: POSITION_MAXIMUM,
  beginning_faab: { min: 0, max: FAAB_MAX },
};

/** Points of one scoring rule (per yard, per touchdown, per bonus tier), either sign. */
export const SCORING_POINTS_BOUNDS: NumberBounds = { min: -500, max: 500 };

/** Days a dropped player stays on waivers. */
export const WAIVERS_LENGTH_BOUNDS: NumberBounds = { min: 0, max: 14 };

/** A claim's place in its member's list of claims. */
export const CLAIM_PRIORITY_BOUNDS: NumberBounds = { min: 1, max: 10_000 };

/** NFL seasons the product reads (a league belongs to one). */
export const SEASON_BOUNDS: NumberBounds = { min: 2000, max: 2100 };

/** The week a league's playoffs start: within weeks 10-14, which rules §13.1 keeps for them. */
export const FIRST_PLAYOFF_WEEK_BOUNDS: NumberBounds = { min: 10, max: 14 };

/** NFL weeks: 18 regular-season weeks and the playoffs fit well inside. */
export const WEEK_BOUNDS: NumberBounds = { min: 1, max: 30 };

/** The player picker's pages. */
export const SEARCH_PAGE_BOUNDS: NumberBounds = { min: 1, max: 100_000 };
export const SEARCH_PAGE_SIZE_BOUNDS: NumberBounds = { min: 1, max: 100 };

/** The hour of a day-and-hour bite deadline, US Eastern (decision 019). */
export const BITE_DEADLINE_HOUR_BOUNDS: NumberBounds = { min: 0, max: 23 };

/** Hours an accepted trade is under review, and hours an offer waits for its answer: a week at most. */
export const TRADE_REVIEW_HOURS_BOUNDS: NumberBounds = { min: 1, max: 168 };
export const TRADE_OFFER_EXPIRY_HOURS_BOUNDS: NumberBounds = { min: 1, max: 168 };

/** Vetoes that stop a trade: the two teams of a trade don't vote, so 8 of a 10-team league can. */
export const TRADE_VETO_VOTES_BOUNDS: NumberBounds = { min: 1, max: LEAGUE_SIZE - 2 };

/**
 * The last week trades are made in: any week of a season.
 * @alias
 */
export const TRADE_DEADLINE_WEEK_BOUNDS: NumberBounds = WEEK_BOUNDS;

/** Players one side of a trade may send, and may drop to make room: more than any roster trades. */
export const TRADE_PLAYERS_PER_SIDE_MAX = 10;
export const TRADE_DROPS_PER_SIDE_MAX = 10;

/** Offers one team may have waiting for an answer at once. */
export const TRADE_PENDING_OFFERS_MAX = 20;

/** Trades one list answer carries (the trade centre's history pages by the newest). */
export const TRADE_LIST_MAX = 100;
