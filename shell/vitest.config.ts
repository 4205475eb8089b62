import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
// By path: this config is loaded by Node before any TypeScript of the workspace is compiled.
import { readWorkspaceVersions, sharedSingletons } from '../shared/src/federation/index';

const packageDir = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Component tests wait for what a member sees; on a loaded machine that takes seconds.
    testTimeout: 30_000,
    // Component tests opt into jsdom with a `// @vitest-environment jsdom` docblock.
    setupFiles: ['../shared/src/testing/setup.ts'],
    // What the build compiles in for the federation host (hostConfig).
    env: { FANGTASY_SHARED: JSON.stringify(sharedSingletons(readWorkspaceVersions(packageDir))) },
  },
});
