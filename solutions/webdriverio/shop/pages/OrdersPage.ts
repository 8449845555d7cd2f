// Practice Shop: the order history's page object (/shop/orders): read the table of orders, open one.
import { $, browser } from '@wdio/globals';
import { hook, hooks, hookWithText } from './hooks.ts';

/** One order as the table shows it. */
export interface OrderRow {
  number: string;
  placed: string;
  items: string;
  total: string;
}

class OrdersPage {
  /** "You have no orders yet." */
  get emptyMessage() {
    return hook('orders-empty');
  }

  /** Opens the history and waits for the table, or for the message that there is none. */
  async open() {
    await browser.url('/shop/orders');
    await $('[data-test="orders-table"], [data-test="orders-empty"]').waitForDisplayed();
  }

  /** Each order as the table shows it, newest first. */
  async orders(): Promise<OrderRow[]> {
    return hooks('order-row').map(async (row) => {
      const [number = '', placed = '', items = '', total = ''] = await row
        .$$('td')
        .map((cell) => cell.getText());
      return { number, placed, items, total };
    });
  }

  async openOrder(number: string) {
    await hookWithText('order-link', number).click();
  }
}

export default new OrdersPage();
