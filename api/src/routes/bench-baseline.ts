import type { App } from '../app';
import { declared } from './declared';
import { oneSelectBaseline } from '../services/bench-baseline';

/**
 * Baselines for the throughput benchmark, registered only with BENCH_BASELINE_ROUTES=1: the
 * cheapest possible database round trip (one indexed select by primary key) in the same process,
 * plugins and serializer as the real routes, so `pnpm bench` can put them side by side.
 */
export async function benchBaselineRoutes(app: App): Promise<void> {
  app.route({
    ...declared('GET /__bench__/one-select/:id'),
    config: { access: 'public' },
    handler: async (request) => oneSelectBaseline(app.ctx.db, request.params.id),
  });
}
