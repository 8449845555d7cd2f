// Practice Shop: one order's page object (/shop/orders/{number}): its summary and its invoice download.
import type { Page } from '@playwright/test';
import { OrderSummary } from './OrderSummary';

export class OrderPage {
  private readonly summary;
  private readonly heading;
  private readonly invoiceLink;

  constructor(private readonly page: Page) {
    this.summary = new OrderSummary(page);
    this.heading = page.getByRole('heading', { level: 2 });
    this.invoiceLink = page.getByTestId('download-invoice');
  }

  /** Opens the order's view and waits for its heading ("Order PS-1001" or "Order not found"). */
  async goto(number: string) {
    await this.page.goto(`/shop/orders/${number}`);
    await this.heading.waitFor();
  }

  async title() {
    return this.heading.innerText();
  }

  lines() {
    return this.summary.lines();
  }

  totals() {
    return this.summary.totals();
  }

  /** Clicks "Download invoice" and returns the file the browser saves. */
  async downloadInvoice() {
    const download = this.page.waitForEvent('download');
    await this.invoiceLink.click();
    return download;
  }
}
