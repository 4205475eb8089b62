import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';

/** A CSV file read whole: its header row and its data rows as cells. */
export interface CsvTable {
  file: string;
  headers: string[];
  rows: string[][];
}

/**
 * Reads a UTF-8 CSV with one header row (nflverse layout: comma-separated, empty field = no value);
 * a `.gz` file is gunzipped first (the recorded season the project ships, api/data/).
 */
export async function readCsvTable(path: string): Promise<CsvTable> {
  const bytes = await readFile(path);
  const text = (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  const records = parse(text, {
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as string[][];
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
