import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { MESSAGES } from '@fangtasy/shared/domain';
import type { ApiConfig } from '../config';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import { forbidden } from '../errors';
import { findUserById } from './accounts';

// League-creation rights (rules §6.7: the accounts of LEAGUE_CREATOR_EMAIL) need proof that the
// account is the operator's: a one-time set-up token the server prints at start while a
// configured e-mail has no proved account, entered when that e-mail registers (or, for an account
// made before, through POST /users/claimLeagueCreator). Registering the e-mail first is no
// longer enough (docs/decisions/009).

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const isConfiguredCreator = (config: ApiConfig, email: string) =>
  config.leagueCreatorEmails.includes(email.toLowerCase());

/** Whether an account may create leagues: its e-mail is configured and it proved it is the owner. */
export async function canCreateLeagues(db: Db, config: ApiConfig, user: UserRow): Promise<boolean> {
  if (!isConfiguredCreator(config, user.email_address)) return false;
  const proved = await db
    .selectFrom('league_creators')
    .select('user_id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return proved !== undefined;
}

/** The configured creator e-mails that no proved account holds yet. */
async function unprovedCreatorEmails(db: Db, config: ApiConfig): Promise<string[]> {
  if (config.leagueCreatorEmails.length === 0) return [];
  const proved = await db
    .selectFrom('league_creators as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(sql<string>`lower(u.email_address)`.as('email'))
    .execute();
  const provedEmails = new Set(proved.map((row) => row.email));
  return config.leagueCreatorEmails.filter((email) => !provedEmails.has(email));
}

/**
 * At start: while a configured creator e-mail has no proved account, a new one-time set-up token
 * (only its hash is stored), for the operator to read in the log. Null when every configured
 * e-mail is proved. Each start issues its own; any one proves one account, once.
 */
export async function issueSetupToken(db: Db, config: ApiConfig): Promise<string | null> {
  if ((await unprovedCreatorEmails(db, config)).length === 0) return null;
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('setup_tokens')
    .values({ token_hash: hashToken(token) })
    .execute();
  return token;
}

/**
 * Spends a set-up token on an account of a configured creator e-mail, inside the caller's
 * transaction: the account may create leagues from now on. Refused (403) for another e-mail, or
 * a token that is unknown or already spent.
 */
export async function proveLeagueCreator(
  trx: Db,
  config: ApiConfig,
  user: { id: number; email_address: string },
  token: string | undefined,
): Promise<void> {
  if (!isConfiguredCreator(config, user.email_address)) throw forbidden(MESSAGES.onlyLeagueCreator);
  const spent = token
    ? await trx
        .deleteFrom('setup_tokens')
        .where('token_hash', '=', hashToken(token))
        .returning('token_hash')
        .executeTakeFirst()
    : undefined;
  if (!spent) throw forbidden(MESSAGES.setupTokenNeeded);
  await trx
    .insertInto('league_creators')
    .values({ user_id: user.id })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  if ((await unprovedCreatorEmails(trx, config)).length === 0)
    await trx.deleteFrom('setup_tokens').execute();
}

/** Whether registering this e-mail needs the set-up token (it is a configured creator e-mail). */
export const registrationNeedsSetupToken = (config: ApiConfig, email: string): boolean =>
  isConfiguredCreator(config, email);

/** The demo seed's commissioner may create leagues from the start (`pnpm start` needs no token). */
export async function grantLeagueCreator(trx: Db, userId: number): Promise<void> {
  await trx
    .insertInto('league_creators')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Whether the signed-in user may create leagues (POST /leagues/create's access). */
export async function mayCreateLeagues(
  db: Db,
  config: ApiConfig,
  userId: number,
): Promise<boolean> {
  const user = await findUserById(db, userId);
  return user !== null && (await canCreateLeagues(db, config, user));
}

/** POST /users/claimLeagueCreator: the set-up token spent for the account, in one transaction. */
export async function claimLeagueCreator(
  db: Db,
  config: ApiConfig,
  user: { id: number; email_address: string },
  token: string,
): Promise<void> {
  await db.transaction().execute((trx) => proveLeagueCreator(trx, config, user, token));
}
