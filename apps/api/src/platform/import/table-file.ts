import ExcelJS from 'exceljs';
import { parseCsv } from '@/platform/csv/read-csv.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fieldError } from '@/platform/errors/field-error.ts';

/** A row of an uploaded table: its line in the file and its cells by (normalised) column name. */
export type TableRow = { line: number; cells: Record<string, string> };

export const MAX_IMPORT_ROWS = 5000;

/** "Programme Type" and "programme_type" are the same column: `programmetype`. */
export function columnKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return String(value.result ?? '');
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if (value instanceof Date) return value.toISOString().slice(0, 10);
  }
  return String(value);
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('unsupported_media_type', {
      detail: 'This spreadsheet could not be read. Save it as .xlsx or .csv.',
    });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows[number - 1] = values.map((v) => cellText(v as ExcelJS.CellValue));
  });
  return Array.from(rows, (r) => r ?? []);
}

/**
 * Reads a CSV or XLSX upload (told apart by content) into rows keyed by the header's column
 * names. Blank rows are skipped; lines are counted as a spreadsheet shows them (header = 1).
 * More than `maxRows` rows (default MAX_IMPORT_ROWS) is refused.
 */
export async function readTableFile(
  bytes: Buffer,
  options: { maxRows?: number } = {},
): Promise<{ columns: string[]; rows: TableRow[] }> {
  const maxRows = options.maxRows ?? MAX_IMPORT_ROWS;
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  const table = isZip ? await readXlsx(bytes) : parseCsv(bytes.toString('utf8'));
  const [header, ...body] = table;
  if (!header || header.every((h) => !h.trim())) {
    throw fieldError(
      'body.file',
      'The first row must name the columns.',
      'The file has no header row.',
    );
  }
  const columns = header.map((h) => columnKey(h));
  const rows: TableRow[] = [];
  body.forEach((cells, index) => {
    if (cells.every((c) => !c?.trim())) return;
    rows.push({
      line: index + 2,
      cells: Object.fromEntries(columns.map((c, i) => [c, (cells[i] ?? '').trim()])),
    });
  });
  if (rows.length > maxRows) {
    throw new AppError('payload_too_large', {
      detail: `At most ${maxRows} rows at a time; this file has ${rows.length}.`,
    });
  }
  return { columns, rows };
}
