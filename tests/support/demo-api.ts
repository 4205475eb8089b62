import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from '../../scripts/lib/product.mjs';
import { TEST_NOW, TEST_PORTS, testOrigins } from './ports';

export interface DemoApi {
  url: string;
  stop(): Promise<void>;
}

/**
 * An api on a new, empty database with the demo seeded on the demo clock — the product exactly
 * as `pnpm start` leaves it. The run's shared api is one (port TEST_PORTS.api); a file that must
 * read the product before anyone used it starts its own (`fresh: true`, on that port + 50).
 */
export async function startDemoApi({
  fresh = false,
  env = {},
  log = () => undefined,
}: {
  fresh?: boolean;
  env?: Record<string, string>;
  log?: (line: string) => void;
} = {}): Promise<DemoApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fangtasy-tests-db-'));
  const api = await startApi({
    port: TEST_PORTS.api + (fresh ? 50 : 0),
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
      REGISTRATIONS_PER_MINUTE: '1000',
      // Every page of every journey connects from loopback: the per-address cap has its own
      // tests (api/test/connection-limits.test.ts).
      CONNECTIONS_PER_ADDRESS: '0',
      ...env,
    },
    log,
  });
  return {
    url: api.url,
    async stop() {
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
