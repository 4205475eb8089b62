import type { App } from '../app';
import { registerRoutes } from '../routes';
import { applyRouteAccess } from '../routes/access/access-hook';
import { benchBaselineRoutes } from '../routes/bench-baseline';
import { testClockRoutes } from '../routes/test-clock';

/**
 * Every route, each behind its declared access (checked once the session is known and the
 * request validated); the test clock and the bench's baseline only where configured.
 */
export async function addRoutes(app: App): Promise<void> {
  const { config } = app.ctx;
  applyRouteAccess(app);
  await registerRoutes(app);
  if (config.enableTestClock) await app.register(testClockRoutes);
  if (config.benchBaselineRoutes) await app.register(benchBaselineRoutes);
}
