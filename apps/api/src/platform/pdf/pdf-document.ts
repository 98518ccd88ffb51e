import PDFDocument from 'pdfkit';

// The parts every school document shares: an A4 page collected into bytes, images that may be
// unreadable, and the letterhead.

/** Draws an A4 document (portrait unless told; a wide table wants landscape) and answers its bytes. */
export function renderPdf(
  title: string,
  draw: (doc: PDFKit.PDFDocument) => void,
  layout: 'portrait' | 'landscape' = 'portrait',
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', layout, margin: 50, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** Draws the image; one pdfkit cannot read is left out rather than failing the document. */
export function drawImage(
  doc: PDFKit.PDFDocument,
  image: Buffer | null | undefined,
  x: number,
  y: number,
  size: number,
  centred = false,
): boolean {
  if (!image) return false;
  try {
    const fit: [number, number] = [size, size];
    doc.image(image, x, y, centred ? { fit, align: 'center', valign: 'center' } : { fit });
    return true;
  } catch {
    return false;
  }
}

export type Letterhead = {
  schoolName: string;
  schoolAddress: string;
  /** The school's logo (PNG or JPEG), or null when it has none. */
  logo: Buffer | null;
};

const LEFT = 50;
const RIGHT = 545;
const LOGO_SIZE = 64;

/**
 * The school's logo at the top left and its name and address beside it; without a logo (or one
 * that cannot be read) the name starts at the margin, leaving no empty box. Ends above y = 130.
 */
export function drawLetterhead(doc: PDFKit.PDFDocument, head: Letterhead) {
  const withLogo = drawImage(doc, head.logo, LEFT, 45, LOGO_SIZE);
  const x = withLogo ? LEFT + LOGO_SIZE + 16 : LEFT;
  const width = RIGHT - x;
  doc.fillColor('#000').fontSize(18).text(head.schoolName, x, 50, { width });
  doc
    .fontSize(10)
    .fillColor('#555')
    .text(head.schoolAddress, x, doc.y + 2, { width });
}
