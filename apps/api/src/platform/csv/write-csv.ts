import { type Stringifier, stringify as stringifyStream } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';

/** A cell of an export: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

// What a spreadsheet may take for the start of a formula: = + - @ (and their full-width forms),
// or a tab, carriage return or other control character (OWASP, CSV injection).
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\p{Cc}]/u;
// A plain number (-1500.50) runs nothing, and a spreadsheet must still read it as a number.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A text cell a spreadsheet will show and never run: formula starts get a leading `'`. */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** A cell as every export writes it (CSV here, XLSX in platform/export): the one set of rules. */
export function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return neutraliseCell(cell);
}

/** One row's cells, each through `cellText`: what the writer and the stream are given. */
export const csvRecord = (row: readonly CsvCell[]): string[] => row.map(cellText);

// UTF-8 with a byte-order mark (Excel then reads ₦ and names with tone marks), CRLF rows,
// fields quoted where they hold a comma, a quote or a line break (a bare carriage return too,
// so it cannot start a row).
const options = { bom: true, record_delimiter: '\r\n', quoted_match: /[\r\n]/ } as const;

/**
 * A CSV file for spreadsheets, every text cell neutralised. Numbers are written as numbers,
 * negative ones included.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([csvRecord(header), ...rows.map(csvRecord)], options);
}

/**
 * The same file as a stream, for exports too large to hold (platform/export): write
 * `csvRecord(row)` arrays into it, header first, and pipe it where the bytes go.
 */
export function csvStream(): Stringifier {
  return stringifyStream(options);
}
