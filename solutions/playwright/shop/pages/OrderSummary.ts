// Practice Shop: the order summary that the overview and the order view share (same hooks): lines, ship-to and the five totals.
import type { Page } from '@playwright/test';
import { visibleText } from './visibleText';

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

export class OrderSummary {
  constructor(private readonly page: Page) {}

  private line(hook: string) {
    return this.page.getByTestId(hook);
  }

  async waitUntilShown() {
    await this.line('summary-total').waitFor();
  }

  /** Each line, in order: "{name} × {quantity}" and its line total. */
  async lines() {
    const rows = await this.line('summary-item').allInnerTexts();
    return rows.map((row) => {
      const [, item = row, total = ''] = /^(.*\S)\s+(\$\S+)$/s.exec(row) ?? [];
      return { item, total };
    });
  }

  /** The delivery lines: "Ship to: …", "Email: …", "Shipping: …" and "Payment: …". */
  async delivery() {
    return {
      shipTo: await this.line('summary-ship-to').innerText(),
      email: await this.line('summary-email').innerText(),
      method: await this.line('summary-shipping-method').innerText(),
      payment: await this.line('summary-payment').innerText(),
    };
  }

  async totals(): Promise<ShownTotals> {
    const discount = await visibleText(this.line('summary-discount'));
    return {
      items: amountOf(await this.line('summary-subtotal').innerText()),
      discount: discount && amountOf(discount),
      shipping: amountOf(await this.line('summary-shipping').innerText()),
      tax: amountOf(await this.line('summary-tax').innerText()),
      total: amountOf(await this.line('summary-total').innerText()),
    };
  }

  /** The discount line's label, e.g. "Discount (SAVE10)", or null without a code. */
  async discountLabel() {
    const discount = await visibleText(this.line('summary-discount'));
    return discount && discount.slice(0, discount.lastIndexOf(':'));
  }
}
