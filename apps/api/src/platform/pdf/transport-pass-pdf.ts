import QRCode from 'qrcode';
import { drawCheckLink, drawFields, drawPhoto } from './pdf-blocks.ts';
import { drawImage, drawLetterhead, type Letterhead, renderPdf } from './pdf-document.ts';

export type TransportPassContent = Letterhead & {
  photo: Buffer | null;
  /** The student and the session, beside the photograph. */
  student: [string, string][];
  /** The route, stop, trips and payment, under it. */
  pass: [string, string][];
  code: string;
  /** The page transport staff open by scanning the QR code. */
  checkUrl: string;
};

const TITLE = 'Transport pass';
const LEFT = 50;
const QR_SIZE = 130;

/**
 * A student's transport pass (docs/domain.md, "Hostel and transport"): letterhead, photograph,
 * the student, the route and stop, and a QR code of the link a driver scans to check it.
 */
export async function renderTransportPass(content: TransportPassContent): Promise<Buffer> {
  const qr = await QRCode.toBuffer(content.checkUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 4 * QR_SIZE,
  });
  return renderPdf(TITLE, (doc) => {
    drawLetterhead(doc, content);
    drawPhoto(doc, content.photo, 'Passport photograph');
    doc.fillColor('#000').fontSize(16).text(TITLE, LEFT, 130, { width: 380 });
    let y = Math.max(drawFields(doc, content.student, 165, 260), 240) + 12;
    y = drawFields(doc, content.pass, y);
    drawImage(doc, qr, LEFT, y + 14, QR_SIZE);
    doc
      .fontSize(10)
      .fillColor('#555')
      .text('Pass code', LEFT + QR_SIZE + 20, y + 30);
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .fillColor('#000')
      .text(content.code, LEFT + QR_SIZE + 20, y + 46);
    doc.font('Helvetica');
    doc
      .fontSize(10)
      .fillColor('#555')
      .text(
        'Show this pass when boarding. The driver scans the code to check it.',
        LEFT + QR_SIZE + 20,
        y + 76,
        {
          width: 300,
        },
      );
    drawCheckLink(doc, 'Transport staff check this pass at', content.checkUrl, y + QR_SIZE + 30);
  });
}
