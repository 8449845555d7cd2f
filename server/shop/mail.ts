import type { Order } from '../../src/shared/shop/api.js';
import { formatMoney } from '../../src/shared/shop/money.js';
import { orderEmailSubject, SHIPPING_LABELS } from '../../src/shared/shop/texts.js';
import { mailboxOf } from '../../src/shared/twofa.js';
import type { Mail } from '../twofa/inbox.js';

/** "{name} × {quantity}", as the overview, the e-mail and the invoice show a line. */
export const lineLabel = (line: { name: string; quantity: number }) =>
  `${line.name} × ${line.quantity}`;

/** The five totals as the overview words them ("Discount" only with a code). */
export function totalsText(order: Order): string[] {
  return [
    `Item total: ${formatMoney(order.items)}`,
    ...(order.discountCode
      ? [`Discount (${order.discountCode}): -${formatMoney(order.discount)}`]
      : []),
    `Shipping: ${formatMoney(order.shipping)}`,
    `Tax (8%): ${formatMoney(order.tax)}`,
    `Total: ${formatMoney(order.total)}`,
  ];
}

/** The confirmation sent to the order's e-mail (the practice inbox, or SMTP). */
export function orderMail(order: Order): Mail {
  const { firstName, lastName, postalCode } = order.shipTo;
  return {
    to: mailboxOf(order.email),
    subject: orderEmailSubject(order.number),
    text: [
      `Thank you for your order ${order.number} at the Practice Shop.`,
      '',
      ...order.lines.map((line) => `${lineLabel(line)}: ${formatMoney(line.total)}`),
      '',
      ...totalsText(order),
      '',
      `Ship to: ${firstName} ${lastName}, ${postalCode}`,
      `Shipping: ${SHIPPING_LABELS[order.shippingMethod]}`,
      'This is a practice message: nothing was charged and nothing will be shipped.',
    ].join('\n'),
  };
}
