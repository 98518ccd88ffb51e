import { formatNaira } from '@campusflow/contracts/format';
import { drawCheckLink, drawFields } from './pdf-blocks.ts';
import { drawLetterhead, type Letterhead, renderPdf } from './pdf-document.ts';

export type ReceiptContent = Letterhead & {
  /** Label and value rows: who paid what, when and how. */
  fields: [string, string][];
  /** The figures in kobo; the last is the total, in bold. */
  money: [string, number][];
  checkUrl: string;
};

const LABEL_X = 50;

/**
 * A payment receipt (docs/domain.md, "Fees and payments"): letterhead, the payment's details,
 * the amounts with the total paid last, and where to check it. Amounts read "NGN": the PDF's
 * standard fonts have no naira sign.
 */
export function renderReceipt(content: ReceiptContent): Promise<Buffer> {
  return renderPdf('Payment receipt', (doc) => {
    drawLetterhead(doc, content);
    doc.fillColor('#000').fontSize(16).text('Payment receipt', LABEL_X, 130);
    let y = drawFields(doc, content.fields, 165);
    y += 8;
    doc.moveTo(LABEL_X, y).lineTo(545, y).strokeColor('#ccc').stroke();
    y += 12;
    content.money.forEach(([label, kobo], index) => {
      const total = index === content.money.length - 1;
      if (total) {
        doc
          .moveTo(300, y - 4)
          .lineTo(545, y - 4)
          .strokeColor('#ccc')
          .stroke();
        y += 4;
      }
      doc
        .font(total ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(total ? 12 : 10)
        .fillColor('#000')
        .text(label, LABEL_X, y);
      doc.text(`NGN ${formatNaira(kobo)}`, 300, y, { width: 245, align: 'right' });
      y += total ? 24 : 18;
    });
    doc.font('Helvetica');
    y += 20;
    drawCheckLink(doc, 'Check this receipt at', content.checkUrl, y);
  });
}
