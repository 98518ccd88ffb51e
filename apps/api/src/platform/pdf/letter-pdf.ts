import { drawImage, drawLetterhead, type Letterhead, renderPdf } from './pdf-document.ts';

export type LetterContent = Letterhead & {
  title: string;
  /** A passport photograph shown at the top right. */
  photo?: Buffer | null;
  /** When set, the photograph is framed, with this text in the frame when there is none. */
  photoPlaceholder?: string;
  /** A label and value in large type under the title (an exam number). */
  highlight?: [string, string];
  /** Label and value rows under the title. */
  fields: [string, string][];
  paragraphs?: string[];
  footer?: string;
};

const PHOTO = { x: 445, y: 130, size: 100 };

/** The photograph at the top right, in a frame with the placeholder text when one is asked for. */
function drawPhoto(doc: PDFKit.PDFDocument, content: LetterContent) {
  if (content.photoPlaceholder === undefined) {
    drawImage(doc, content.photo, PHOTO.x, PHOTO.y, PHOTO.size);
    return;
  }
  doc.rect(PHOTO.x, PHOTO.y, PHOTO.size, PHOTO.size).strokeColor('#999').stroke();
  if (!drawImage(doc, content.photo, PHOTO.x + 2, PHOTO.y + 2, PHOTO.size - 4, true)) {
    doc
      .fontSize(9)
      .fillColor('#999')
      .text(content.photoPlaceholder, PHOTO.x, PHOTO.y + PHOTO.size / 2 - 5, {
        width: PHOTO.size,
        align: 'center',
      });
  }
}

/** An A4 school document: letterhead, title, label/value rows, paragraphs and a footer. */
export function renderLetter(content: LetterContent): Promise<Buffer> {
  return renderPdf(content.title, (doc) => {
    drawLetterhead(doc, content);
    drawPhoto(doc, content);
    doc.fillColor('#000').fontSize(16).text(content.title, 50, 130, { width: 380 });
    let y = 165;
    if (content.highlight) {
      const [label, value] = content.highlight;
      doc.fontSize(10).fillColor('#555').text(label, 50, y, { width: 380 });
      doc
        .fontSize(22)
        .fillColor('#000')
        .text(value, 50, y + 14, { width: 380 });
      y += 50;
    }
    for (const [label, value] of content.fields) {
      doc.fontSize(10).fillColor('#555').text(label, 50, y, { width: 120 });
      doc.fillColor('#000').text(value, 170, y, { width: 260 });
      y += Math.max(18, doc.heightOfString(value, { width: 260 }) + 6);
    }
    const photoShown = content.photo || content.photoPlaceholder !== undefined;
    y = Math.max(y, photoShown ? 250 : y) + 12;
    for (const paragraph of content.paragraphs ?? []) {
      doc.fontSize(11).fillColor('#000').text(paragraph, 50, y, { width: 495, align: 'justify' });
      y += doc.heightOfString(paragraph, { width: 495 }) + 10;
    }
    if (content.footer) {
      doc
        .fontSize(9)
        .fillColor('#555')
        .text(content.footer, 50, y + 20, { width: 495 });
    }
  });
}
