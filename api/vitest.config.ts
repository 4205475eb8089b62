import { defineConfig } from 'vitest/config';

/**
 * Files whose tests never touch the test database (pure rules, lints, a PGlite folder's lock,
 * processes of their own on an in-memory database): they answer the same on either backend, so
 * they run once, on the PGlite pass, and the PostgreSQL pass (TEST_DATABASE_URL) leaves them out.
 */
export const BACKEND_FREE = [
  'src/auth/password-gate.test.ts',
  'src/clock.test.ts',
  'src/db/data-dir-lock.test.ts',
  'src/http/descriptor-limit.test.ts',
  'src/live/live-matchups-turns.test.ts',
  'src/stats-sources/espn/espn-responses.test.ts',
  'test/import-bombs.test.ts',
  'test/one-home-lint.test.ts',
  'test/scheduler.test.ts',
  'test/waiver-engine-times.test.ts',
];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Real processes, killed and restarted: their own suite, run once (vitest.process.config.ts).
    exclude: ['test/process/**', '**/node_modules/**', ...(onPostgres ? BACKEND_FREE : [])],
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
