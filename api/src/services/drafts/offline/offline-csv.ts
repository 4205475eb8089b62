import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { DRAFT_CSV_BOUNDS, DRAFT_CSV_COLUMNS, DRAFT_MESSAGES } from '@fangtasy/shared/domain';
import { badRequest } from '../../../errors';

/** A row of an offline draft's file as written: its row number (the header is row 1) and cells. */
export interface OfflineCsvRow {
  row: number;
  round: string;
  pick: string;
  team: string;
  player: string;
  position: string | null;
  nflTeam: string | null;
}

/** A refusal of one row (or, with `row` null, of a pick the file lacks). */
export interface OfflineRowError {
  row: number | null;
  /** Orders the errors that name no row (a missing pick's overall number). */
  order: number;
  message: string;
}

const LINE_BREAK = /\r\n|\n|\r/;
const COLUMNS: readonly string[] = [...DRAFT_CSV_COLUMNS.required, ...DRAFT_CSV_COLUMNS.optional];

/**
 * Reads an offline draft's file (decision 066) within its bounds — rows, a line's length; the
 * characters are the body schema's — and its header: round, pick, team, player in any order,
 * position and nfl_team optional, nothing else. A file that breaks a bound or whose header is
 * wrong is refused whole (400); each row is then judged on its own by the caller. Row numbers are
 * the file's lines, as a spreadsheet numbers them (the header is row 1).
 */
export function readOfflineCsv(text: string): {
  rows: OfflineCsvRow[];
  errors: OfflineRowError[];
} {
  const lines = text.split(LINE_BREAK);
  const filled = lines.filter((line) => line.trim() !== '');
  if (filled.length > DRAFT_CSV_BOUNDS.maxRows + 1)
    throw badRequest(DRAFT_MESSAGES.draftCsvTooManyRows(DRAFT_CSV_BOUNDS.maxRows));
  const long = lines.findIndex((line) => line.length > DRAFT_CSV_BOUNDS.maxLineLength);
  if (long !== -1)
    throw badRequest(DRAFT_MESSAGES.draftCsvLineTooLong(long + 1, DRAFT_CSV_BOUNDS.maxLineLength));
  if (filled.length < 2) throw badRequest(DRAFT_MESSAGES.draftCsvEmpty);

  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it stands in the file (typed as rows alone).
    records = parse(text, {
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError)
      throw badRequest(DRAFT_MESSAGES.draftCsvUnreadable(error.message));
    throw error;
  }
  const [header, ...body] = records;
  const names = (header?.record ?? []).map((name) => name.toLowerCase());
  const headerValid =
    DRAFT_CSV_COLUMNS.required.every((column) => names.includes(column)) &&
    names.every((name) => COLUMNS.includes(name)) &&
    new Set(names).size === names.length;
  if (!headerValid) throw badRequest(DRAFT_MESSAGES.draftCsvHeader(names.join(',') || 'nothing'));
  if (body.length === 0) throw badRequest(DRAFT_MESSAGES.draftCsvEmpty);

  const at = (column: string) => names.indexOf(column);
  const cell = (record: string[], column: string): string | null => {
    const index = at(column);
    const value = index === -1 ? undefined : record[index];
    return value === undefined || value === '' ? null : value;
  };
  const rows: OfflineCsvRow[] = [];
  const errors: OfflineRowError[] = [];
  for (const { record, info } of body) {
    const row = info.lines;
    if (record.length !== names.length) {
      errors.push({
        row,
        order: 0,
        message: DRAFT_MESSAGES.draftCsvColumnCount(row, names.length, record.length),
      });
      continue;
    }
    rows.push({
      row,
      round: cell(record, 'round') ?? '',
      pick: cell(record, 'pick') ?? '',
      team: cell(record, 'team') ?? '',
      player: cell(record, 'player') ?? '',
      position: cell(record, 'position'),
      nflTeam: cell(record, 'nfl_team'),
    });
  }
  return { rows, errors };
}

/** A whole number from 1 to `max` written in a cell, or null. */
export function wholeNumberIn(cell: string, max: number): number | null {
  if (!/^\d{1,4}$/.test(cell)) return null;
  const value = Number(cell);
  return value >= 1 && value <= max ? value : null;
}
