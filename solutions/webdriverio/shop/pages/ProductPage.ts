// Practice Shop: the product view's page object (/shop/product/{id}): read the product, add a quantity to the cart.
import { $, browser } from '@wdio/globals';
import { product, type ProductName } from '../rules.ts';
import { hook, typeInto } from './hooks.ts';

class ProductPage {
  private get quantity() {
    return hook('quantity');
  }

  /** The product's name, the view's heading. */
  get heading() {
    return hook('product-name');
  }

  get picture() {
    return hook('product-image');
  }

  get price() {
    return hook('product-price');
  }

  /** "Category: {category}". */
  get category() {
    return hook('product-category');
  }

  /** "In stock", "Only {n} left" or "Out of stock". */
  get stock() {
    return hook('product-stock');
  }

  get addButton() {
    return hook('add-to-cart');
  }

  /** The status after adding ("Added 2 to your cart."). */
  get addedMessage() {
    return hook('add-message');
  }

  /** The alert that refuses a quantity. */
  get alert() {
    return $('[role="alert"]');
  }

  async open(name: ProductName) {
    await browser.url(`/shop/product/${product(name).id}`);
    await this.heading.waitForDisplayed();
  }

  /** The picture's full address. */
  async pictureAddress() {
    return String(await this.picture.getProperty('src'));
  }

  /** Types the quantity (a number, or any text a shopper might type) and presses Add to cart. */
  async addToCart(quantity: number | string) {
    await typeInto(this.quantity, String(quantity));
    await this.addButton.click();
  }

  /** The computed font size of the price, e.g. "16px". */
  async priceFontSize() {
    return (await this.price.getCSSProperty('font-size')).value;
  }
}

export default new ProductPage();
