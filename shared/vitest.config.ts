import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Component tests wait for what a member sees; on a loaded machine that takes seconds.
    testTimeout: 30_000,
    // Component tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
  },
});
