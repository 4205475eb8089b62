import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Every remote's vitest.config.ts: its component tests in jsdom, with the shared setup file. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Files share their worker's modules and environment instead of starting afresh (half the
    // suite's time and CPU): the shared setup empties the DOM, storage, the query cache and the
    // fake api after each test, and no module keeps state a later file could trip on.
    isolate: false,
    // Component tests wait for what a member sees; on a loaded machine that takes seconds.
    testTimeout: 30_000,
    setupFiles: [fileURLToPath(new URL('./setup.ts', import.meta.url))],
    // What the remote's build defines: its name scopes the exposed pages (ExposedRoot). Vitest
    // runs in the remote's folder, which bears its name.
    env: { FANGTASY_REMOTE_NAME: basename(process.cwd()) },
  },
});
