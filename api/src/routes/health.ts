import type { App } from '../app';
import { declared } from './declared';
import { requireDatabaseAnswer } from '../services/database-health';
import { sourceStates } from '../stats-sources/stats-source';

export async function healthRoutes(app: App): Promise<void> {
  app.route({
    ...declared('GET /health'),
    config: { access: 'public' },
    handler: async () => {
      await requireDatabaseAnswer(app.ctx.db);
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
  });
}
