import type { Db } from '../db/connect';

/** The benchmark's cheapest database round trip: one indexed select by primary key. */
export async function oneSelectBaseline(db: Db, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return user ?? null;
}
