import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
// By path: this config is loaded by Node before any TypeScript of the workspace is compiled.
import { readWorkspaceVersions, sharedSingletons } from '../shared/src/federation/index';

const packageDir = fileURLToPath(new URL('.', import.meta.url));
/**
 * Test files that mock a module other files load for real (the remote pages' table, the
 * federation runtime under the remote route): they need a module graph of their own (`projects`).
 */
const ISOLATED = [
  'src/signed-in/remote-routes.test.tsx',
  'src/remotes/remote-route.test.tsx',
  'src/remotes/load-remote-page.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    // Component tests wait for what a member sees; on a loaded machine that takes seconds.
    testTimeout: 30_000,
    // Component tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
    setupFiles: ['../shared/src/testing/setup.ts'],
    // What the build compiles in for the federation host (hostConfig).
    env: { FANGTASY_SHARED: JSON.stringify(sharedSingletons(readWorkspaceVersions(packageDir))) },
    // Files share their worker's modules instead of starting afresh (a third of the suite's
    // time): the shared setup empties the DOM, storage, the query cache and the fake api after
    // each test. A file that mocks a module other files have already loaded (ISOLATED) runs
    // in a module graph of its own.
    projects: [
      {
        extends: true,
        test: {
          name: 'shell',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ISOLATED,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'shell-isolated', include: ISOLATED } },
    ],
  },
});
