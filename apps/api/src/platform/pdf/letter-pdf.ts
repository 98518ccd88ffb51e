import PDFDocument from 'pdfkit';

export type LetterContent = {
  title: string;
  schoolName: string;
  schoolAddress: string;
  logo: Buffer | null;
  /** A passport photograph shown at the top right. */
  photo?: Buffer | null;
  /** Label and value rows under the title. */
  fields: [string, string][];
  paragraphs?: string[];
  footer?: string;
};

function drawImage(doc: PDFKit.PDFDocument, image: Buffer, x: number, y: number, size: number) {
  try {
    doc.image(image, x, y, { fit: [size, size] });
  } catch {
    // An image pdfkit cannot read is left out rather than failing the document.
  }
}

/** An A4 school document: letterhead, title, label/value rows, paragraphs and a footer. */
export function renderLetter(content: LetterContent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: content.title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    if (content.logo) drawImage(doc, content.logo, 50, 45, 64);
    if (content.photo) drawImage(doc, content.photo, 445, 130, 100);
    doc.fontSize(18).text(content.schoolName, 130, 50, { width: 415 });
    doc.fontSize(10).fillColor('#555').text(content.schoolAddress, 130, 74, { width: 415 });
    doc.fillColor('#000').fontSize(16).text(content.title, 50, 130, { width: 380 });
    let y = 165;
    for (const [label, value] of content.fields) {
      doc.fontSize(10).fillColor('#555').text(label, 50, y, { width: 120 });
      doc.fillColor('#000').text(value, 170, y, { width: 260 });
      y += Math.max(18, doc.heightOfString(value, { width: 260 }) + 6);
    }
    y = Math.max(y, content.photo ? 250 : y) + 12;
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
    doc.end();
  });
}
