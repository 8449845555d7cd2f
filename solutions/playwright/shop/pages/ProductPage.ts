// Practice Shop: the product view's page object (/shop/product/{id}): read the product, add a quantity to the cart.
import type { Page } from '@playwright/test';
import { product, type ProductName } from '../rules';
import { visibleText } from './visibleText';

export class ProductPage {
  private readonly name;
  private readonly picture;
  private readonly price;
  private readonly category;
  private readonly stock;
  private readonly quantity;
  private readonly addButton;
  private readonly added;
  private readonly alert;

  constructor(private readonly page: Page) {
    this.name = page.getByTestId('product-name');
    this.picture = page.getByTestId('product-image');
    this.price = page.getByTestId('product-price');
    this.category = page.getByTestId('product-category');
    this.stock = page.getByTestId('product-stock');
    this.quantity = page.getByTestId('quantity');
    this.addButton = page.getByTestId('add-to-cart');
    this.added = page.getByTestId('add-message');
    this.alert = page.getByRole('alert');
  }

  async goto(name: ProductName) {
    await this.page.goto(`/shop/product/${product(name).id}`);
    await this.name.waitFor();
  }

  async heading() {
    return this.name.innerText();
  }

  /** What a shopper reads about the product. */
  async details() {
    return {
      name: await this.name.innerText(),
      price: await this.price.innerText(),
      category: await this.category.innerText(),
      stock: await this.stock.innerText(),
      picture: await this.picture.evaluate((img) => (img as HTMLImageElement).src),
    };
  }

  async canAddToCart() {
    return this.addButton.isEnabled();
  }

  /** Types the quantity (a number, or any text a shopper might type) and presses Add to cart. */
  async addToCart(quantity: number | string) {
    await this.quantity.fill(String(quantity));
    await this.addButton.click();
  }

  /** The status after adding ("Added 2 to your cart."), or null. */
  async message() {
    return visibleText(this.added);
  }

  /** The alert that refuses a quantity, or null. */
  async alertMessage() {
    return visibleText(this.alert);
  }

  async priceFontSize() {
    return this.price.evaluate((price) => getComputedStyle(price).fontSize);
  }
}
