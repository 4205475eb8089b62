import { MESSAGES } from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import type { App } from '../app';
import { serviceUnavailable } from '../errors';

/** How long /health waits for the database: a monitor wants its answer promptly. */
const HEALTH_DB_TIMEOUT_MS = 3_000;

export async function healthRoutes(app: App): Promise<void> {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary:
          'Liveness and database check: 200 when the database answers, 503 when it cannot be reached',
        response: { 200: z.object({ status: z.literal('success'), now: z.string() }) },
      },
    },
    async () => {
      let timer: NodeJS.Timeout | undefined;
      const tooSlow = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(serviceUnavailable(MESSAGES.databaseUnavailable)),
          HEALTH_DB_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([sql`select 1`.execute(app.ctx.db), tooSlow]);
      } finally {
        clearTimeout(timer);
      }
      return { status: 'success' as const, now: app.ctx.clock.now().toISOString() };
    },
  );
}
