import { createReadStream } from 'node:fs';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { CsvError, parse } from 'csv-parse';
import type { ApiConfig } from '../config';

/** A CSV file read whole: its header row and its data rows as cells. */
export interface CsvTable {
  file: string;
  headers: string[];
  rows: string[][];
}

/** The most one file may hold: bytes once decompressed, and data rows. */
export interface CsvLimits {
  maxBytes: number;
  maxRows: number;
}

/** The limits a deployment set (IMPORT_MAX_MB, IMPORT_MAX_ROWS). */
export const csvLimitsOf = (config: Pick<ApiConfig, 'importMaxMegabytes' | 'importMaxRows'>) => ({
  maxBytes: config.importMaxMegabytes * 1024 * 1024,
  maxRows: config.importMaxRows,
});

/** The defaults of IMPORT_MAX_MB and IMPORT_MAX_ROWS. */
export const DEFAULT_CSV_LIMITS: CsvLimits = csvLimitsOf({
  importMaxMegabytes: 128,
  importMaxRows: 1_000_000,
});

/** The longest row, in characters: nflverse's widest rows are well under a kilobyte. */
const MAX_ROW_CHARACTERS = 65_536;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('en-US')} MB`;

/**
 * Reads a UTF-8 CSV with one header row (nflverse layout: comma-separated, empty field = no value);
 * a `.gz` file is gunzipped as it is read (the recorded season the project ships, api/data/). The
 * file streams through the parser and is refused as soon as it passes a limit — its bytes once
 * decompressed, its rows, a row's length — so memory stays within the limits whatever the file
 * (a few hundred KB of gzip can hold gigabytes).
 */
export async function readCsvTable(
  path: string,
  limits: CsvLimits = DEFAULT_CSV_LIMITS,
): Promise<CsvTable> {
  const records: string[][] = [];
  let bytes = 0;
  const countBytes = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > limits.maxBytes)
        done(
          new ImportError(
            `${path}: refused, more than ${megabytes(limits.maxBytes)} of CSV${path.endsWith('.gz') ? ' once decompressed' : ''} (IMPORT_MAX_MB sets the limit).`,
          ),
        );
      else done(null, chunk);
    },
  });
  const keepRows = new Writable({
    objectMode: true,
    write(record: string[], _encoding, done) {
      // The header row plus maxRows data rows.
      if (records.length > limits.maxRows)
        done(
          new ImportError(
            `${path}: refused, more than ${limits.maxRows.toLocaleString('en-US')} rows (IMPORT_MAX_ROWS sets the limit).`,
          ),
        );
      else {
        records.push(record);
        done();
      }
    },
  });
  try {
    await pipeline([
      createReadStream(path),
      ...(path.endsWith('.gz') ? [createGunzip()] : []),
      countBytes,
      parse({
        bom: true,
        skip_empty_lines: true,
        relax_column_count: true,
        max_record_size: MAX_ROW_CHARACTERS,
      }),
      keepRows,
    ]);
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_MAX_RECORD_SIZE')
      throw new ImportError(
        `${path}:${records.length + 1}: refused, a row longer than ${MAX_ROW_CHARACTERS.toLocaleString('en-US')} characters.`,
      );
    throw error;
  }
  const [headers = [], ...rows] = records;
  return { file: path, headers: headers.map((header) => header.trim()), rows };
}

/** A malformed value or a missing column, named by file and line so the data can be fixed. */
export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

/**
 * Reads the cells of a table by our canonical column names. Each canonical name lists the header
 * names it may carry (ours first, then nflverse's release names), so both layouts load alike.
 */
export class ColumnReader<K extends string> {
  private readonly index = new Map<K, number>();

  constructor(
    private readonly table: CsvTable,
    aliases: Readonly<Record<K, readonly string[]>>,
    required: readonly K[],
  ) {
    const byHeader = new Map(table.headers.map((header, i) => [header.toLowerCase(), i]));
    for (const key of Object.keys(aliases) as K[]) {
      const found = aliases[key]
        .map((name) => byHeader.get(name.toLowerCase()))
        .find((i) => i !== undefined);
      if (found !== undefined) this.index.set(key, found);
    }
    const missing = required.filter((key) => !this.index.has(key));
    if (missing.length > 0) {
      throw new ImportError(`${table.file}: missing column(s) ${missing.join(', ')}`);
    }
  }

  has(key: K): boolean {
    return this.index.has(key);
  }

  /** The trimmed cell, or null when the column is absent or the cell empty (or 'NA' as R writes it). */
  text(row: string[], key: K): string | null {
    const i = this.index.get(key);
    if (i === undefined) return null;
    const value = row[i]?.trim() ?? '';
    return value === '' || value === 'NA' ? null : value;
  }

  /** An integer cell; '3.0' (R writes counts as doubles) reads as 3, anything else fractional fails. */
  int(row: string[], key: K, line: number): number | null {
    const value = this.text(row, key);
    if (value === null) return null;
    const number = Number(value);
    if (!Number.isInteger(number)) {
      throw new ImportError(`${this.table.file}:${line}: ${key} is not a whole number: '${value}'`);
    }
    return number;
  }

  /** An integer cell that must be present. */
  requiredInt(row: string[], key: K, line: number): number {
    const value = this.int(row, key, line);
    if (value === null) throw new ImportError(`${this.table.file}:${line}: ${key} is empty`);
    return value;
  }

  requiredText(row: string[], key: K, line: number): string {
    const value = this.text(row, key);
    if (value === null) throw new ImportError(`${this.table.file}:${line}: ${key} is empty`);
    return value;
  }
}

/** Data rows with their 1-based line numbers in the file (the header is line 1). */
export const numberedRows = (table: CsvTable) => table.rows.map((row, i) => ({ row, line: i + 2 }));
