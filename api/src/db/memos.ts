import type { KyselyPlugin } from 'kysely';
import type { Db } from './connect';

/** Changes nothing: withPlugin's way to a second handle on the same connections. */
const passThrough: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => args.result,
};

const memoFree = new WeakSet<Db>();

/**
 * A handle on the same database whose reads skip every in-process memo (the season points): what
 * READ_CACHE_MB=0 serves with, and the reference side of the differential tests, which must read
 * the same rows as the memoizing app beside it.
 */
export function withoutMemos(db: Db): Db {
  const twin = db.withPlugin(passThrough);
  memoFree.add(twin);
  return twin;
}

/** Whether a read through `db` may use an in-process memo (never inside a transaction). */
export const mayMemoize = (db: Db): boolean => !db.isTransaction && !memoFree.has(db);

/** A memo's store, one per database handle, made on first use and gone with the handle. */
export function perDatabase<T>(create: () => T): (db: Db) => T {
  const stores = new WeakMap<Db, T>();
  return (db) => {
    let store = stores.get(db);
    if (store === undefined) {
      store = create();
      stores.set(db, store);
    }
    return store;
  };
}
