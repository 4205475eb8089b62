import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApi } from '../../scripts/lib/product.mjs';
import { CURRENT_LANE, TEST_NOW, testOriginsOf, testPortsOf } from './ports';

export interface DemoApi {
  url: string;
  stop(): Promise<void>;
}

/**
 * An api on a new, empty database with the demo seeded on the demo clock — the product exactly
 * as `pnpm start` leaves it. Each lane's shared api is one (its ports' `api`, started by the
 * global setup); a file that must read the product before anyone used it starts its own
 * (`fresh: true`, on its lane's `freshApi` port).
 */
export async function startDemoApi({
  fresh = false,
  lane = CURRENT_LANE,
  env = {},
  log = () => undefined,
}: {
  fresh?: boolean;
  /** The lane whose ports and origins it serves: the caller's own unless the global setup says. */
  lane?: number;
  env?: Record<string, string>;
  log?: (line: string) => void;
} = {}): Promise<DemoApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fangtasy-tests-db-'));
  const ports = testPortsOf(lane);
  const api = await startApi({
    port: fresh ? ports.freshApi : ports.api,
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      FANTASY_NOW: TEST_NOW,
      CORS_ORIGINS: testOriginsOf(lane).join(','),
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
