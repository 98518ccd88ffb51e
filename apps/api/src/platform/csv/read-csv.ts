import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { fieldError } from '@/platform/errors/field-error.ts';

/** Semicolons or commas, whichever the first line has more of outside quotes. */
function sniffDelimiter(input: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const c of input) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c === ',') commas++;
    else if (!quoted && c === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** What went wrong, in words for the person who saved the file. */
function reasonOf(error: CsvError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted cell is never closed (a " without its closing ").';
    case 'CSV_INVALID_CLOSING_QUOTE':
      return 'a quoted cell has text after its closing quote.';
    default:
      return 'it is not valid CSV.';
  }
}

/**
 * Parses CSV as spreadsheets write it (RFC 4180): commas or semicolons, quoted fields with
 * doubled quotes, CRLF, LF or CR, an optional byte-order mark. Returns rows of cells; a blank
 * line is a row of one empty cell, so rows keep the numbers a spreadsheet shows. A file that
 * cannot be read (an unclosed quote) is refused naming the row, never half-read.
 */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      delimiter: sniffDelimiter(text.replace(/^\uFEFF/, '')),
      // Whatever line ends the file mixes, as the old spreadsheets and editors write them.
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      // A quote inside an unquoted cell (O"Neil) is a character, as spreadsheets read it.
      relax_quotes: true,
      skip_empty_lines: false,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // `records` rows were read before the one that failed; rows count from 1.
    const row = typeof error.records === 'number' ? error.records : 0;
    const message = `Row ${row + 1} could not be read: ${reasonOf(error)}`;
    throw fieldError('body.file', message);
  }
}
