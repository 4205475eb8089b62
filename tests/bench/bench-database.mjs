// The benchmarks that need a database at scale (the engines, kickoff load) run on a throw-away
// PostgreSQL server with the api's schema, and drive it with the api's own TypeScript modules.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startTempPostgres } from '../../scripts/lib/postgres.mjs';
import { importTypeScript, ROOT } from '../../scripts/lib/product.mjs';

/** One of the api's modules, by its path under api/src (one module graph for every call). */
export const apiModule = (path) => importTypeScript(join(ROOT, 'api', 'src', path));

/** A module of @fangtasy/shared, by its path under shared/src. */
export const sharedModule = (path) => importTypeScript(join(ROOT, 'shared', 'src', path));

/** Kysely's `sql` tag from the api's own copy of Kysely. */
export async function kyselySql() {
  const require = createRequire(join(ROOT, 'api', 'package.json'));
  const { sql } = await import(pathToFileURL(require.resolve('kysely')).href);
  return sql;
}

/**
 * Runs `work(db, { url, sql })` on a migrated throw-away PostgreSQL server and removes the
 * server afterwards, also when the run is interrupted.
 */
export async function withBenchDatabase(work, { poolSize = 10 } = {}) {
  const { connectDatabase } = await apiModule('db/connect.ts');
  const { migrateToLatest } = await apiModule('db/migrate.ts');
  const sql = await kyselySql();
  const server = await startTempPostgres();
  const interrupted = () => {
    server.stop();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  const db = connectDatabase({ databaseUrl: server.url, poolSize });
  try {
    await migrateToLatest(db);
    return await work(db, { url: server.url, sql });
  } finally {
    process.off('SIGINT', interrupted);
    await db.destroy();
    server.stop();
  }
}

/**
 * Bulk-loads `table` with `statement` the way a restore does: in one transaction, its secondary
 * indexes and its unique and exclusion constraints are dropped, the rows written with triggers
 * (foreign-key checks among them) off, then each index and constraint is rebuilt from its own
 * catalog definition — the rebuild checks every row. Several times faster than keeping six
 * btrees and three foreign keys checked row by row for millions of rows; `statement` builds its
 * rows from existing ids.
 */
export async function loadWithoutIndexes(db, sql, table, statement) {
  await db.transaction().execute(async (trx) => {
    const constraints = (
      await sql`
        select conname as name, pg_get_constraintdef(oid) as definition
        from pg_constraint
        where conrelid = ${table}::regclass and contype in ('u', 'x')`.execute(trx)
    ).rows;
    const indexes = (
      await sql`
        select i.relname as name, pg_get_indexdef(i.oid) as definition
        from pg_index x join pg_class i on i.oid = x.indexrelid
        where x.indrelid = ${table}::regclass and not x.indisprimary
          and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`.execute(trx)
    ).rows;
    for (const { name } of constraints)
      await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(name)}`.execute(trx);
    for (const { name } of indexes) await sql`drop index ${sql.ref(name)}`.execute(trx);
    await sql`set local session_replication_role = replica`.execute(trx);
    await statement.execute(trx);
    await sql`set local session_replication_role = origin`.execute(trx);
    await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
    for (const { definition } of indexes) await sql.raw(definition).execute(trx);
    for (const { name, definition } of constraints)
      await sql`alter table ${sql.table(table)} add constraint ${sql.ref(name)} ${sql.raw(definition)}`.execute(
        trx,
      );
  });
}

/**
 * A record of defaults (say DEFAULT_ROSTER_RULES) as an INSERT's column list and matching
 * literal values; `overrides` puts an SQL expression in place of some values.
 */
export function columnsAndValues(sql, record, overrides = {}) {
  const fields = Object.keys(record);
  return {
    columns: sql.join(fields.map((field) => sql.ref(field))),
    values: sql.join(fields.map((field) => overrides[field] ?? sql.lit(record[field]))),
  };
}

/** Seconds since `start` (a performance.now() reading), to two decimals. */
export const secondsSince = (start) => Math.round((performance.now() - start) / 10) / 100;
