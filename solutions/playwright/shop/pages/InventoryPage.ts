// Practice Shop: the product list's page object (/shop/inventory): search, filter, sort, add and remove, and read the list.
import type { Page } from '@playwright/test';
import { product, type ProductName } from '../rules';

export class InventoryPage {
  private readonly search;
  private readonly category;
  private readonly sort;
  private readonly resultCount;
  private readonly noResults;
  private readonly items;
  private readonly nameLinks;
  private readonly priceTags;

  constructor(private readonly page: Page) {
    this.search = page.getByTestId('search');
    this.category = page.getByTestId('category');
    this.sort = page.getByTestId('sort');
    this.resultCount = page.getByTestId('result-count');
    this.noResults = page.getByTestId('no-results');
    this.items = page.getByTestId('inventory-item');
    this.nameLinks = page.getByTestId('inventory-item-name');
    this.priceTags = page.getByTestId('inventory-item-price');
  }

  /** Opens the list (with an address query such as `?sort=price-asc`) and waits for it. */
  async goto(query = '') {
    await this.page.goto(`/shop/inventory${query}`);
    await this.waitUntilShown();
  }

  /** Waits for the list to arrive (its status replaces "Loading products…"). */
  async waitUntilShown() {
    await this.resultCount.or(this.noResults).waitFor();
  }

  async heading() {
    return this.page.getByRole('heading', { level: 2 }).innerText();
  }

  async searchFor(text: string) {
    await this.search.fill(text);
  }

  async filterBy(category: string) {
    await this.category.selectOption({ label: category });
  }

  async sortBy(order: string) {
    await this.sort.selectOption({ label: order });
  }

  /** "Showing {n} of 12 products", or the no-results message when nothing matches. */
  async status() {
    return (await this.noResults.isVisible())
      ? this.noResults.innerText()
      : this.resultCount.innerText();
  }

  async productNames() {
    return this.nameLinks.allInnerTexts();
  }

  async prices() {
    return this.priceTags.allInnerTexts();
  }

  async addToCart(name: ProductName) {
    await this.page.getByTestId(`add-to-cart-${product(name).slug}`).click();
  }

  async remove(name: ProductName) {
    await this.page.getByTestId(`remove-${product(name).slug}`).click();
  }

  /** The label of the product's one button: "Add to cart", "Remove" or "Out of stock". */
  async buttonOf(name: ProductName) {
    return this.items
      .filter({ has: this.nameLinks.getByText(name, { exact: true }) })
      .getByRole('button')
      .innerText();
  }

  async isOutOfStockDisabled(name: ProductName) {
    return this.page.getByTestId(`out-of-stock-${product(name).slug}`).isDisabled();
  }

  async openProduct(name: ProductName) {
    await this.nameLinks.getByText(name, { exact: true }).click();
  }

  /** Each product's picture, in list order: its text alternative and its address. */
  async pictures() {
    return this.page.getByTestId('inventory-item-image').evaluateAll((images) =>
      (images as HTMLImageElement[]).map((img) => ({
        alt: img.getAttribute('alt'),
        src: img.src,
      })),
    );
  }

  /** The top of each product's button, grouped by the row of the grid that its item sits in. */
  async buttonTopsByRow() {
    return this.items.evaluateAll((items) => {
      const rows = new Map<number, number[]>();
      for (const item of items) {
        const row = Math.round(item.getBoundingClientRect().top);
        const button = item.querySelector('button')!.getBoundingClientRect().top;
        rows.set(row, [...(rows.get(row) ?? []), button]);
      }
      return [...rows.values()];
    });
  }

  async priceFontSize() {
    return this.priceTags.first().evaluate((price) => getComputedStyle(price).fontSize);
  }
}
