import type { TBroadsheet, TBroadsheetQuery } from '@campusflow/contracts';
import { formatGradePoint } from '@campusflow/domain';
import { eq } from 'drizzle-orm';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { schoolImageBytes } from '@/platform/files/files.service.ts';
import { type Download, fileSafe, pdfFile } from '@/platform/http/send-download.ts';
import { drawTable, type TableColumn } from '@/platform/pdf/pdf-blocks.ts';
import { drawLetterhead, renderPdf } from '@/platform/pdf/pdf-document.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { departmentBroadsheet } from './broadsheet.service.ts';

const cellText = (c: { grade: string | null; total: number | null }) =>
  c.grade ? (c.total === null ? c.grade : `${c.grade} ${c.total}`) : '—';

/** The broadsheet's title, its table's header and rows, as every format shows them. */
export function sheetTable(b: TBroadsheet) {
  const title = `${b.department.name}: ${b.level ?? ''} level, ${b.semesterLabel}`;
  const header = [
    'Matric number',
    'Name',
    ...b.courses.map((c) => `${c.code} (${c.units})${c.preview ? '*' : ''}`),
    'GPA',
    'CGPA',
    'Remarks',
  ];
  const rows = b.rows.map((r) => [
    r.matricNumber ?? '—',
    r.name,
    ...r.cells.map(cellText),
    formatGradePoint(r.gpa),
    formatGradePoint(r.cgpa),
    r.remarks,
  ]);
  const note = b.preview
    ? 'Preview: courses marked * are approved by the head of department and not yet published.'
    : null;
  return { title, header, rows, note, name: fileSafe(`broadsheet ${title}`) };
}

/** A landscape A4 page's table frame. */
const LANDSCAPE = { left: 40, right: 802, bottom: 545 };

/** The broadsheet as a landscape PDF under the school's letterhead. */
export async function broadsheetPdf(
  ctx: ServiceContext,
  actor: Actor,
  departmentId: string,
  query: TBroadsheetQuery,
): Promise<Download> {
  const schoolId = requireSchool(actor);
  const b = await departmentBroadsheet(ctx.readDb, actor, departmentId, query);
  const [school] = await ctx.readDb
    .select({ name: schools.name, address: schools.address, logoFileId: schools.logoFileId })
    .from(schools)
    .where(eq(schools.id, schoolId));
  const logo = await schoolImageBytes(ctx, schoolId, school?.logoFileId ?? null);
  const t = sheetTable(b);
  const fixed = 80 + 120 + 40 + 40 + 130;
  const courseWidth = Math.max(
    24,
    Math.floor((LANDSCAPE.right - LANDSCAPE.left - fixed) / Math.max(1, b.courses.length)),
  );
  const columns: TableColumn[] = [
    { header: t.header[0] ?? '', width: 80 },
    { header: t.header[1] ?? '', width: 120 },
    ...b.courses.map((_, i) => ({ header: t.header[i + 2] ?? '', width: courseWidth })),
    { header: 'GPA', width: 40, align: 'right' as const },
    { header: 'CGPA', width: 40, align: 'right' as const },
    { header: 'Remarks', width: 130 },
  ];
  const bytes = await renderPdf(
    `Broadsheet: ${t.title}`,
    (doc) => {
      drawLetterhead(doc, {
        schoolName: school?.name ?? '',
        schoolAddress: school?.address ?? '',
        logo,
      });
      doc.fillColor('#000').fontSize(14).text(`Broadsheet: ${t.title}`, LANDSCAPE.left, 120);
      let y = 142;
      if (t.note) {
        doc.fontSize(9).fillColor('#a15c00').text(t.note, LANDSCAPE.left, y);
        y += 16;
      }
      drawTable(doc, columns, t.rows, y + 4, undefined, LANDSCAPE);
    },
    'landscape',
  );
  return pdfFile(`${t.name}.pdf`, bytes);
}
