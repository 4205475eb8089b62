import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { API_DIR } from './api-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throw-away PostgreSQL server of the process suite (an admin URL). */
    postgresUrl: string;
  }
}

interface TempPostgres {
  url: string;
  stop(): void;
}

/**
 * The process suite's own PostgreSQL server (scripts/lib/postgres.mjs: a free port, removed
 * afterwards); each test makes its own databases on it.
 */
export default async function startPostgresServer(project: TestProject) {
  const lib = pathToFileURL(join(API_DIR, '..', 'scripts', 'lib', 'postgres.mjs')).href;
  const { startTempPostgres } = (await import(lib)) as {
    startTempPostgres(): Promise<TempPostgres>;
  };
  const server = await startTempPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
