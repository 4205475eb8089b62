import type { Transaction } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';

/**
 * A view of an open transaction on which `transaction()` joins it instead of failing (Kysely
 * refuses nested transactions). It lets the demo seed call the league services — each of which
 * opens its own transaction — and still commit or roll back everything as one.
 */
function joinedTransaction(trx: Transaction<Database>): Db {
  const joined: Db = new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction') {
        return () => {
          const builder = {
            setIsolationLevel: () => builder,
            setAccessMode: () => builder,
            execute: <T>(work: (inner: Db) => Promise<T>) => work(joined),
          };
          return builder;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      // Kysely keeps its state in private fields: methods must run on the real transaction.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as unknown as Db;
  return joined;
}

/** Runs `work` in one transaction, service calls that open their own included. */
export function inOneTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute((trx) => work(joinedTransaction(trx)));
}
