// Practice Shop: the checkout overview's page object (/shop/checkout/overview): read the order before placing it, then place it.
import type { Page } from '@playwright/test';
import { OrderSummary } from './OrderSummary';
import { visibleText } from './visibleText';

export class OverviewPage {
  private readonly summary;
  private readonly placeOrderButton;
  private readonly alert;

  constructor(private readonly page: Page) {
    this.summary = new OrderSummary(page);
    this.placeOrderButton = page.getByTestId('place-order');
    this.alert = page.getByRole('alert');
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

  /** The alert of a failed order, or null. */
  async alertMessage() {
    return visibleText(this.alert);
  }
}
