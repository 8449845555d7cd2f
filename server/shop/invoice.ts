import PDFDocument from 'pdfkit';
import type { Order } from '../../src/shared/shop/api.js';
import { formatMoney } from '../../src/shared/shop/money.js';
import { PAYMENT_TEXT, SHIPPING_LABELS } from '../../src/shared/shop/texts.js';
import { lineLabel, totalsText } from './mail.js';

export const invoiceFileName = (number: string) => `invoice-${number}.pdf`;

/**
 * The order's invoice as a PDF (pdfkit, its built-in Helvetica: no font file). Text a standard
 * font cannot draw (outside Windows-1252) becomes "?", so a name in any script still makes a file.
 */
export function invoicePdf(order: Order): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Invoice ${order.number}`, Author: 'Automation Playground Practice Shop' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { firstName, lastName, postalCode } = order.shipTo;

  doc.font('Helvetica-Bold').fontSize(20).text(`Invoice ${order.number}`);
  doc.font('Helvetica').fontSize(11).moveDown(0.5);
  doc.text('Practice Shop, Automation Playground');
  doc.text(`Placed: ${order.placedAt.slice(0, 16).replace('T', ' ')} UTC`);
  doc.text(drawable(`Ship to: ${firstName} ${lastName}, ${postalCode}`));
  doc.text(drawable(`Email: ${order.email}`));
  doc.text(`Shipping: ${SHIPPING_LABELS[order.shippingMethod]}`);
  doc.text(PAYMENT_TEXT);
  doc.moveDown();
  for (const line of order.lines) {
    doc.text(`${lineLabel(line)}: ${formatMoney(line.total)}`);
  }
  doc.moveDown();
  for (const row of totalsText(order)) doc.text(row);
  doc.end();
  return done;
}

/** Windows-1252 is what the standard fonts encode; other characters are drawn as "?". */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function drawable(value: string): string {
  return [...value]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      return (code >= 0x20 && code <= 0x7e) ||
        (code >= 0xa0 && code <= 0xff) ||
        WIN_ANSI_EXTRA.includes(char)
        ? char
        : '?';
    })
    .join('');
}
