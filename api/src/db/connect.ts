import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { pgliteAssets } from './pglite-assets';
import { parsePipeline, PIPELINE_TEXT, pipelineQuery, statementResults } from './pipelines';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** Type OIDs we parse the same way on both engines. */
const OID = { int8: 20, numeric: 1700, date: 1082 } as const;

export interface ConnectOptions {
  /** A PostgreSQL URL; without one the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory; 'memory://' keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for a PostgreSQL server. */
  poolSize?: number;
  /** PGlite only: start from this dump of a data folder (tests start from a migrated one). */
  loadDataDir?: Blob | undefined;
  /**
   * Limits on a PostgreSQL server that stalls (the api's; tools that run long statements, such as
   * the importer, go without): how long to wait for a connection, and for a statement — the
   * server cancels it (statement_timeout), and should the server not answer at all, the client
   * gives up a little later and drops the connection. Milliseconds; 0 or absent: no limit.
   */
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
}

/**
 * Subscribes to the read versions' notifications (migration 009): `onChange` gets each raised
 * scope ('league:<id>' or 'nfl') once its transaction has committed; `onResumed` is called after a
 * lost connection was restored (notifications may have been missed meanwhile). Resolves to the
 * unsubscribe.
 */
export type ListenForChanges = (
  onChange: (scope: string) => void,
  onResumed: () => void,
) => Promise<() => Promise<void>>;

export const CHANGE_CHANNEL = 'read_versions';
const changeListeners = new WeakMap<Db, ListenForChanges>();

/** How to listen for the changes of a database opened by connectDatabase. */
export const changeListenerOf = (db: Db): ListenForChanges | undefined => changeListeners.get(db);

const RELISTEN_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to requests): when it is lost
 * (a server restart), it is opened again every second until it is back.
 */
function pgChangeListener(connectionString: string): ListenForChanges {
  return async (onChange, onResumed) => {
    let stopped = false;
    let client: pg.Client | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = async (resumed: boolean): Promise<void> => {
      const next = new pg.Client({ connectionString, keepAlive: true });
      next.on('error', () => {});
      next.on('notification', (message) => {
        if (message.channel === CHANGE_CHANNEL && message.payload) onChange(message.payload);
      });
      next.on('end', () => {
        if (stopped || client !== next) return;
        client = null;
        retry = setTimeout(() => void reopen(), RELISTEN_MS);
      });
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      if (resumed) onResumed();
    };
    const reopen = async () => {
      try {
        await open(true);
      } catch {
        if (!stopped) retry = setTimeout(() => void reopen(), RELISTEN_MS);
      }
    };
    await open(false);
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    };
  };
}

/**
 * Marks a statement the server should plan once per connection and keep (a named prepared
 * statement on PostgreSQL): put it first in the SQL of a hot statement with a fixed text — its
 * values are parameters — whose planning costs more than its execution. PGlite ignores it.
 */
export const PREPARED = sql`/* prepared */`;
const PREPARED_TEXT = '/* prepared */';

