import type { App } from '../app';
import { healthRoutes } from './health';

/**
 * The route table. Each module owns one resource of spec section 7 (or a helper call); the
 * authorization matrix test walks every route registered here.
 */
export async function registerRoutes(app: App): Promise<void> {
  await app.register(healthRoutes);
}
