import { healthAnswerSchema } from '@fangtasy/shared/contract';
import { MESSAGES } from '@fangtasy/shared/domain';
import { sql } from 'kysely';
import type { App } from '../app';
import { serviceUnavailable } from '../errors';
import { sourceStates } from '../stats-sources/stats-source';

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
          "Liveness and database check: 200 when the database answers, 503 when it cannot be reached; the stats sources' last polls",
        response: { 200: healthAnswerSchema },
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
      const iso = (instant: Date | null) => (instant ? new Date(instant).toISOString() : null);
      const sources = (await sourceStates(app.ctx.db)).map((source) => ({
        ...source,
        last_success_at: iso(source.last_success_at),
        last_change_at: iso(source.last_change_at),
        last_error_at: iso(source.last_error_at),
        next_attempt_at: new Date(source.next_attempt_at).toISOString(),
      }));
      return { status: 'success' as const, now: app.ctx.clock.now().toISOString(), sources };
    },
  );
}