/** The prepared statement's name: its text's digest (a connection may hold several versions). */
const preparedName = (text: string) =>
  `p_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;

/** The client's own limit, past the server's: a stalled server never cancels anything. */
const CLIENT_GRACE_MS = 5_000;

/**
 * A pg client that drops its connection when a query gets no answer in time. Left in the pool,
 * the connection would still carry the unanswered statement (and perhaps an open transaction
 * that the next request would run inside); dropped, the pool opens a fresh one and the server
 * rolls the old one back.
 */
class GuardedClient extends pg.Client {
  /** The statements this connection has prepared for pipelines (db/pipelines.ts). */
  private prepared = new Set<string>();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection lost while a request holds the client (the server stopped, or dropped below)
    // fails that request's query; pg also emits 'error', which must not end the process. The
    // pool drops the client when it comes back unqueryable.
    this.on('error', () => {});
  }

  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && text.startsWith(PIPELINE_TEXT))
      return this.runPipeline(text) as never;
    if (typeof text === 'string' && text.startsWith(PREPARED_TEXT))
      args = [{ name: preparedName(text), text, values }, ...args.slice(2)];
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise)
      result.catch((error: unknown) => {
        if ((error as Error | undefined)?.message === 'Query read timeout')
          (
            this as unknown as { connection: { stream: { destroy(): void } } }
          ).connection.stream.destroy();
      });
    return result as never;
  }

  /** Runs a pipeline's steps in one simple query, each statement prepared once per connection. */
  private async runPipeline(text: string) {
    const steps = parsePipeline(text);
    const preparing = new Set<string>();
    const run = (query: string) =>
      (super.query as (q: string) => Promise<pg.QueryResult | pg.QueryResult[]>)(query);
    try {
      const result = await run(pipelineQuery(steps, this.prepared, preparing));
      for (const name of preparing) this.prepared.add(name);
      const results = Array.isArray(result) ? result : [result];
      return {
        command: 'SELECT',
        rowCount: 1,
        rows: [{ results: statementResults(steps, results) }],
      };
    } catch (error) {
      // No transaction is left open, and the statements the server kept are learned again.
      await run('ROLLBACK').catch(() => {});
      const kept = await run(
        `select name from pg_prepared_statements where name like 's\\_%'`,
      ).catch(() => null);
      if (kept && !Array.isArray(kept))
        this.prepared = new Set(kept.rows.map((row: { name: string }) => row.name));
      throw error;
    }
  }
}

/**
 * Opens the database: a `pg` pool when a URL is given, else PGlite with its data on disk.
 * Counts (int8) and rule values (numeric) come back as numbers, dates as 'YYYY-MM-DD' text.
 */
export function connectDatabase(options: ConnectOptions): Db {
  if (options.databaseUrl) {
    const parseNumber = (value: string) => Number(value);
    const types = {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === OID.int8 || oid === OID.numeric) return parseNumber;
        if (oid === OID.date) return (value: string) => value;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    };
    const statementTimeout = options.statementTimeoutMs || undefined;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types,
      Client: GuardedClient,
      // Also how long a request waits for a free connection of the pool.
      connectionTimeoutMillis: options.connectTimeoutMs || undefined,
      statement_timeout: statementTimeout,
      query_timeout: statementTimeout && statementTimeout + CLIENT_GRACE_MS,
      // A transaction left open (its client gone) releases its locks.
      idle_in_transaction_session_timeout: statementTimeout && statementTimeout * 2,
      keepAlive: true,
    });
    // An idle client whose server connection ends (a server restart, an administrator's
    // termination) is dropped and replaced by the pool; without a listener pg would throw.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL pool: an idle connection was closed (${error.message})`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    changeListeners.set(db, pgChangeListener(options.databaseUrl));
    return db;
  }
  return openPglite(options).db;
}

/** The embedded PGlite database and its Kysely handle (dumps need the PGlite object itself). */
export function openPglite(options: ConnectOptions): { db: Db; pglite: PGlite } {
  const dataDir = options.dataDir ?? './.data';
  let release = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(resolve(dataDir), { recursive: true });
    // Two processes on one folder would each think they own it and lose each other's writes.
    release = lockDataDir(dataDir);
  }
  const pglite = new PGlite(dataDir, {
    ...pgliteAssets(),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: {
      [OID.int8]: (value: string) => Number(value),
      [OID.numeric]: (value: string) => Number(value),
      [OID.date]: (value: string) => value,
    },
  });
  const close = pglite.close.bind(pglite);
  pglite.close = async () => {
    try {
      await close();
    } finally {
      release();
    }
  };
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  // One process owns the folder, so its own notifications are all there are.
  changeListeners.set(db, async (onChange) => pglite.listen(CHANGE_CHANNEL, onChange));
  return { db, pglite };
}
