import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { connectDatabase, type Db } from '../../../src/db/connect';
import { freshDatabase } from '../../support/fresh-database';
import type { ApiProcessEnv } from './api-process';

/** A database the processes under test run on, which the test can also open itself. */
export interface Backend {
  kind: 'PGlite' | 'PostgreSQL';
  /** What the api and the importer are told: DATA_DIR, or DATABASE_URL. */
  env: ApiProcessEnv;
  /** Opens it from the test. PGlite's folder only while no process of ours has it open. */
  open(): Db;
  dispose(): Promise<void>;
}

export type BackendKind = Backend['kind'];

/** A PGlite data folder of its own, or a fresh database on the suite's PostgreSQL server. */
export async function newBackend(kind: BackendKind): Promise<Backend> {
  if (kind === 'PGlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'ff-pglite-'));
    return {
      kind,
      // Blank, so a DATABASE_URL in the test's own environment cannot send the api elsewhere.
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => connectDatabase({ dataDir }),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await freshDatabase(inject('postgresUrl'));
  return {
    kind,
    env: { DATABASE_URL: database.url },
    open: () => connectDatabase({ databaseUrl: database.url, poolSize: 2 }),
    dispose: () => database.drop(),
  };
}

/**
 * A database for an uninterrupted twin, used from the test alone and opened once: PGlite in
 * memory, or a fresh database on the suite's PostgreSQL server.
 */
export async function twinBackend(kind: BackendKind): Promise<Backend> {
  if (kind === 'PostgreSQL') return newBackend(kind);
  return {
    kind,
    env: {},
    open: () => connectDatabase({ dataDir: 'memory://' }),
    dispose: async () => {},
  };
}

/** Runs `work` on the backend opened from the test, and closes it again. */
export async function withDatabase<T>(backend: Backend, work: (db: Db) => Promise<T>): Promise<T> {
  const db = backend.open();
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/**
 * The api processes and backends a test starts, kept to be killed and removed after it whatever
 * its outcome: `cleanUp` is the file's afterEach.
 */
export function startedByTests() {
  const processes: { kill(): Promise<void> }[] = [];
  const backends: Backend[] = [];
  return {
    processes,
    backends,
    async cleanUp(): Promise<void> {
      for (const api of processes.splice(0)) await api.kill();
      for (const backend of backends.splice(0)) await backend.dispose();
    },
  };
}
