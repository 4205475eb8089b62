import { defineConfig } from 'vitest/config';

// The process suite (`pnpm test api-process`): real api and importer processes, killed and
// restarted, on PGlite data folders and on a throw-away PostgreSQL server of its own. Three files
// run side by side (two kept the two cores only half busy: a file spends much of its time
// waiting for a process to start, die or catch up): each starts its processes on ports the system picks and its own folders and
// databases, and no file depends on the machine's speed (a kill that came after the run ended
// is tried again with more work, every wait is for a state, with minutes to spare), so a file
// sharing the cores only takes longer.
export default defineConfig({
  test: {
    include: ['test/process/**/*.test.ts'],
    globalSetup: ['test/process/support/postgres-server.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 3,
  },
});
