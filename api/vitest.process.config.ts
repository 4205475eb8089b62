import { defineConfig } from 'vitest/config';

// The process suite (`pnpm test api-process`): real api and importer processes, killed and
// restarted, on PGlite data folders and on a throw-away PostgreSQL server of its own. Its files
// run one after the other: each drives processes that need the machine's cores to themselves
// more than the suite needs to finish early.
export default defineConfig({
  test: {
    include: ['test/process/**/*.test.ts'],
    globalSetup: ['test/process/support/postgres-server.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
