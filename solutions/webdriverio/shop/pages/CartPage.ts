// Practice Shop: the cart view's page object (/shop/cart): read its lines and subtotal, change a quantity, remove a line.
import { $, browser } from '@wdio/globals';
import { Key } from 'webdriverio';
import { product, type ProductName } from '../rules.ts';
import { hook, hooks, typeInto } from './hooks.ts';

/** One line of the cart as the table shows it. */
export interface CartRow {
  name: string;
  price: string;
  quantity: string;
  total: string;
}

class CartPage {
  /** "Subtotal: {amount}". */
  get subtotal() {
    return hook('cart-subtotal');
  }

  /** The alert that refuses a change. */
  get alert() {
    return $('[role="alert"]');
  }

  /** The quantity field of the product's line. */
  quantityOf(name: ProductName) {
    return $(
      `//*[@data-test="cart-item"][.//*[@data-test="cart-item-name"][normalize-space()="${name}"]]//*[@data-test="cart-item-quantity"]`,
    );
  }

  /** Opens the cart and waits for its lines, or for the empty message. */
  async open() {
    await browser.url('/shop/cart');
    await this.waitUntilShown();
  }

  async waitUntilShown() {
    await $('[data-test="cart-subtotal"], [data-test="cart-empty"]').waitForDisplayed();
  }

  /** Each line as the table shows it, in order. */
  async lines(): Promise<CartRow[]> {
    return hooks('cart-item').map(async (row) => ({
      name: await row.$('[data-test="cart-item-name"]').getText(),
      price: await row.$('[data-test="cart-item-price"]').getText(),
      quantity: String(await row.$('[data-test="cart-item-quantity"]').getValue()),
      total: await row.$('[data-test="cart-item-total"]').getText(),
    }));
  }

  /** Types a quantity into the line's field and leaves it with Tab, which saves it. */
  async setQuantity(name: ProductName, quantity: number) {
    await typeInto(this.quantityOf(name), String(quantity));
    await browser.keys(Key.Tab);
  }

  async remove(name: ProductName) {
    await hook(`remove-${product(name).slug}`).click();
  }
}

export default new CartPage();
