import { sql, type Kysely } from 'kysely';

/**
 * Runs a script of DDL statements one by one. PGlite's extended protocol (and pg's, once a query
 * has parameters) refuses several commands in one query, so a migration script is split at each
 * `;` that ends a line. Scripts passed here hold no `;` inside literals.
 */
export async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  const statements = script
    .split(/;\s*\n/)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
