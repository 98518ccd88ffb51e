import ExcelJS from 'exceljs';
import type { Actor } from '@/platform/access/actor.ts';
import { toCsv } from '@/platform/csv/write-csv.ts';
import { csvFile, type Download } from '@/platform/http/send-download.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { lecturerSheet } from './lecturer-sheet.ts';
import { sheetStudents } from './sheet-lines.ts';
import { sheetColumns } from './sheet-upload.service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const header = [sheetColumns.matric.name, 'name', sheetColumns.ca.name, sheetColumns.exam.name];

/**
 * The sheet to fill in: the matric number and name of every student on it, CA and exam empty
 * (the upload leaves a row with both empty as it is). CSV, or XLSX with the matric numbers as
 * text so a spreadsheet keeps them as typed.
 */
export async function sheetTemplate(
  ctx: ServiceContext,
  actor: Actor,
  courseId: string,
  format: 'csv' | 'xlsx',
): Promise<Download> {
  const { sheet } = await lecturerSheet(ctx.db, actor, courseId);
  const students = await sheetStudents(ctx.db, sheet);
  const rows = students.map((s) => [s.line.matricNumber ?? '', s.line.studentName, null, null]);
  const filename = `${sheet.code.replace(/\s+/g, '')}-scores.${format}`;
  if (format === 'csv') return csvFile(filename, toCsv(header, rows));
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(sheet.code);
  ws.columns = header.map((h) => ({ header: h, width: h === 'name' ? 32 : 16 }));
  ws.getColumn(1).numFmt = '@';
  ws.addRows(rows);
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { filename, contentType: XLSX, body };
}
