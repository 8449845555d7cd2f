// Practice Shop: the product list's page object (/shop/inventory): search, filter, sort, add and remove, and read the list and its layout.
import { $, browser } from '@wdio/globals';
import { product, type ProductName } from '../rules.ts';
import { hook, hookWithText, textsOf, typeInto } from './hooks.ts';

/** A product's picture as the list shows it: its text alternative and its address. */
export interface Picture {
  alt: string | null;
  src: string;
}

class InventoryPage {
  private get search() {
    return hook('search');
  }

  private get category() {
    return hook('category');
  }

  private get sort() {
    return hook('sort');
  }

  /** The view's heading, "Products". */
  get heading() {
    return $('h2');
  }

  /** "Showing {n} of 12 products" once the list has arrived. */
  get resultCount() {
    return hook('result-count');
  }

  /** "No products match your search." */
  get noResults() {
    return hook('no-results');
  }

  /** Opens the list (with an address query such as `?sort=price-asc`) and waits for it. */
  async open(query = '') {
    await browser.url(`/shop/inventory${query}`);
    await this.waitUntilShown();
  }

  /** Waits for the list to arrive (its status replaces "Loading products…"). */
  async waitUntilShown() {
    await $('[data-test="result-count"], [data-test="no-results"]').waitForDisplayed();
  }

  async searchFor(text: string) {
    await typeInto(this.search, text);
  }

  async filterBy(category: string) {
    await this.category.selectByVisibleText(category);
  }

  async sortBy(order: string) {
    await this.sort.selectByVisibleText(order);
  }

  async productNames() {
    return textsOf('inventory-item-name');
  }

  async prices() {
    return textsOf('inventory-item-price');
  }

  async addToCart(name: ProductName) {
    await hook(`add-to-cart-${product(name).slug}`).click();
  }

  async remove(name: ProductName) {
    await hook(`remove-${product(name).slug}`).click();
  }

  /** The product's one button: "Add to cart", "Remove" or a disabled "Out of stock". */
  buttonOf(name: ProductName) {
    return $(
      `//*[@data-test="inventory-item"][.//*[@data-test="inventory-item-name"][normalize-space()="${name}"]]//button`,
    );
  }

  async openProduct(name: ProductName) {
    await hookWithText('inventory-item-name', name).click();
  }

  /** Each product's picture, in list order. */
  async pictures(): Promise<Picture[]> {
    return browser.execute(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-test="inventory-item-image"]')].map(
        (img) => ({ alt: img.getAttribute('alt'), src: img.src }),
      ),
    );
  }

  /** The top of each product's button, grouped by the row of the grid that its item sits in. */
  async buttonTopsByRow(): Promise<number[][]> {
    return browser.execute(() => {
      const rows = new Map<number, number[]>();
      for (const item of document.querySelectorAll('[data-test="inventory-item"]')) {
        const row = Math.round(item.getBoundingClientRect().top);
        const button = item.querySelector('button')!.getBoundingClientRect().top;
        rows.set(row, [...(rows.get(row) ?? []), button]);
      }
      return [...rows.values()];
    });
  }

  /** The computed font size of the first price, e.g. "16px". */
  async priceFontSize() {
    return (await hook('inventory-item-price').getCSSProperty('font-size')).value;
  }
}

export default new InventoryPage();
