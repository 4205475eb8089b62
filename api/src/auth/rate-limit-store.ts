import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connect';

/** A window's count: requests so far and milliseconds until it resets. */
export interface RateLimitHit {
  current: number;
  ttl: number;
}

/**
 * Counts one more request under `key` in the window that holds it, in one statement: a new key
 * or an ended window starts again at 1. The database's clock decides when windows end, so every
 * api process counts alike and shares one allowance.
 */
export async function countRequest(db: Db, key: string, windowMs: number): Promise<RateLimitHit> {
  const { rows } = await sql<{ hits: number; ttl_ms: number }>`
    insert into rate_limits as r (key, hits, window_ends_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when r.window_ends_at <= now() then 1 else least(r.hits + 1, 1000000000) end,
      window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at
        else r.window_ends_at end
    returning hits, ceil(extract(epoch from (window_ends_at - now())) * 1000)::int as ttl_ms`.execute(
    db,
  );
  const row = rows[0]!;
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl_ms)) };
}

type Callback = (error: Error | null, result?: RateLimitHit) => void;

/** Keys over their limit that this process remembers, refusing them without a query. */
const REMEMBERED_REFUSALS = 10_000;

/**
 * A @fastify/rate-limit store keeping its counters in the database (table rate_limits), so two
 * api processes don't each grant the whole allowance. A key found over its limit is refused from
 * memory until its window ends: a flood from one address costs no query once it is refused.
 */
export function databaseRateLimitStore(db: Db) {
  const refused = new LRUCache<string, { current: number; endsAt: number }>({
    max: REMEMBERED_REFUSALS,
  });
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const known = refused.get(key);
      if (known && known.endsAt > Date.now()) {
        callback(null, { current: known.current, ttl: known.endsAt - Date.now() });
        return;
      }
      countRequest(db, key, timeWindow).then(
        (hit) => {
          if (hit.current > max)
            refused.set(key, { current: hit.current, endsAt: Date.now() + hit.ttl });
          callback(null, hit);
        },
        (error: Error) => callback(error),
      );
    }

    child(): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}

/** Forgets every window that has ended (the scheduler's housekeeping). */
export async function purgeEndedRateLimits(db: Db): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_ends_at', '<=', sql<Date>`now()`)
    .execute();
}
