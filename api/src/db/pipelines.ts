import { createHash } from 'node:crypto';
import { sql, type CompiledQuery } from 'kysely';
import type { Db } from './connect';

/**
 * Pipelines: several statements sent to PostgreSQL in one round trip (one simple query), for a
 * loop whose every step would otherwise wait on the network four times — the waiver run's
 * awards, each of which commits the one before and reads the next in the same message. Each
 * statement is planned once per connection (PREPARE, then EXECUTE with its values written as
 * literals). Only a `pg` pool runs them (connect.ts); PGlite takes its statements one by one.
 */

/** One step of a pipeline: a compiled statement, or a transaction command. */
export type PipelineStep = CompiledQuery | 'BEGIN' | 'COMMIT' | 'ROLLBACK';

export const PIPELINE_TEXT = '/* pipeline */';

/** Names already worked out, by text: a run sends the same few texts at every step. */
const names = new Map<string, string>();

/** The name a statement is prepared under on a connection: its text's digest. */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 30)}`;
    // The texts come from a few fixed shapes; the bound only guards against a caller that
    // builds its texts from values.
    if (names.size >= 1000) names.clear();
    names.set(text, name);
  }
  return name;
}

/** A value as an SQL literal for EXECUTE: only the kinds statements pass, else it throws. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('a text value holds a NUL character');
    // standard_conforming_strings is on: only the quote is special.
    return `'${value.replaceAll("'", "''")}'`;
  }
  throw new Error(`no literal for a ${typeof value}`);
}

/**
 * The simple query running `steps` on a connection that has already prepared `prepared`; the
 * names it prepares are added to `preparing`. Each statement step yields one result set.
 */
export function pipelineQuery(
  steps: readonly SerializedStep[],
  prepared: ReadonlySet<string>,
  preparing: Set<string>,
): string {
  const parts: string[] = [];
  for (const step of steps) {
    if (typeof step === 'string') {
      parts.push(step);
      continue;
    }
    const name = statementName(step.sql);
    if (!prepared.has(name) && !preparing.has(name)) {
      parts.push(`PREPARE ${name} AS ${step.sql}`);
      preparing.add(name);
    }
    parts.push(
      step.parameters.length === 0
        ? `EXECUTE ${name}`
        : `EXECUTE ${name}(${step.parameters.map(sqlLiteral).join(', ')})`,
    );
  }
  return parts.join(';\n');
}

/** A step as it travels to the client: a statement's text and values, or a command. */
export type SerializedStep = { sql: string; parameters: readonly unknown[] } | string;

/** The rows of each statement step's result, in order (commands and PREPAREs yield none). */
export function statementResults(
  steps: readonly SerializedStep[],
  results: readonly { command: string; rows: unknown[] }[],
): unknown[][] {
  return results
    .filter((result) => result.command !== 'PREPARE' && result.command !== 'BEGIN')
    .filter((result) => result.command !== 'COMMIT' && result.command !== 'ROLLBACK')
    .slice(0, steps.filter((step) => typeof step !== 'string').length)
    .map((result) => result.rows);
}

/** Pipelines on their way to a client, by the token their query text carries. */
const sent = new Map<string, readonly SerializedStep[]>();
let nextToken = 0;

/**
 * Runs the steps in one round trip; answers each statement's rows. On failure the connection
 * is left outside any transaction (the client rolls back) and the error thrown.
 */
export async function runPipeline(db: Db, steps: readonly PipelineStep[]): Promise<unknown[][]> {
  const token = String(nextToken++);
  sent.set(
    token,
    steps.map((step) =>
      typeof step === 'string' ? step : { sql: step.sql, parameters: step.parameters },
    ),
  );
  try {
    const { rows } = await sql<{ results: unknown[][] }>`${sql.raw(
      `${PIPELINE_TEXT}${token}`,
    )}`.execute(db);
    return rows[0]!.results;
  } finally {
    sent.delete(token);
  }
}

/** The steps of the pipeline a client was asked to run. */
export function parsePipeline(text: string): readonly SerializedStep[] {
  const steps = sent.get(text.slice(PIPELINE_TEXT.length));
  if (!steps) throw new Error('a pipeline was asked for that is not on its way');
  return steps;
}

/** Whether `db` runs pipelines: a pool of PostgreSQL connections, not PGlite's one. */
export const runsPipelines = (db: Db): boolean =>
  db.getExecutor().adapter.supportsMultipleConnections === true;
