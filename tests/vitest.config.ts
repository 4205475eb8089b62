import { defineConfig } from 'vitest/config';

// Browser and federation tests against the production build, in lanes (support/ports.ts): one
// worker per lane, each with its own api and ports, so files of different lanes run side by
// side and the files of one lane one after another. A browser journey gets minutes, not seconds.
/** As support/ports.ts reads it (this file is loaded before TypeScript workspace imports work). */
const BROWSER_LANES = Math.max(1, Number(process.env.BROWSER_LANES ?? 2));

export default defineConfig({
  test: {
    include: ['federation/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: BROWSER_LANES,
    fileParallelism: BROWSER_LANES > 1,
    // Minutes, not seconds: on a loaded machine a journey of many pages took over two (the
    // accessibility suite's member journey, 25 s on a quiet one).
    testTimeout: 300_000,
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
  },
});
