import { sql } from 'kysely';
import { z } from 'zod';
import type { App } from '../app';

export async function healthRoutes(app: App): Promise<void> {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('success'), now: z.string() }) },
      },
    },
    async () => {
      await sql`select 1`.execute(app.ctx.db);
      return { status: 'success' as const, now: app.ctx.clock.now().toISOString() };
    },
  );
}
