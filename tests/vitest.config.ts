import { defineConfig } from 'vitest/config';

// Browser and federation tests against the production build. They share one api and fixed
// ports, so files run one after another; a browser journey gets minutes, not seconds.
export default defineConfig({
  test: {
    include: ['federation/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
  },
});
