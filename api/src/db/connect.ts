import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
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
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types,
    });
    // An idle client whose server connection ends (a server restart, an administrator's
    // termination) is dropped and replaced by the pool; without a listener pg would throw.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL pool: an idle connection was closed (${error.message})`);
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const dataDir = options.dataDir ?? './.data';
  let release = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(resolve(dataDir), { recursive: true });
    // Two processes on one folder would each think they own it and lose each other's writes.
    release = lockDataDir(dataDir);
  }
  const pglite = new PGlite(dataDir, {
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
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}
