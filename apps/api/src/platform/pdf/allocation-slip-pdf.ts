import { drawCheckLink, drawFields, drawPhoto } from './pdf-blocks.ts';
import { drawLetterhead, type Letterhead, renderPdf } from './pdf-document.ts';

export type AllocationSlipContent = Letterhead & {
  photo: Buffer | null;
  /** The student and the session, beside the photograph. */
  student: [string, string][];
  /** The bed and the payment, under it. */
  allocation: [string, string][];
  code: string;
  checkUrl: string;
};

const TITLE = 'Hostel allocation slip';
const LEFT = 50;

/**
 * A student's hostel allocation slip (docs/domain.md, "Hostel and transport"): letterhead,
 * photograph, the student, the bed and its payment, and the code the public page checks.
 */
export function renderAllocationSlip(content: AllocationSlipContent): Promise<Buffer> {
  return renderPdf(TITLE, (doc) => {
    drawLetterhead(doc, content);
    drawPhoto(doc, content.photo, 'Passport photograph');
    doc.fillColor('#000').fontSize(16).text(TITLE, LEFT, 130, { width: 380 });
    let y = Math.max(drawFields(doc, content.student, 165, 260), 240) + 12;
    y = drawFields(doc, content.allocation, y);
    doc
      .fontSize(10)
      .fillColor('#555')
      .text('Verification code', LEFT, y + 16);
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .fillColor('#000')
      .text(content.code, 170, y + 13);
    doc.font('Helvetica');
    drawCheckLink(doc, 'Check this allocation slip at', content.checkUrl, y + 44);
  });
}
