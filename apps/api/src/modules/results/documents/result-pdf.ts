import { drawCheckLink, drawFields, drawPhoto, drawTable } from '@/platform/pdf/pdf-blocks.ts';
import { drawLetterhead, type Letterhead, renderPdf } from '@/platform/pdf/pdf-document.ts';

// A statement of result (one semester) and a transcript (every published semester), on the
// school's letterhead with the student's photograph and the code the public page checks.

const LEFT = 50;
const PAGE_END = 780;
/** About the height of a table row, the heading and the GPA lines, to keep a semester whole. */
const ROW = 22;

export type ResultTable = {
  /** "2025/2026 Regular, first semester". */
  heading: string;
  /** Code, title, units, grade and points of each course. */
  courses: [string, string, string, string, string][];
  units: number;
  /** "GPA 3.28", "CGPA 3.41", and "On probation" when flagged. */
  summary: [string, string][];
};

export type ResultDocumentContent = Letterhead & {
  title: string;
  photo: Buffer | null;
  /** The student, beside the photograph. */
  fields: [string, string][];
  tables: ResultTable[];
  /** After the tables: the CGPA and, on a final-year transcript, the class of degree. */
  closing: [string, string][];
  code: string;
  checkText: string;
  checkUrl: string;
};

const columns = [
  { header: 'Code', width: 90 },
  { header: 'Title', width: 235 },
  { header: 'Units', width: 50, align: 'right' },
  { header: 'Grade', width: 60, align: 'right' },
  { header: 'Points', width: 60, align: 'right' },
] as const;

/** Starts a new page when fewer than `room` points are left; answers where to go on. */
function roomFor(doc: PDFKit.PDFDocument, y: number, room: number) {
  if (y + room <= PAGE_END) return y;
  doc.addPage();
  return LEFT;
}

export function renderResultDocument(content: ResultDocumentContent): Promise<Buffer> {
  return renderPdf(content.title, (doc) => {
    drawLetterhead(doc, content);
    drawPhoto(doc, content.photo, 'Passport photograph');
    doc.fillColor('#000').fontSize(16).text(content.title, LEFT, 130, { width: 380 });
    let y = Math.max(drawFields(doc, content.fields, 165, 260), 240) + 12;
    for (const table of content.tables) {
      // A semester starts on a new page unless it fits whole (a very long one breaks anyway).
      const whole = 24 + ROW * (table.courses.length + 2) + 18 * table.summary.length;
      y = roomFor(doc, y, Math.min(whole, PAGE_END - LEFT));
      doc.font('Helvetica-Bold').fontSize(12).fillColor('#000').text(table.heading, LEFT, y);
      doc.font('Helvetica');
      y = drawTable(doc, columns, table.courses, y + 20, [
        '',
        'Total units',
        String(table.units),
        '',
        '',
      ]);
      y = drawFields(doc, table.summary, roomFor(doc, y, 18 * table.summary.length)) + 10;
    }
    y = roomFor(doc, y, 18 * content.closing.length + 70);
    y = drawFields(doc, content.closing, y + 4);
    doc
      .fontSize(10)
      .fillColor('#555')
      .text('Verification code', LEFT, y + 12);
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .fillColor('#000')
      .text(content.code, 170, y + 9);
    doc.font('Helvetica');
    drawCheckLink(doc, content.checkText, content.checkUrl, y + 40);
  });
}
