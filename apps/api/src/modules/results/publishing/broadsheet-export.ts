import { type TBroadsheetQuery, ZBroadsheetQuery, ZIdParam } from '@campusflow/contracts';
import { defineExport } from '@/platform/export/export-definition.ts';
import { heldSource } from '@/platform/export/export-source.ts';
import { departmentBroadsheet } from './broadsheet.service.ts';
import { sheetTable } from './broadsheet-files.ts';

/**
 * The department's results of a level for a semester (the broadsheet) as CSV and XLSX: the
 * table the page and the PDF show, a column per course. One level of one department is
 * computed whole (its standings need every line of a student), so its rows are held, not
 * read in chunks.
 */
export const broadsheetExport = defineExport<TBroadsheetQuery, { id: string }>({
  name: 'results.broadsheet',
  query: ZBroadsheetQuery,
  params: ZIdParam,
  async open(ctx, actor, { query, params }) {
    const t = sheetTable(await departmentBroadsheet(ctx.db, actor, params.id, query));
    const columns = t.header.map((header, i) => ({
      header,
      value: (row: readonly string[]) => row[i],
      width: i === 1 || i === t.header.length - 1 ? 28 : 14,
    }));
    return heldSource(t.name, columns, t.rows);
  },
});
