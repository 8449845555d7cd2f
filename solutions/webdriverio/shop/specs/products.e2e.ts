// Practice Shop: TC05-TC08: sorting, searching and filtering the list, the product page, adding and removing from the list.
import { browser, expect } from '@wdio/globals';
import { byName, byPrice, byPriceDescending, names } from '../expected.ts';
import { expectEventually } from '../eventually.ts';
import InventoryPage from '../pages/InventoryPage.ts';
import ProductPage from '../pages/ProductPage.ts';
import ShopBar from '../pages/ShopBar.ts';
import { money, product, PRODUCTS } from '../rules.ts';
import { baseUrl, logInAs } from '../shopper.ts';

describe('Practice Shop: products', () => {
  it('TC05 Sort the products', async () => {
    await logInAs('standard_user');
    await InventoryPage.open();

    await InventoryPage.sortBy('Price (low to high)');
    const cheapestFirst = [...PRODUCTS].sort(byPrice);
    await expectEventually(() => InventoryPage.productNames(), names(cheapestFirst));
    expect(await InventoryPage.prices()).toEqual(cheapestFirst.map((p) => money(p.price)));
    // The order lives in the address: a reload shows the same list.
    await expect(browser).toHaveUrl(expect.stringMatching(/[?&]sort=price-asc/));
    await browser.refresh();
    await InventoryPage.waitUntilShown();
    expect(await InventoryPage.productNames()).toEqual(names(cheapestFirst));

    await InventoryPage.sortBy('Price (high to low)');
    await expectEventually(
      () => InventoryPage.productNames(),
      names([...PRODUCTS].sort(byPriceDescending)),
    );

    await InventoryPage.sortBy('Name (Z to A)');
    await expectEventually(
      () => InventoryPage.productNames(),
      names([...PRODUCTS].sort(byName).reverse()),
    );
  });

  it('TC06 Search and filter the products', async () => {
    await logInAs('standard_user');
    await InventoryPage.open();

    // Search ignores case: the name spells it "Backpack".
    await InventoryPage.searchFor('backpack');
    await expectEventually(() => InventoryPage.productNames(), ['Trail Backpack']);
    await expect(InventoryPage.resultCount).toHaveText('Showing 1 of 12 products');

    await InventoryPage.searchFor('');
    await InventoryPage.filterBy('Bags');
    const bags = PRODUCTS.filter((p) => p.category === 'Bags');
    await expectEventually(() => InventoryPage.productNames(), names([...bags].sort(byName)));
    await expect(InventoryPage.resultCount).toHaveText(`Showing ${bags.length} of 12 products`);

    // Category and search combine.
    await InventoryPage.searchFor('  BAG ');
    await expectEventually(() => InventoryPage.productNames(), ['Dry Bag']);
    await expect(browser).toHaveUrl(expect.stringMatching(/[?&]category=Bags/));

    await InventoryPage.searchFor('kayak');
    await expect(InventoryPage.noResults).toHaveText('No products match your search.');
  });

  it('TC07 Product page', async () => {
    await logInAs('standard_user');
    await InventoryPage.open();
    // Each picture is the product's own: its address ends in the product's slug.
    const pictures = await InventoryPage.pictures();
    const sorted = [...PRODUCTS].sort(byName);
    expect(pictures.map((p) => p.alt)).toEqual(names(sorted));
    pictures.forEach(({ src }, i) =>
      expect(src).toMatch(new RegExp(`/${sorted[i]!.slug}\\.\\w+$`)),
    );

    await InventoryPage.openProduct('Water Bottle');
    await expect(ProductPage.heading).toHaveText('Water Bottle');
    await expect(browser).toHaveUrl(`${baseUrl()}/shop/product/${product('Water Bottle').id}`);
    await expect(ProductPage.price).toHaveText(money(product('Water Bottle').price));
    await expect(ProductPage.category).toHaveText('Category: Outdoor');
    await expect(ProductPage.stock).toHaveText('In stock');
    expect(await ProductPage.pictureAddress()).toMatch(/\/water-bottle\.\w+$/);

    await ProductPage.open('Sun Hat');
    await expect(ProductPage.stock).toHaveText('Only 2 left');
    await ProductPage.open('Hiking Boots');
    await expect(ProductPage.stock).toHaveText('Out of stock');
    await expect(ProductPage.addButton).toBeDisabled();
  });

  it('TC08 Add and remove from the list', async () => {
    await logInAs('standard_user');
    await InventoryPage.open();
    await expect(InventoryPage.buttonOf('Hiking Boots')).toHaveText('Out of stock');
    await expect(InventoryPage.buttonOf('Hiking Boots')).toBeDisabled();

    await InventoryPage.addToCart('Water Bottle');
    await expect(InventoryPage.buttonOf('Water Bottle')).toHaveText('Remove');
    await expectEventually(() => ShopBar.cartCount(), 1);
    await expect(ShopBar.cartLink).toHaveComputedRole('link');
    await expect(ShopBar.cartLink).toHaveComputedLabel('Cart, 1 item');

    await InventoryPage.remove('Water Bottle');
    await expect(InventoryPage.buttonOf('Water Bottle')).toHaveText('Add to cart');
    await expectEventually(() => ShopBar.cartCount(), 0);
    await expect(ShopBar.cartLink).toHaveComputedRole('link');
    await expect(ShopBar.cartLink).toHaveComputedLabel('Cart, 0 items');
  });
});
