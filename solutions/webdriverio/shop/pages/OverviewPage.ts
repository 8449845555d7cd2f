// Practice Shop: the checkout overview's page object (/shop/checkout/overview): read the order before placing it, then place it.
import { browser } from '@wdio/globals';
import { hook } from './hooks.ts';
import { OrderSummary } from './OrderSummary.ts';

class OverviewPage {
  /** The lines, delivery and totals of the order to be placed. */
  readonly summary = new OrderSummary();

  private get placeOrderButton() {
    return hook('place-order');
  }

  async open() {
    await browser.url('/shop/checkout/overview');
    await this.waitUntilShown();
  }

  async waitUntilShown() {
    await this.summary.waitUntilShown();
  }

  async placeOrder() {
    await this.placeOrderButton.click();
  }
}

export default new OverviewPage();
