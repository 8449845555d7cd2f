// Practice Shop: the order summary that the overview and the order view share (same hooks): lines, delivery and the five totals.
import { hook, shownText, textsOf } from './hooks.ts';

/** The amounts as shown ("$128.98"; the discount "-$12.90", null without a code). */
export interface ShownTotals {
  items: string;
  discount: string | null;
  shipping: string;
  tax: string;
  total: string;
}

/** "Tax (8%): $9.29" -> "$9.29". */
const amountOf = (line: string) => line.slice(line.lastIndexOf(':') + 1).trim();

const amountLine = async (name: string) => amountOf(await hook(name).getText());

/** A part of a view, not a view: the overview and the order view each hold one. */
export class OrderSummary {
  async waitUntilShown() {
    await hook('summary-total').waitForDisplayed();
  }

  /** Each line, in order: "{name} × {quantity}" and its line total. */
  async lines() {
    const rows = await textsOf('summary-item');
    return rows.map((row) => {
      const [, item = row, total = ''] = /^(.*\S)\s+(\$\S+)$/s.exec(row) ?? [];
      return { item, total };
    });
  }

  /** The delivery lines: "Ship to: …", "Email: …", "Shipping: …" and "Payment: …". */
  async delivery() {
    return {
      shipTo: await hook('summary-ship-to').getText(),
      email: await hook('summary-email').getText(),
      method: await hook('summary-shipping-method').getText(),
      payment: await hook('summary-payment').getText(),
    };
  }

  async totals(): Promise<ShownTotals> {
    const discount = await shownText(hook('summary-discount'));
    return {
      items: await amountLine('summary-subtotal'),
      discount: discount && amountOf(discount),
      shipping: await amountLine('summary-shipping'),
      tax: await amountLine('summary-tax'),
      total: await amountLine('summary-total'),
    };
  }

  /** The discount line's label, e.g. "Discount (SAVE10)", or null without a code. */
  async discountLabel() {
    const discount = await shownText(hook('summary-discount'));
    return discount && discount.slice(0, discount.lastIndexOf(':'));
  }
}
