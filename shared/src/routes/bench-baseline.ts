import { z } from 'zod';
import { declareRoutes } from './declare';

/**
 * Baselines for the throughput benchmark, registered only with BENCH_BASELINE_ROUTES=1: the
 * cheapest possible database round trip beside the real routes (api/src/routes/bench-baseline.ts).
 */
export const benchBaselineRoutes = declareRoutes({
  'GET /__bench__/one-select/:id': {
    tags: ['bench'],
    summary: 'One indexed select by primary key (the benchmark baseline)',
    hide: true,
    params: z.object({ id: z.coerce.number().int().positive() }),
  },
});
