import type { CsvCell } from '@/platform/csv/write-csv.ts';

/** One column of an export: its heading and how a row fills it. */
export type ExportColumn<Item> = {
  header: string;
  // A method, so that a source of payments is also a source of unknown rows to the job.
  value(item: Item): CsvCell;
  /**
   * `naira`: the value is kobo, written as naira with two decimals (a number a spreadsheet
   * sums: `1500.00` in CSV, a number formatted `#,##0.00` in XLSX).
   */
  kind?: 'naira';
  /** Width in characters in XLSX (default 16). */
  width?: number;
};

/** What an export writes: its columns, its size, and its rows in the list's order, in chunks. */
export type ExportSource<Item> = {
  /** The file name without its extension ("payments-2026-2027"); any Unicode. */
  name: string;
  columns: readonly ExportColumn<Item>[];
  /** How many rows it holds, counted set-based: decides between a direct download and a job. */
  count(): Promise<number>;
  /** The rows, a chunk at a time (`keysetChunks`), so that none but a chunk sits in memory. */
  chunks(): AsyncIterable<readonly Item[]>;
};

/** A source whose rows a list already holds whole (a broadsheet of one level, a trip's riders). */
export function heldSource<Item>(
  name: string,
  columns: readonly ExportColumn<Item>[],
  rows: readonly Item[],
): ExportSource<Item> {
  return {
    name,
    columns,
    count: async () => rows.length,
    async *chunks() {
      if (rows.length > 0) yield rows;
    },
  };
}
