// Practice Shop: one order's page object (/shop/orders/{number}): its heading, its summary and its invoice link.
import { $, browser } from '@wdio/globals';
import { hook } from './hooks.ts';
import { OrderSummary } from './OrderSummary.ts';

class OrderPage {
  /** The lines, delivery and totals of the order. */
  readonly summary = new OrderSummary();

  /** "Order {number}", or "Order not found". */
  get heading() {
    return $('h2');
  }

  private get invoiceLink() {
    return hook('download-invoice');
  }

  /** Opens the order's view and waits for its heading. */
  async open(number: string) {
    await browser.url(`/shop/orders/${number}`);
    await this.heading.waitForDisplayed();
  }

  /**
   * What "Download invoice" gives: the file at the link's address, fetched with the browser's
   * cookies as the browser would fetch it (headless Chrome saves downloads out of reach).
   */
  async downloadInvoice() {
    const address = String(await this.invoiceLink.getProperty('href'));
    const cookies = await browser.getCookies();
    const answer = await fetch(address, {
      headers: { Cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; ') },
    });
    return {
      status: answer.status,
      contentType: answer.headers.get('Content-Type'),
      disposition: answer.headers.get('Content-Disposition'),
      file: new Uint8Array(await answer.arrayBuffer()),
    };
  }
}

export default new OrderPage();
