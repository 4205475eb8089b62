import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startApi } from '../../scripts/lib/product.mjs';
import { CURRENT_LANE, TEST_NOW, testOriginsOf, testPortsOf } from './ports';

export interface DemoApi {
  url: string;
  stop(): Promise<void>;
}

/**
 * The database folder `pnpm start` leaves on the demo clock: an api started once on an empty
 * folder with the demo seeded (seeding is most of a start's work), then stopped. Each demo api
 * of the run starts on a copy of it (`startDemoApi`); `remove()` deletes it.
 */
export async function seedDemoFolder({
  port = testPortsOf(0).freshApi,
  log = () => undefined,
}: { port?: number; log?: (line: string) => void } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'fangtasy-tests-demo-'));
  const api = await startApi({ port, env: demoApiEnv(dir, 0), log });
  await api.stop();
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** What a demo api runs with: its folder, the demo seeded on the test clock, lenient limits. */
function demoApiEnv(dataDir: string, lane: number): Record<string, string> {
  return {
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
  };
}

/** The seeded demo folder the global setup made, in a test file's worker ('' when none). */
const runDemoFolder = (): string => {
  try {
    return inject('demoFolder') ?? '';
  } catch {
    return ''; // outside a test file's worker (the global setup passes its folder itself)
  }
};

/**
 * An api with the demo seeded on the demo clock, that nobody has used yet — the product exactly
 * as `pnpm start` leaves it. Each lane's shared api is one (its ports' `api`, started by the
 * global setup); a file that must read the product before anyone used it starts its own
 * (`fresh: true`, on its lane's `freshApi` port). It starts on a copy of the run's seeded folder
 * (`from`, by default the one the global setup made); `from: null` seeds a new folder instead,
 * as a first `pnpm start` does (the fresh-start journey's point).
 */
export async function startDemoApi({
  fresh = false,
  lane = CURRENT_LANE,
  env = {},
  log = () => undefined,
  from = runDemoFolder() || null,
}: {
  fresh?: boolean;
  /** The lane whose ports and origins it serves: the caller's own unless the global setup says. */
  lane?: number;
  env?: Record<string, string>;
  log?: (line: string) => void;
  /** A seeded demo folder to start on a copy of (seedDemoFolder), or null to seed a new one. */
  from?: string | null;
} = {}): Promise<DemoApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fangtasy-tests-db-'));
  if (from) cpSync(from, dataDir, { recursive: true });
  const ports = testPortsOf(lane);
  const api = await startApi({
    port: fresh ? ports.freshApi : ports.api,
    env: { ...demoApiEnv(dataDir, lane), ...env },
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
