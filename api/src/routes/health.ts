import { sql } from 'kysely';
import { z } from 'zod';
import type { App } from '../app';
import { sourceStates } from '../stats-sources/stats-source';

export async function healthRoutes(app: App): Promise<void> {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({
            status: z.literal('success'),
            now: z.string(),
            /** Each stats source's last polls (docs/decisions/009-live-stats-sources.md). */
            sources: z.array(
              z.object({
                name: z.string(),
                last_success_at: z.string().nullable(),
                last_change_at: z.string().nullable(),
                last_error_at: z.string().nullable(),
                last_error: z.string().nullable(),
                /** Polls that failed in a row since the last success (the backoff doubles). */
                failures: z.number(),
                next_attempt_at: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async () => {
      await sql`select 1`.execute(app.ctx.db);
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
