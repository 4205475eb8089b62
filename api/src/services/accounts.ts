import { sql } from 'kysely';
import { MESSAGES, type User } from '@fangtasy/shared/domain';
import type { PasswordGate } from '../auth/password-gate';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import { PG_ERROR, conflict, pgErrorCode } from '../errors';
import { inTransaction } from './in-transaction';

/** What registration stores; the confirmation field never leaves the browser. */
export interface RegistrationBody {
  username: string;
  email_address: string;
  first_name: string;
  last_name: string;
  password: string;
}

/** What any signed-in user may read about another account: never the e-mail or the hash. */
export interface PublicProfile {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
}

export const ownProfile = (user: UserRow): User => ({
  id: user.id,
  username: user.username,
  email_address: user.email_address,
  first_name: user.first_name,
  last_name: user.last_name,
});

export const publicProfile = (user: UserRow): PublicProfile => ({
  id: user.id,
  username: user.username,
  first_name: user.first_name,
  last_name: user.last_name,
});

/**
 * Creates an account and answers its id. Usernames and e-mails are unique without regard to case
 * (the unique indexes are on lower()), so 'Alice' cannot register beside 'alice'. `alongside`
 * runs in the transaction that inserts the account (the proof of a league creator), so the
 * account exists with it or not at all; the password is hashed before, outside any transaction.
 */
export async function registerUser(
  db: Db,
  body: RegistrationBody,
  options: { gate?: PasswordGate; alongside?: (trx: Db, userId: number) => Promise<void> } = {},
): Promise<number> {
  const taken = await db
    .selectFrom('users')
    .select(['username', 'email_address'])
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(username)`, '=', body.username.toLowerCase()),
        eb(sql<string>`lower(email_address)`, '=', body.email_address.toLowerCase()),
      ]),
    )
    .execute();
  if (taken.some((user) => user.username.toLowerCase() === body.username.toLowerCase())) {
    throw conflict(MESSAGES.usernameTaken);
  }
  if (taken.length > 0) throw conflict(MESSAGES.emailTaken);

  // A registration through the api waits its turn at the password gate; the demo seed does not.
  const hashed = () => hashPassword(body.password);
  const passwordHash = await (options.gate ? options.gate.forRegistration(hashed) : hashed());
  try {
    return await inTransaction(db, async (trx) => {
      const row = await trx
        .insertInto('users')
        .values({
          username: body.username,
          email_address: body.email_address,
          first_name: body.first_name,
          last_name: body.last_name,
          password_hash: passwordHash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await options.alongside?.(trx, row.id);
      return row.id;
    });
  } catch (error) {
    // Two registrations racing past the check above: the unique index decides, and the loser
    // still gets the spec's text rather than a generic conflict.
    if (pgErrorCode(error) === PG_ERROR.uniqueViolation) {
      const constraint = (error as { constraint?: string }).constraint ?? '';
      throw conflict(constraint.includes('email') ? MESSAGES.emailTaken : MESSAGES.usernameTaken);
    }
    throw error;
  }
}

/**
 * Whether `password` opens `user` (the account the login's username found, or null). An unknown
 * username costs no hashing: every failed login is answered no sooner than a fixed delay after
 * it arrived (routes/users.ts), so the time of the answer does not tell whether the name exists.
 */
export async function passwordOpens(
  gate: PasswordGate,
  user: UserRow | null,
  password: string,
): Promise<boolean> {
  if (!user) return false;
  return gate.forLogin(() => verifyPassword(user.password_hash, password));
}

// The mock drafts' bot accounts (decision 067) are nobody's: no lookup finds them, so they can
// be neither signed in to, nor shown, nor invited.
export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('is_bot', '=', false)
    .executeTakeFirst();
  return row ?? null;
}

/** Usernames are looked up without regard to case, like the unique index that guards them. */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where('is_bot', '=', false)
    .executeTakeFirst();
  return row ?? null;
}
