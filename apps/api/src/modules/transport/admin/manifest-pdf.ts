import { drawFields, drawTable } from '@/platform/pdf/pdf-blocks.ts';
import { drawLetterhead, type Letterhead, renderPdf } from '@/platform/pdf/pdf-document.ts';

export type ManifestPdfContent = Letterhead & {
  /** The trip: route, departure, vehicle, driver, session, riders. */
  fields: [string, string][];
  /** One table per stop, in route order. */
  stops: { heading: string; rows: string[][] }[];
};

const TITLE = 'Trip manifest';
const LEFT = 50;
const RIGHT = 545;
const PAGE_END = 780;

const columns = [
  { header: '#', width: 30 },
  { header: 'Name', width: 170 },
  { header: 'Matric number', width: 110 },
  { header: 'Phone', width: 95 },
  { header: 'State', width: 90 },
] as const;

/** Starts a new page when fewer than `room` points are left; answers where to go on. */
function roomFor(doc: PDFKit.PDFDocument, y: number, room: number) {
  if (y + room <= PAGE_END) return y;
  doc.addPage();
  return LEFT;
}

/** A trip's manifest: letterhead, the trip, a table of riders per stop, the signature lines. */
export function renderManifestPdf(content: ManifestPdfContent): Promise<Buffer> {
  return renderPdf(TITLE, (doc) => {
    drawLetterhead(doc, content);
    doc.fillColor('#000').fontSize(16).text(TITLE, LEFT, 130);
    let y = drawFields(doc, content.fields, 160) + 10;
    if (content.stops.length === 0) {
      doc.fontSize(10).fillColor('#555').text('No riders on this trip.', LEFT, y);
      y += 24;
    }
    for (const stop of content.stops) {
      y = roomFor(doc, y, 80);
      doc.font('Helvetica-Bold').fontSize(12).fillColor('#000').text(stop.heading, LEFT, y);
      doc.font('Helvetica');
      y = drawTable(doc, columns, stop.rows, y + 20) + 10;
    }
    y = roomFor(doc, y, 70) + 30;
    const line = (x: number, label: string) => {
      doc
        .moveTo(x, y)
        .lineTo(x + 200, y)
        .strokeColor('#000')
        .stroke();
      doc
        .fontSize(9)
        .fillColor('#555')
        .text(label, x, y + 4);
    };
    line(LEFT, 'Driver’s signature');
    line(RIGHT - 200, 'Date');
  });
}
