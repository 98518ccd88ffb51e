import { drawFields, drawPhoto } from './pdf-blocks.ts';
import { drawLetterhead, type Letterhead, renderPdf } from './pdf-document.ts';

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

/** An A4 school document: letterhead, title, label/value rows, paragraphs and a footer. */
export function renderLetter(content: LetterContent): Promise<Buffer> {
  return renderPdf(content.title, (doc) => {
    drawLetterhead(doc, content);
    drawPhoto(doc, content.photo, content.photoPlaceholder);
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
    y = drawFields(doc, content.fields, y, 260);
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
