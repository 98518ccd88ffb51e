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

type ListPage<Item> = { items: Item[]; total: number };

/** Every item the list shows at `listUrl` (its filters in the URL), page by page, in its order. */
export async function listedItems<Item>(client: Client, listUrl: string): Promise<Item[]> {
  const items: Item[] = [];
  const join = listUrl.includes('?') ? '&' : '?';
  for (let page = 1; ; page++) {
    const res = await client(`${listUrl}${join}limit=100&page=${page}`);
    if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}: ${res.body}`);
    const body = res.json<ListPage<Item>>();
    items.push(...body.items);
    if (items.length >= body.total || body.items.length === 0) return items;
  }
}

/**
 * Checks that `<exportPath>.csv` and `.xlsx` with the list's query hold exactly the list's
 * rows, in its order: the `column` of each file row against `keyOf` of each list item, the
 * same header in both files. Answers the CSV and XLSX rows (header first).
 */
export async function expectExportsMatchList<Item>(options: {
  client: Client;
  listUrl: string;
  exportPath: string;
  column: string;
  keyOf: (item: Item) => string | number | null;
  expected?: { total: number };
}) {
  const [path, query = ''] = options.listUrl.split('?');
  const listed = await listedItems<Item>(options.client, options.listUrl);
  if (options.expected && listed.length !== options.expected.total) {
    throw new Error(
      `the list shows ${listed.length} rows, not ${options.expected.total} (${path})`,
    );
  }
  const suffix = query ? `?${query}` : '';
  const csv = csvRows(await options.client(`${options.exportPath}.csv${suffix}`));
  const xlsx = await xlsxRows(await options.client(`${options.exportPath}.xlsx${suffix}`));
  const header = csv[0] ?? [];
  const at = header.indexOf(options.column);
  if (at < 0) throw new Error(`no column ${options.column} in ${header.join(', ')}`);
  const keys = listed.map((item) => {
    const key = options.keyOf(item);
    return key === null ? '' : String(key);
  });
  return {
    listed,
    csv,
    xlsx,
    header,
    csvKeys: csv.slice(1).map((row) => row[at] ?? ''),
    xlsxKeys: xlsx.slice(1).map((row) => (row[at] === null ? '' : String(row[at]))),
    xlsxHeader: xlsx[0],
    keys,
  };
}
