import type { TImportProblem } from '@campusflow/contracts';
import { toCsv } from '@/platform/csv/write-csv.ts';
import { columnKey, type TableRow } from './table-file.ts';

/** A column of an import file, as the result and the template describe it. */
export type ImportColumn = {
  name: string;
  required: boolean;
  hint: string;
  /** Other headers accepted for it (`userOrgID` for "Matric number"), compared as `columnKey`. */
  aliases?: readonly string[];
};

const keysOf = (column: ImportColumn) => [
  columnKey(column.name),
  ...(column.aliases ?? []).map(columnKey),
];

/** The columns without their aliases, as `ZImportResult.columns` names them. */
export function describeColumns(columns: readonly ImportColumn[]) {
  return columns.map((c) => ({ name: c.name, required: c.required, hint: c.hint }));
}

/** The cell of `column` in a row, under its name or any alias; '' when absent. */
export function cellOf(row: TableRow, column: ImportColumn): string {
  for (const key of keysOf(column)) {
    const value = row.cells[key];
    if (value !== undefined) return value;
  }
  return '';
}

/** One problem on line 1 for each required column the header row does not name. */
export function missingColumnProblems(
  columns: readonly ImportColumn[],
  header: readonly string[],
): TImportProblem[] {
  return columns
    .filter((c) => c.required && !keysOf(c).some((k) => header.includes(k)))
    .map((c) => ({
      line: 1,
      column: c.name,
      reason: 'This column is missing from the header row.',
    }));
}

/** A CSV to fill in: the header and one example row. */
export function templateCsv(columns: readonly ImportColumn[], example: readonly string[]): string {
  return toCsv(
    columns.map((c) => c.name),
    [example],
  );
}
