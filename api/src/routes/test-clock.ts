import type { App } from '../app';
import { declared } from './declared';

/**
 * Moves the league clock — only when the api runs with ENABLE_TEST_CLOCK=1 (browser tests and
 * demos), never registered otherwise. After a move the scheduler runs at once, so due waiver
 * runs and week endings happen as they would at that instant.
 */
export async function testClockRoutes(app: App): Promise<void> {
  app.route({
    ...declared('POST /__test__/clock'),
    config: { access: 'public' },
    handler: async (request) => {
      app.ctx.clock.set(new Date(request.body.now));
      await app.ctx.afterClockMoved?.();
      return { status: 'success' as const, now: app.ctx.clock.now().toISOString() };
    },
  });
}
