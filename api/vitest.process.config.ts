import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (each about half a minute on a quiet machine: a crash scenario on a
 * PGlite folder, reopened in a new process), started first. Without the timings of a previous run
 * (a fresh clone has none) vitest starts the largest files first, and these are small, their
 * scenarios kept in support/: left to the end, one of them would run on its own.
 */
const LONGEST = [
  'playoff-seeding.test.ts',
  'waiver-run-crash.test.ts',
  'import-crash.test.ts',
  'pglite-lock.test.ts',
  'draft-crash.test.ts',
];
const longestRank = (spec: TestSpecification) => {
  const rank = LONGEST.findIndex((file) => spec.moduleId.endsWith(`/test/process/${file}`));
  return rank === -1 ? LONGEST.length : rank;
};

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array sort is stable: the rest keep vitest's order.
    return sorted.sort((a, b) => longestRank(a) - longestRank(b));
  }
}

// The process suite (`pnpm test api-process`): real api and importer processes, killed and
// restarted, on PGlite data folders and on a throw-away PostgreSQL server of its own. Four files
// run side by side (fewer kept the two cores partly idle: a file spends much of its time waiting
// for a process to start, die or catch up), and a scenario run on both backends is two files, one
// per backend, so its halves run side by side too. Each file starts its processes on ports the
// system picks and its own folders and databases, and no file depends on the machine's speed (a kill that came after the run ended
// is tried again with more work, every wait is for a state, with minutes to spare), so a file
// sharing the cores only takes longer.
export default defineConfig({
  test: {
    include: ['test/process/**/*.test.ts'],
    globalSetup: ['test/process/support/postgres-server.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 4,
    sequence: { sequencer: LongestFirst },
  },
});
