import { PassThrough, Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { TExportFormat } from '@campusflow/contracts';
import ExcelJS from 'exceljs';
import { type CsvCell, csvRecord, csvStream, neutraliseCell } from '@/platform/csv/write-csv.ts';
import type { ExportColumn, ExportSource } from './export-source.ts';

export const exportContentTypes: Record<TExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Naira with two decimals and no separators, from kobo: what a spreadsheet reads as a number. */
const nairaText = (kobo: number) => (kobo / 100).toFixed(2);

function csvCell<Item>(column: ExportColumn<Item>, item: Item): CsvCell {
  const value = column.value(item);
  return column.kind === 'naira' && typeof value === 'number' ? nairaText(value) : value;
}

/** An XLSX cell under the same rules as CSV: text neutralised, numbers kept numbers. */
function xlsxCell<Item>(column: ExportColumn<Item>, item: Item): string | number | null {
  const value = column.value(item);
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return column.kind === 'naira' ? value / 100 : value;
  }
  return neutraliseCell(value);
}

/**
 * Waits while `out` holds more than it wants, so a slow reader slows the database reads; a
 * download closed half-way (the client went away) stops the export.
 */
async function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
  if (out.destroyed) throw new Error('the download was closed before its end');
}

async function writeCsv<Item>(source: ExportSource<Item>, out: Writable): Promise<number> {
  let rows = 0;
  const columns = source.columns;
  async function* records() {
    yield csvRecord(columns.map((c) => c.header));
    for await (const chunk of source.chunks()) {
      for (const item of chunk) yield csvRecord(columns.map((c) => csvCell(c, item)));
      rows += chunk.length;
    }
  }
  await pipeline(Readable.from(records()), csvStream(), out);
  return rows;
}

/** A worksheet's name: at most 31 characters, none of `[]:*?/\`. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Export';

async function writeXlsx<Item>(source: ExportSource<Item>, out: Writable): Promise<number> {
  // Inline strings (no shared-string table) so that rows leave as soon as they are committed.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName(source.name), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = source.columns.map((c) => ({
    width: c.width ?? 16,
    ...(c.kind === 'naira' ? { style: { numFmt: '#,##0.00' } } : {}),
  }));
  const header = sheet.addRow(source.columns.map((c) => neutraliseCell(c.header)));
  header.font = { bold: true };
  header.commit();
  let rows = 0;
  for await (const chunk of source.chunks()) {
    for (const item of chunk) sheet.addRow(source.columns.map((c) => xlsxCell(c, item))).commit();
    rows += chunk.length;
    await drained(out);
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}

/** Writes the export into `out` (a file, a response) and answers how many rows it held. */
export function writeExport<Item>(
  format: TExportFormat,
  source: ExportSource<Item>,
  out: Writable,
): Promise<number> {
  return format === 'csv' ? writeCsv(source, out) : writeXlsx(source, out);
}

/**
 * The export as a stream of bytes for a response: written while the client reads, the
 * database read a chunk at a time. A failure half-way destroys the stream (the download
 * breaks off rather than ending as a file that looks whole).
 */
export function exportStream<Item>(format: TExportFormat, source: ExportSource<Item>): Readable {
  const out = new PassThrough();
  writeExport(format, source, out).catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
