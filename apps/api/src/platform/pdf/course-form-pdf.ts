import { drawCheckLink, drawFields, drawPhoto, drawTable } from './pdf-blocks.ts';
import { drawLetterhead, type Letterhead, renderPdf } from './pdf-document.ts';

export type CourseFormContent = Letterhead & {
  photo: Buffer | null;
  /** Label and value rows beside the photograph: the student and the semester. */
  fields: [string, string][];
  /** Code, title, units and category of each course. */
  courses: [string, string, string, string][];
  totalUnits: number;
  /** "Approved", and who approved it on which day. */
  state: string;
  approval: string;
  code: string;
  checkUrl: string;
};

const TITLE = 'Course registration form';
const LEFT = 50;

/**
 * A student's course form (docs/domain.md, "Course registration and results"): letterhead,
 * photograph, the student and semester, the courses with their total, the HOD's approval and
 * the code a public page checks.
 */
export function renderCourseForm(content: CourseFormContent): Promise<Buffer> {
  return renderPdf(TITLE, (doc) => {
    drawLetterhead(doc, content);
    drawPhoto(doc, content.photo, 'Passport photograph');
    doc.fillColor('#000').fontSize(16).text(TITLE, LEFT, 130, { width: 380 });
    // Under the photograph (which ends at y = 230), whatever the number of rows.
    let y = Math.max(drawFields(doc, content.fields, 165, 260), 240) + 12;
    y = drawTable(
      doc,
      [
        { header: 'Code', width: 90 },
        { header: 'Title', width: 245 },
        { header: 'Units', width: 50, align: 'right' },
        { header: 'Category', width: 110 },
      ],
      content.courses,
      y,
      ['', 'Total units', String(content.totalUnits), ''],
    );
    if (y > 690) {
      doc.addPage();
      y = LEFT;
    }
    y = drawFields(
      doc,
      [
        ['State', content.state],
        ['Approval', content.approval],
      ],
      y + 12,
    );
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
    drawCheckLink(doc, 'Check this course form at', content.checkUrl, y + 40);
  });
}
