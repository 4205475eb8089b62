import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { createClock, type Clock } from '../../src/clock';
import { readConfig, type ApiConfig } from '../../src/config';
import { connectDatabase, type Db } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { freshDatabase } from './fresh-database';

export interface TestApp {
  app: App;
  db: Db;
  clock: Clock;
  config: ApiConfig;
  close(): Promise<void>;
}

/** The template database's name, when the run made one. */
const templateName = () => inject('postgresTemplate') || undefined;

let templateDump: Blob | undefined;
/** The migrated PGlite dump, read once per test file. */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  templateDump ??= new Blob([readFileSync(file)]);
  return templateDump;
}

/**
 * A real api on a real, migrated database: in-memory PGlite by default; a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL when the suite runs against PostgreSQL.
 */
export async function createTestApp(
  options: { now?: string; config?: Partial<ApiConfig> } = {},
): Promise<TestApp> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  // Every file starts from the migrated template made once per run (database-template.ts).
  const database = adminUrl ? await freshDatabase(adminUrl, templateName()) : null;
  const databaseUrl = database?.url;
  const config: ApiConfig = {
    ...readConfig({}),
    databaseUrl,
    dataDir: 'memory://',
    seedDemo: false,
    runScheduler: false,
    // Every test logs in and registers from one address, many times a minute.
    loginAttemptsPerMinute: 1000,
    loginAttemptsPerAddressPerMinute: 100_000,
    registrationsPerAddressPerHour: 100_000,
    // Every address's registrations together too: a suite builds many ten-team leagues a minute.
    registrationsPerMinute: 1_000_000,
    // Failed logins are answered at once: the delay has its own test.
    loginFailureDelayMs: 0,
    leagueCreatorEmails: ['creator@fangtasy.test'],
    // Every test connects from loopback, and some hold many streams of one member: the
    // connection and stream limits have their own tests (connection-limits.test.ts).
    connectionsPerAddress: 0,
    liveStreamsPerSession: 100,
    liveStreamsPerMember: 100,
    ...options.config,
  };
  const db = connectDatabase({
    databaseUrl,
    dataDir: 'memory://',
    poolSize: 5,
    loadDataDir: databaseUrl ? undefined : pgliteTemplate(),
  });
  await migrateToLatest(db);
  const clock = createClock(options.now ?? '2025-10-19T17:30:00Z');
  const app = await buildApp({ db, config, clock });
  await app.ready();
  return {
    app,
    db,
    clock,
    config,
    close: async () => {
      await app.close();
      await db.destroy();
      await database?.drop();
    },
  };
}
