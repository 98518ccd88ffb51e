import type { TExportState } from '@campusflow/contracts';
import ExcelJS from 'exceljs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { parseCsv } from '@/platform/csv/read-csv.ts';

type Client = (options: InjectOptions | string) => Promise<LightMyRequestResponse>;

/** The rows of a CSV download, header first; fails unless it is a CSV attachment. */
export function csvRows(res: LightMyRequestResponse): string[][] {
  if (res.statusCode !== 200) throw new Error(`CSV export answered ${res.statusCode}: ${res.body}`);
  if (!String(res.headers['content-type']).startsWith('text/csv')) {
    throw new Error(`not a CSV: ${res.headers['content-type']}`);
  }
  return parseCsv(res.body);
}

/** A cell as the workbook holds it: text, a number, or null; a formula stays visible as one. */
export type XlsxCell = string | number | null | { formula: string };

/** The cells of an XLSX download's first sheet, header first, parsed back with exceljs. */
export async function xlsxRows(res: LightMyRequestResponse): Promise<XlsxCell[][]> {
  if (res.statusCode !== 200)
    throw new Error(`XLSX export answered ${res.statusCode}: ${res.body}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const width = sheet.getRow(1).cellCount;
  const rows: XlsxCell[][] = [];
  sheet.eachRow((row) => {
    rows.push(
      Array.from({ length: width }, (_, i) => {
        const cell = row.getCell(i + 1);
        if (cell.type === ExcelJS.ValueType.Formula) return { formula: cell.formula };
        const value = cell.value;
        return typeof value === 'string' || typeof value === 'number' ? value : null;
      }),
    );
  });
  return rows;
}

/** Asks for an export's state until it is no longer queued or running. */
export async function exportWhenFinished(
  client: Client,
  id: string,
  timeoutMs = 15_000,
): Promise<TExportState> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await client(`/api/v1/exports/${id}`);
    if (res.statusCode !== 200) throw new Error(`export state answered ${res.statusCode}`);
    const state = res.json<TExportState>();
    if (state.state !== 'queued' && state.state !== 'running') return state;
    if (Date.now() > until) throw new Error(`export ${id} still ${state.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
