// Practice Shop: the checkout overview's page object (/shop/checkout/overview): read the order before placing it, then place it.
import type { Page } from '@playwright/test';
import { OrderSummary } from './OrderSummary';

export class OverviewPage {
  private readonly summary;
  private readonly placeOrderButton;

  constructor(private readonly page: Page) {
    this.summary = new OrderSummary(page);
    this.placeOrderButton = page.getByTestId('place-order');
  }

  async goto() {
    await this.page.goto('/shop/checkout/overview');
    await this.summary.waitUntilShown();
  }

  async waitUntilShown() {
    await this.summary.waitUntilShown();
  }

  lines() {
    return this.summary.lines();
  }

  delivery() {
    return this.summary.delivery();
  }

  totals() {
    return this.summary.totals();
  }

  discountLabel() {
    return this.summary.discountLabel();
  }

  async placeOrder() {
    await this.placeOrderButton.click();
  }
}
