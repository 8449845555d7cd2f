// Shopping cart: a small page object, prices read from the page, and a subtotal checked in cents.
import { $, browser, expect } from '@wdio/globals';

/** "$123.45" -> 12345: whole cents, so sums are exact. */
const toCents = (price: string) => Math.round(Number(price.replace('$', '')) * 100);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The shop's two views, search and cart, behind names a test can read. */
class ShoppingCartPage {
  // The badge reads "Cart 2 items" to a screen reader: " items" is visually hidden.
  get cartButton() {
    return $('button*=Cart');
  }

  get subtotal() {
    return $('p*=Subtotal:');
  }

  async open() {
    await browser.url('/shoppingCart');
  }

  async search(term: string) {
    await $('aria/Search products').setValue(term);
    await $('form[role="search"]').$('button=Search').click();
  }

  /** Adds the product to the cart and returns its price in cents. */
  async add(title: string): Promise<number> {
    const product = $(`//article[.//h3[.="${title}"]]`);
    const price = await product.$('p*=$').getText();
    await product.$('button=Add to cart').click();
    return toCents(price);
  }

  async setQuantity(title: string, quantity: number) {
    await $(`aria/Quantity of ${title}`).selectByVisibleText(String(quantity));
  }

  async remove(title: string) {
    await $(`//li[span[.="${title}"]]`).$('button=Remove').click();
  }
}

describe('Shopping cart', () => {
  it('adds two products, changes a quantity and checks the subtotal', async () => {
    const shop = new ShoppingCartPage();
    await shop.open();
    await shop.search('Laptop');

    const best = await shop.add('The Best Laptop Ever Made');
    const second = await shop.add('Laptop #2 you NEED this one!');
    await expect(shop.cartButton).toHaveComputedLabel('Cart 2 items');

    await shop.cartButton.click();
    await expect(shop.subtotal).toHaveText(`Subtotal: ${dollars(best + second)}`);
    await shop.setQuantity('Laptop #2 you NEED this one!', 3);
    await expect(shop.subtotal).toHaveText(`Subtotal: ${dollars(best + 3 * second)}`);

    await shop.remove('The Best Laptop Ever Made');
    await expect(shop.cartButton).toHaveComputedLabel('Cart 1 items');
    await expect(shop.subtotal).toHaveText(`Subtotal: ${dollars(3 * second)}`);
  });
});
