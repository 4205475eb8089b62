import { z } from 'zod';
import { declareRoutes } from './declare';

/** Moves the league clock: registered only with ENABLE_TEST_CLOCK=1 (browser tests, demos). */
export const testClockRoutes = declareRoutes({
  'POST /__test__/clock': {
    tags: ['test'],
    summary: 'Set the league clock (ENABLE_TEST_CLOCK=1 only)',
    hide: true,
    body: z.object({ now: z.iso.datetime({ offset: true }) }),
    response: { 200: z.object({ status: z.literal('success'), now: z.string() }) },
  },
});
