import { MESSAGES } from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { serviceUnavailable } from '../errors';

/** How long /health waits for the database: a monitor wants its answer promptly. */
const HEALTH_DB_TIMEOUT_MS = 3_000;

/** GET /health's database check: one round trip, or 503 when it cannot be made in time. */
export async function requireDatabaseAnswer(db: Db): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(serviceUnavailable(MESSAGES.databaseUnavailable)),
      HEALTH_DB_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([sql`select 1`.execute(db), tooSlow]);
  } finally {
    clearTimeout(timer);
  }
}
