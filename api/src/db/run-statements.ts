import { sql, type Kysely } from 'kysely';

/**
 * Splits a script of DDL statements at each `;` that ends a line, keeping `$$`-quoted function
 * bodies whole. Scripts passed here hold no `;` at a line's end inside other literals.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  script.split('$$').forEach((part, index) => {
    // Odd parts lie between a pair of $$: a function body, never split.
    if (index % 2 === 1) {
      current += `$$${part}$$`;
      return;
    }
    const [first = '', ...rest] = part.split(/;\s*\n/);
    current += first;
    for (const piece of rest) {
      statements.push(current);
      current = piece;
    }
  });
  statements.push(current);
  return statements
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
}

/**
 * Runs a script of DDL statements one by one. PGlite's extended protocol (and pg's, once a query
 * has parameters) refuses several commands in one query.
 */
export async function runStatements(db: Kysely<unknown>, script: string): Promise<void> {
  for (const statement of splitStatements(script)) {
    await sql.raw(statement).execute(db);
  }
}
