// Practice Shop: the order confirmation's page object (/shop/checkout/complete/{number}).
import { browser } from '@wdio/globals';
import { hook } from './hooks.ts';

class CompletePage {
  /** "Thank you for your order!" */
  get heading() {
    return hook('complete-header');
  }

  /** "Your order number is {number}." */
  get orderNumber() {
    return hook('order-number');
  }

  /** "A confirmation was sent to {email}." */
  get confirmationEmail() {
    return hook('confirmation-email');
  }

  /** Opens the confirmation of an order placed earlier. */
  async open(number: string) {
    await browser.url(`/shop/checkout/complete/${number}`);
    await this.orderNumber.waitForDisplayed();
  }
}

export default new CompletePage();
