import { hash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { PREPARED, type Db } from '../db/connect';

export const SESSION_COOKIE = 'ff_session';

/** Every request with a session hashes its token: one call, no hash object (node's one-shot). */
export const hashToken = (token: string) => hash('sha256', token, 'hex');

/** Opens a server session; only the token's hash is stored, so a database leak opens no session. */
export async function openSession(
  db: Db,
  userId: number,
  now: Date,
  ttlDays: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlDays * 86_400_000);
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt })
    .execute();
  return token;
}

/** The user id a live session token belongs to, or null. Expiry uses real time, not the league clock. */
export async function userIdForSession(db: Db, token: string): Promise<number | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['user_id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= Date.now()) return null;
  return row.user_id;
}

/** A live session's user and the read versions of a league and of the NFL data, in one query. */
export interface SessionWithReadVersions {
  userId: number;
  leagueVersion: number;
  nflVersion: number;
}

/**
 * The session check of a cached read (see read-cache/): the caller and the versions its answer
 * depends on, in the one round trip the session check makes anyway. Null when the session is
 * unknown or expired.
 */
export async function sessionWithReadVersions(
  db: Db,
  token: string,
  leagueId: number,
): Promise<SessionWithReadVersions | null> {
  // Every cached read runs this: planned once per connection (db/connect.ts PREPARED).
  const { rows } = await sql<{
    user_id: number;
    expires_at: Date;
    league_version: number;
    nfl_version: number;
  }>`${PREPARED}
    select s.user_id, s.expires_at,
      coalesce((select version from read_versions where scope = ${`league:${leagueId}`}), 0)
        as league_version,
      coalesce((select version from read_versions where scope = 'nfl'), 0) as nfl_version
    from sessions s
    where s.token_hash = ${hashToken(token)}`.execute(db);
  const row = rows[0];
  if (!row || new Date(row.expires_at).getTime() <= Date.now()) return null;
  return {
    userId: row.user_id,
    leagueVersion: Number(row.league_version),
    nflVersion: Number(row.nfl_version),
  };
}

/** Deletes every session past its expiry (real time, like the check above): the scheduler's housekeeping. */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', new Date()).execute();
}

export async function closeSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Of the given session hashes, those still open (not logged out, not expired): one query per 1,000. */
export async function openSessionHashes(db: Db, hashes: readonly string[]): Promise<Set<string>> {
  const open = new Set<string>();
  for (let i = 0; i < hashes.length; i += 1_000) {
    const rows = await db
      .selectFrom('sessions')
      .select('token_hash')
      .where('token_hash', 'in', hashes.slice(i, i + 1_000))
      .where('expires_at', '>', new Date())
      .execute();
    for (const row of rows) open.add(row.token_hash);
  }
  return open;
}
