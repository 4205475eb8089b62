import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Component tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
    setupFiles: ['./src/testing/setup.ts'],
  },
});
