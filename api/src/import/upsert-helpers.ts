import { sql, type RawBuilder } from 'kysely';

/** Rows per INSERT statement: well under PostgreSQL's 65,535 bind parameters for our widest table. */
export const BATCH_SIZE = 500;

export function inBatches<T>(rows: readonly T[], size = BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < rows.length; i += size) batches.push(rows.slice(i, i + size));
  return batches;
}

/**
 * `SET column = excluded.column` for each column of an upsert. Typed `never` so it fits every
 * column's value type: `excluded.x` always has x's own type.
 */
export function setFromExcluded<C extends string>(
  columns: readonly C[],
): Record<C, RawBuilder<never>> {
  return Object.fromEntries(
    columns.map((column) => [column, sql.ref(`excluded.${column}`)]),
  ) as Record<C, RawBuilder<never>>;
}

/**
 * The upsert's update runs only when a value differs, so an unchanged re-import touches no row and
 * RETURNING names exactly the rows that were inserted or corrected.
 */
export function differsFromExcluded(
  table: string,
  columns: readonly string[],
): RawBuilder<boolean> {
  const current = sql.join(columns.map((column) => sql.ref(`${table}.${column}`)));
  const incoming = sql.join(columns.map((column) => sql.ref(`excluded.${column}`)));
  return sql<boolean>`(${current}) is distinct from (${incoming})`;
}
