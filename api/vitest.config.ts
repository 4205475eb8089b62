import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Real processes, killed and restarted: their own suite, run once (vitest.process.config.ts).
    exclude: ['test/process/**', '**/node_modules/**'],
    // One migrated database per run; each file's databases start as copies of it.
    globalSetup: ['test/support/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // Files share their worker's modules instead of importing the api afresh each time (about a
    // third of the suite's time on two cores): every file builds its own app and databases
    // (createTestApp), and the api keeps no state in modules that a file could leave behind.
    isolate: false,
  },
});
