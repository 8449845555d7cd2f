// Practice Shop: TC21-TC23: axe on every view plus what axe cannot judge, the layout by measured geometry, the server's answer times.
import { expect } from '@wdio/globals';
import { accessibilityViolations } from '../accessibility.ts';
import { answerMs } from '../answerTimes.ts';
import { byName, JACKET_AND_HATS, names } from '../expected.ts';
import { expectEventually } from '../eventually.ts';
import CartPage from '../pages/CartPage.ts';
import CheckoutPage from '../pages/CheckoutPage.ts';
import CompletePage from '../pages/CompletePage.ts';
import InventoryPage from '../pages/InventoryPage.ts';
import LoginPage from '../pages/LoginPage.ts';
import OrderPage from '../pages/OrderPage.ts';
import OrdersPage from '../pages/OrdersPage.ts';
import OverviewPage from '../pages/OverviewPage.ts';
import ProductPage from '../pages/ProductPage.ts';
import ShopBar from '../pages/ShopBar.ts';
import { PRODUCTS, shopperDetails } from '../rules.ts';
import { logInAs } from '../shopper.ts';

describe('Practice Shop: access, looks and speed', () => {
  it('TC21 Accessibility of every view', async () => {
    await LoginPage.open();
    expect(await accessibilityViolations()).toEqual([]);

    const api = await logInAs('standard_user');
    const { number } = await api.order(JACKET_AND_HATS, shopperDetails());
    await api.fillCart(JACKET_AND_HATS);

    await InventoryPage.open();
    expect(await accessibilityViolations()).toEqual([]);
    // Beyond axe: each picture's text alternative is its product's name, and the cart is a link.
    expect((await InventoryPage.pictures()).map((p) => p.alt)).toEqual(
      names([...PRODUCTS].sort(byName)),
    );
    await expect(ShopBar.cartLink).toHaveComputedRole('link');
    await expect(ShopBar.cartLink).toHaveComputedLabel('Cart, 3 items');

    await ProductPage.open('Trail Backpack');
    expect(await accessibilityViolations()).toEqual([]);
    await CartPage.open();
    expect(await accessibilityViolations()).toEqual([]);

    await CheckoutPage.open();
    expect(await accessibilityViolations()).toEqual([]);
    // axe takes a placeholder for a name; a field needs a real label.
    expect(await CheckoutPage.labels()).toEqual({
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      postalCode: 'Postal code',
    });

    await OverviewPage.open();
    expect(await accessibilityViolations()).toEqual([]);
    await CompletePage.open(number);
    expect(await accessibilityViolations()).toEqual([]);
    await OrdersPage.open();
    expect(await accessibilityViolations()).toEqual([]);
    await OrderPage.open(number);
    expect(await accessibilityViolations()).toEqual([]);
  });

  it('TC22 The shop looks right', async () => {
    // Measured geometry rather than screenshots: no baseline images to keep, and a failure says
    // which rule broke (fonts and anti-aliasing differ between machines; these numbers do not).
    const api = await logInAs('standard_user');
    await api.addToCart('Water Bottle');
    await InventoryPage.open();
    await expectEventually(() => ShopBar.cartCount(), 1);

    // Each product has a picture of its own.
    const pictures = await InventoryPage.pictures();
    expect(new Set(pictures.map((p) => p.src)).size).toBe(PRODUCTS.length);
    // The buttons of one row of the grid line up.
    for (const tops of await InventoryPage.buttonTopsByRow())
      expect(tops).toEqual(tops.map(() => tops[0]));
    // The badge sits at the right of the cart link.
    const { linkCentre, badgeCentre } = await ShopBar.badgePlacement();
    expect(badgeCentre).toBeGreaterThan(linkCentre);
    // A price on the list is as large as on the product page.
    const listPriceSize = await InventoryPage.priceFontSize();
    await ProductPage.open('Water Bottle');
    expect(await ProductPage.priceFontSize()).toBe(listPriceSize);
  });

  it('TC23 The shop answers fast', async () => {
    const BUDGET_MS = 2_000;
    // Wait well past the budget, so a slow answer fails with its measured time.
    const WAIT_MS = 4 * BUDGET_MS;

    await LoginPage.open();
    await LoginPage.login('standard_user');
    expect(await answerMs('/api/shop/login', WAIT_MS)).toBeLessThan(BUDGET_MS);
    await InventoryPage.waitUntilShown();

    await InventoryPage.open();
    expect(await answerMs('/api/shop/products', WAIT_MS)).toBeLessThan(BUDGET_MS);
  });
});
