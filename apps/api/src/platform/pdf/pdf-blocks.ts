import { drawImage } from './pdf-document.ts';

// The blocks school documents are made of, under the letterhead: label/value rows, the
// passport photograph, a table, and the line that says where to check the document.

const LEFT = 50;
const RIGHT = 545;
const VALUE_X = 170;
const BOTTOM = 780;

/**
 * Label and value rows from `y`, labels dimmed at the margin, values beside them in
 * `valueWidth` (narrower beside a photograph). Answers the y under the last row.
 */
export function drawFields(
  doc: PDFKit.PDFDocument,
  fields: readonly [string, string][],
  y: number,
  valueWidth = RIGHT - VALUE_X,
): number {
  let at = y;
  for (const [label, value] of fields) {
    doc
      .fontSize(10)
      .fillColor('#555')
      .text(label, LEFT, at, { width: VALUE_X - LEFT });
    doc.fillColor('#000').text(value, VALUE_X, at, { width: valueWidth });
    at += Math.max(18, doc.heightOfString(value, { width: valueWidth }) + 6);
  }
  return at;
}

const PHOTO = { x: 445, y: 130, size: 100 };

/**
 * The passport photograph at the top right, beside the title and fields. With a placeholder,
 * it is framed, and the placeholder is written in the frame when there is no photograph.
 */
export function drawPhoto(
  doc: PDFKit.PDFDocument,
  photo: Buffer | null | undefined,
  placeholder?: string,
) {
  if (placeholder === undefined) {
    drawImage(doc, photo, PHOTO.x, PHOTO.y, PHOTO.size);
    return;
  }
  doc.rect(PHOTO.x, PHOTO.y, PHOTO.size, PHOTO.size).strokeColor('#999').stroke();
  if (!drawImage(doc, photo, PHOTO.x + 2, PHOTO.y + 2, PHOTO.size - 4, true)) {
    doc
      .fontSize(9)
      .fillColor('#999')
      .text(placeholder, PHOTO.x, PHOTO.y + PHOTO.size / 2 - 5, {
        width: PHOTO.size,
        align: 'center',
      });
  }
}

export type TableColumn = { header: string; width: number; align?: 'left' | 'right' };

/** Where a table runs: a portrait A4 page's margins unless a landscape page gives its own. */
export type TableFrame = { left: number; right: number; bottom: number };
const PORTRAIT: TableFrame = { left: LEFT, right: RIGHT, bottom: BOTTOM };

/** Draws one row of cells; answers its height. */
function drawRow(
  doc: PDFKit.PDFDocument,
  columns: readonly TableColumn[],
  cells: readonly string[],
  y: number,
  left = LEFT,
): number {
  let x = left;
  let height = 0;
  columns.forEach((column, i) => {
    const text = cells[i] ?? '';
    const options = { width: column.width - 8, align: column.align ?? 'left' } as const;
    doc.text(text, x, y, options);
    height = Math.max(height, doc.heightOfString(text, options));
    x += column.width;
  });
  return height;
}

/**
 * A table across the page from `y`: a bold header, one ruled row per line and, when given, a
 * bold total row. A row that would run off the page starts a new one, header repeated.
 * Answers the y under the table.
 */
export function drawTable(
  doc: PDFKit.PDFDocument,
  columns: readonly TableColumn[],
  rows: readonly (readonly string[])[],
  y: number,
  total?: readonly string[],
  frame: TableFrame = PORTRAIT,
): number {
  const rule = (at: number) =>
    doc.moveTo(frame.left, at).lineTo(frame.right, at).strokeColor('#ccc').stroke();
  const header = (at: number) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#000');
    const height = drawRow(
      doc,
      columns,
      columns.map((c) => c.header),
      at,
      frame.left,
    );
    rule(at + height + 4);
    doc.font('Helvetica');
    return at + height + 10;
  };
  let at = header(y);
  for (const cells of rows) {
    doc.fontSize(10).fillColor('#000');
    if (at + 2 * doc.currentLineHeight() > frame.bottom) {
      doc.addPage();
      at = header(frame.left);
    }
    at += drawRow(doc, columns, cells, at, frame.left) + 4;
    rule(at);
    at += 6;
  }
  if (total) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#000');
    at += drawRow(doc, columns, total, at, frame.left) + 6;
    doc.font('Helvetica');
  }
  return at;
}

/** "Check this … at <url>": dimmed, underlined and a link, across the page. */
export function drawCheckLink(doc: PDFKit.PDFDocument, text: string, url: string, y: number) {
  doc
    .fontSize(9)
    .fillColor('#555')
    .text(`${text} ${url}`, LEFT, y, { link: url, underline: true, width: RIGHT - LEFT });
}
