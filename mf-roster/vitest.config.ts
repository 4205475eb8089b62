import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Component tests wait for what a member sees; on a loaded machine that takes seconds.
    testTimeout: 30_000,
    setupFiles: ['../shared/src/testing/setup.ts'],
  },
});
