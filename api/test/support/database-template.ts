/**
 * Vitest global setup: one migrated database made once per run, that every test file starts
 * from instead of running the migrations again (seconds per file on a busy 2-core machine).
 * On PGlite it is a dump of a migrated data folder; on PostgreSQL a template database that
 * `CREATE DATABASE … TEMPLATE` copies.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase, openPglite } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { adminQuery, databaseUrlOn } from './fresh-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data-folder dump (tar) of a migrated database, or '' on PostgreSQL. */
    pgliteTemplate: string;
    /** The migrated template database's name on TEST_DATABASE_URL's server, or ''. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `ff_template_${process.pid}_${randomBytes(3).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const db = connectDatabase({ databaseUrl: databaseUrlOn(adminUrl, name), poolSize: 1 });
    await migrateToLatest(db);
    await db.destroy();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'ff-pglite-template-'));
  const file = join(folder, 'migrated.tar');
  const { db, pglite } = openPglite({ dataDir: 'memory://' });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(folder, { recursive: true, force: true });
}
