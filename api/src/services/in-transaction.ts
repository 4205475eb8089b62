import type { Db } from '../db/connect';

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one (the demo
 * seeder builds a whole league inside its own transaction, and Kysely cannot nest them).
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
