// Shopping cart: a small page object, prices read from the page, and a subtotal checked in cents.
import { expect, test, type Locator, type Page } from '@playwright/test';

/** "$123.45" -> 12345: whole cents, so sums are exact. */
const toCents = (price: string) => Math.round(Number(price.replace('$', '')) * 100);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The shop's two views, search and cart, behind names a test can read. */
class ShoppingCartPage {
  readonly cartButton: Locator;
  readonly subtotal: Locator;

  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    // The badge reads "Cart 2 items" to a screen reader.
    this.cartButton = page.getByRole('button', { name: /^Cart \d+ items$/ });
    this.subtotal = page.getByText(/^Subtotal: /);
  }

  async search(term: string) {
    await this.page.getByRole('searchbox', { name: 'Search products' }).fill(term);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  product(title: string) {
    return this.page
      .getByRole('article')
      .filter({ has: this.page.getByRole('heading', { name: title }) });
  }

  /** Adds the product to the cart and returns its price in cents. */
  async add(title: string): Promise<number> {
    const product = this.product(title);
    const price = await product.getByText(/^\$\d+\.\d{2}$/).innerText();
    await product.getByRole('button', { name: 'Add to cart' }).click();
    return toCents(price);
  }

  async setQuantity(title: string, quantity: number) {
    await this.page.getByLabel(`Quantity of ${title}`).selectOption(String(quantity));
  }
}

test('adds two products, changes a quantity and checks the subtotal', async ({ page }) => {
  await page.goto('/shoppingCart');
  const shop = new ShoppingCartPage(page);
  await shop.search('Laptop');

  const best = await shop.add('The Best Laptop Ever Made');
  const second = await shop.add('Laptop #2 you NEED this one!');
  await expect(shop.cartButton).toHaveAccessibleName('Cart 2 items');

  await shop.cartButton.click();
  await expect(shop.subtotal).toHaveText(`Subtotal: ${dollars(best + second)}`);
  await shop.setQuantity('Laptop #2 you NEED this one!', 3);
  await expect(shop.subtotal).toHaveText(`Subtotal: ${dollars(best + 3 * second)}`);

  await page
    .getByRole('listitem')
    .filter({ hasText: 'The Best Laptop Ever Made' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(shop.cartButton).toHaveAccessibleName('Cart 1 items');
  await expect(shop.subtotal).toHaveText(`Subtotal: ${dollars(3 * second)}`);
});
