// Practice Shop: the cart view's page object (/shop/cart): read its lines and subtotal, change a quantity, remove a line.
import type { Page } from '@playwright/test';
import { product, type ProductName } from '../rules';
import { visibleText } from './visibleText';

export interface CartRow {
  name: string;
  price: string;
  quantity: string;
  total: string;
}

export class CartPage {
  private readonly rows;
  private readonly subtotalLine;
  private readonly empty;
  private readonly alert;

  constructor(private readonly page: Page) {
    this.rows = page.getByTestId('cart-item');
    this.subtotalLine = page.getByTestId('cart-subtotal');
    this.empty = page.getByTestId('cart-empty');
    this.alert = page.getByRole('alert');
  }

  /** Opens the cart and waits for its lines, or for the empty message. */
  async goto() {
    await this.page.goto('/shop/cart');
    await this.waitUntilShown();
  }

  async waitUntilShown() {
    await this.subtotalLine.or(this.empty).waitFor();
  }

  /** Each line as the table shows it, in order. */
  async lines(): Promise<CartRow[]> {
    const rows = await this.rows.all();
    return Promise.all(
      rows.map(async (row) => ({
        name: await row.getByTestId('cart-item-name').innerText(),
        price: await row.getByTestId('cart-item-price').innerText(),
        quantity: await row.getByTestId('cart-item-quantity').inputValue(),
        total: await row.getByTestId('cart-item-total').innerText(),
      })),
    );
  }

  /** "Subtotal: {amount}", or null with an empty cart. */
  async subtotal() {
    return visibleText(this.subtotalLine);
  }

  async emptyMessage() {
    return visibleText(this.empty);
  }

  /** Types a quantity into the line's field and leaves it, which saves it. */
  async setQuantity(name: ProductName, quantity: number | string) {
    const field = this.page.getByRole('spinbutton', { name: `Quantity of ${name}`, exact: true });
    await field.fill(String(quantity));
    await field.blur();
  }

  async quantityOf(name: ProductName) {
    return this.page
      .getByRole('spinbutton', { name: `Quantity of ${name}`, exact: true })
      .inputValue();
  }

  async remove(name: ProductName) {
    await this.page.getByTestId(`remove-${product(name).slug}`).click();
  }

  /** The alert that refuses a change, or null. */
  async alertMessage() {
    return visibleText(this.alert);
  }
}
