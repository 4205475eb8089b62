/** Usernames: 3-50 letters, digits or underscores (rules §5 and §9; the users table checks the same). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,50}$/;

/** First and last names: 1-50 letters, spaces or hyphens; any alphabet's letters count. */
export const PERSON_NAME_PATTERN = /^[\p{L} -]{1,50}$/u;

/** An ordinary address shape, name@domain.tld (rules §5.2 reading of {email}). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A stored roster slot: a numbered slot code or plain BENCH (rules §3; the schema checks the same). */
export const SLOT_CODE_PATTERN = /^(?:(?:QB|RB|WR|TE|WRT|FLEX|IR)[1-9][0-9]*|BENCH)$/;

/**
 * What a team name may not carry: C0 and C1 control characters, and the bidirectional embedding,
 * override and isolate characters (U+202A–U+202E, U+2066–U+2069), which would make a name shown
 * beside others read as something else. The league_members table checks the same (migration 018).
 */
export const TEAM_NAME_FORBIDDEN_PATTERN =
  // eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
  /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
