import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildStalePackages, federatedPackages, startApi } from '../../scripts/lib/product.mjs';
import { TEST_NOW, TEST_PORTS, testOrigins } from './ports';
import './provided';

const log = (line: string) => {
  if (process.env.TEST_VERBOSE) console.log(line);
};

/**
 * Once per run: build what is stale (a fresh `pnpm build` is reused), and start the api on an
 * embedded database in a new folder with the demo league seeded and the clock fixed. Each test
 * file starts its own static servers and browser (see product.ts), which are cheap.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const { built } = await buildStalePackages(federatedPackages(), { log });
  if (built.length)
    console.log(
      `[tests] built ${built.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
    );

  const dataDir = mkdtempSync(join(tmpdir(), 'fangtasy-tests-db-'));
  const api = await startApi({
    port: TEST_PORTS.api,
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      FANTASY_NOW: TEST_NOW,
      CORS_ORIGINS: testOrigins().join(','),
      LOG_LEVEL: 'warn',
      // The journeys log in many times from one address.
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '1000',
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
      // Journeys move the league clock (a waiver day passes, more games kick off).
      ENABLE_TEST_CLOCK: '1',
    },
    log,
  });
  project.provide('apiUrl', api.url);

  return async () => {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
