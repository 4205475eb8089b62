import { z } from 'zod';
import type { App } from '../app';

/**
 * Baselines for the throughput benchmark, registered only with BENCH_BASELINE_ROUTES=1: the
 * cheapest possible database round trip (one indexed select by primary key) in the same process,
 * plugins and serializer as the real routes, so `pnpm bench` can put them side by side.
 */
export async function benchBaselineRoutes(app: App): Promise<void> {
  app.get(
    '/__bench__/one-select/:id',
    {
      config: { public: true },
      schema: {
        hide: true,
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (request) => {
      const user = await app.ctx.db
        .selectFrom('users')
        .select(['id', 'username'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      return user ?? null;
    },
  );
}
