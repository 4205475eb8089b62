import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Files share their worker's modules instead of starting afresh (a third of the suite's
    // time); no module keeps state a later file could trip on (the early reads' "a change was
    // sent" is kept per page load, not per module).
    isolate: false,
    // Component tests wait for what a member sees; on a loaded machine that takes seconds.
    testTimeout: 30_000,
    // Component tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
  },
});
