// Practice Shop: the order confirmation's page object (/shop/checkout/complete/{number}).
import type { Page } from '@playwright/test';

export class CompletePage {
  private readonly header;
  private readonly number;
  private readonly email;

  constructor(private readonly page: Page) {
    this.header = page.getByTestId('complete-header');
    this.number = page.getByTestId('order-number');
    this.email = page.getByTestId('confirmation-email');
  }

  /** Opens the confirmation of an order placed earlier. */
  async goto(number: string) {
    await this.page.goto(`/shop/checkout/complete/${number}`);
    await this.number.waitFor();
  }

  /** What the confirmation says; waits for it, so it also waits for the order to be placed. */
  async confirmation() {
    return {
      heading: await this.header.innerText(),
      number: await this.number.innerText(),
      email: await this.email.innerText(),
    };
  }
}
