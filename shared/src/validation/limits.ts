/** The longest e-mail address the users table stores. */
export const EMAIL_MAX_LENGTH = 254;
/** The longest league name the leagues table stores. */
export const LEAGUE_NAME_MAX = 100;
/** More player ids than any matchup or page needs: caps one scoring request. */
export const SCORE_REQUEST_MAX_PLAYERS = 500;

/** The largest record id (PostgreSQL's int): a larger one names nothing. */
export const ID_MAX = 2_147_483_647;
