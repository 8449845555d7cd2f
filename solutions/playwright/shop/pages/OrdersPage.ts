// Practice Shop: the order history's page object (/shop/orders): read the table of orders, open one.
import type { Page } from '@playwright/test';
import { visibleText } from './visibleText';

export interface OrderRow {
  number: string;
  placed: string;
  items: string;
  total: string;
}

export class OrdersPage {
  private readonly table;
  private readonly rows;
  private readonly empty;

  constructor(private readonly page: Page) {
    this.table = page.getByTestId('orders-table');
    this.rows = page.getByTestId('order-row');
    this.empty = page.getByTestId('orders-empty');
  }

  /** Opens the history and waits for the table, or for the message that there is none. */
  async goto() {
    await this.page.goto('/shop/orders');
    await this.table.or(this.empty).waitFor();
  }

  /** Each order as the table shows it, newest first. */
  async orders(): Promise<OrderRow[]> {
    const rows = await this.rows.all();
    return Promise.all(
      rows.map(async (row) => {
        const [number = '', placed = '', items = '', total = ''] = await row
          .getByRole('cell')
          .allInnerTexts();
        return { number, placed, items, total };
      }),
    );
  }

  async emptyMessage() {
    return visibleText(this.empty);
  }

  async open(number: string) {
    await this.page.getByTestId('order-link').getByText(number, { exact: true }).click();
  }
}
