// Practice Shop: the 24 test cases of /shop/testCases as one suite of page objects, API-arranged data and fresh shoppers; it catches all 25 planted bugs.
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CartPage } from './pages/CartPage';
import { CheckoutPage } from './pages/CheckoutPage';
import { CompletePage } from './pages/CompletePage';
import { InventoryPage } from './pages/InventoryPage';
import { LoginPage } from './pages/LoginPage';
import { OrderPage } from './pages/OrderPage';
import { OrdersPage } from './pages/OrdersPage';
import { OverviewPage } from './pages/OverviewPage';
import { ProductPage } from './pages/ProductPage';
import { ShopBar } from './pages/ShopBar';
import { readInbox } from './shopApi';
import {
  lineTotal,
  maxPerLine,
  money,
  orderTotals,
  product,
  PRODUCTS,
  shopperDetails,
  type DiscountCode,
  type Line,
  type Shipping,
  type Totals,
} from './rules';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
const byPrice = (a: { price: number; name: string }, b: { price: number; name: string }) =>
  a.price - b.price || byName(a, b);
const names = (products: readonly { name: string }[]) => products.map((p) => p.name);

/** The totals as the overview and the order view show them: a discount line with any code. */
const shownTotals = (totals: Totals, code?: DiscountCode) => ({
  items: money(totals.items),
  discount: code ? `-${money(totals.discount)}` : null,
  shipping: money(totals.shipping),
  tax: money(totals.tax),
  total: money(totals.total),
});

const standardLabel = (lines: readonly Line[], code?: DiscountCode) => {
  const { shipping } = orderTotals(lines, 'standard', code);
  return `Standard (3-5 days): ${shipping === 0 ? 'free' : money(shipping)}`;
};

/**
 * Serious and critical WCAG 2.1 A/AA violations on the page, as "rule: element" lines. Legacy
 * mode runs axe in the page itself (the default opens a blank page per run to merge frames, which
 * this shop has none of), and only violations are gathered.
 */
async function accessibilityViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

/** A cart of three lines that the tests of the checkout reuse: $128.98 of items. */
const JACKET_AND_HATS: Line[] = [
  { name: 'Rain Jacket', quantity: 1 },
  { name: 'Sun Hat', quantity: 2 },
];

test('TC01 Log in and see the products', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login('standard_user');

  const inventory = new InventoryPage(page);
  await inventory.waitUntilShown();
  await expect(page).toHaveURL('/shop/inventory');
  expect(await inventory.heading()).toBe('Products');
  expect(await inventory.status()).toBe('Showing 12 of 12 products');
  expect(await inventory.productNames()).toEqual(names([...PRODUCTS].sort(byName)));
  expect(await new ShopBar(page).user()).toBe('Signed in as standard_user');
});

test('TC02 Locked user cannot log in', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login('locked_user');

  expect(await login.errorMessage()).toBe('This user is locked out.');
  await expect(page).toHaveURL('/shop');
});

test('TC03 Login form errors', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();

  await login.login('', '');
  expect(await login.errorMessage()).toBe('Username is required.');
  await login.dismissError();
  await expect.poll(() => login.hasError()).toBe(false);

  await login.login('standard_user', '');
  await expect.poll(() => login.errorMessage()).toBe('Password is required.');

  // Names compare exactly: a capital letter makes another name.
  await login.login('Standard_user');
  await expect
    .poll(() => login.errorMessage())
    .toBe('Username and password do not match any user.');
  await login.login('standard_user', 'wrong');
  expect(await login.errorMessage()).toBe('Username and password do not match any user.');
  await expect(page).toHaveURL('/shop');
});

test('TC04 Pages need a login', async ({ page }) => {
  await page.goto('/shop/cart');
  const login = new LoginPage(page);
  expect(await login.errorMessage()).toBe('Log in to see /shop/cart.');
  await expect(page).toHaveURL('/shop');

  await login.login('standard_user');
  await new CartPage(page).waitUntilShown();
  await expect(page).toHaveURL('/shop/cart');
});

test('TC05 Sort the products', async ({ loggedInPage: page }) => {
  const inventory = new InventoryPage(page);
  await inventory.goto();

  await inventory.sortBy('Price (low to high)');
  const cheapestFirst = [...PRODUCTS].sort(byPrice);
  await expect.poll(() => inventory.productNames()).toEqual(names(cheapestFirst));
  expect(await inventory.prices()).toEqual(cheapestFirst.map((p) => money(p.price)));
  // The order lives in the address: a reload shows the same list.
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  await page.reload();
  await inventory.waitUntilShown();
  expect(await inventory.productNames()).toEqual(names(cheapestFirst));

  await inventory.sortBy('Price (high to low)');
  const dearestFirst = [...PRODUCTS].sort((a, b) => b.price - a.price || byName(a, b));
  await expect.poll(() => inventory.productNames()).toEqual(names(dearestFirst));

  await inventory.sortBy('Name (Z to A)');
  await expect
    .poll(() => inventory.productNames())
    .toEqual(names([...PRODUCTS].sort(byName).reverse()));
});

test('TC06 Search and filter the products', async ({ loggedInPage: page }) => {
  const inventory = new InventoryPage(page);
  await inventory.goto();

  // Search ignores case: the name spells it "Backpack".
  await inventory.searchFor('backpack');
  await expect.poll(() => inventory.productNames()).toEqual(['Trail Backpack']);
  expect(await inventory.status()).toBe('Showing 1 of 12 products');

  await inventory.searchFor('');
  await inventory.filterBy('Bags');
  const bags = PRODUCTS.filter((p) => p.category === 'Bags');
  await expect.poll(() => inventory.productNames()).toEqual(names([...bags].sort(byName)));
  expect(await inventory.status()).toBe(`Showing ${bags.length} of 12 products`);

  // Category and search combine.
  await inventory.searchFor('  BAG ');
  await expect.poll(() => inventory.productNames()).toEqual(['Dry Bag']);
  await expect(page).toHaveURL(/[?&]category=Bags/);

  await inventory.searchFor('kayak');
  await expect.poll(() => inventory.status()).toBe('No products match your search.');
});

test('TC07 Product page', async ({ loggedInPage: page }) => {
  const inventory = new InventoryPage(page);
  await inventory.goto();
  // Each picture is the product's own: its address ends in the product's slug.
  const pictures = await inventory.pictures();
  const sorted = [...PRODUCTS].sort(byName);
  expect(pictures.map((p) => p.alt)).toEqual(names(sorted));
  pictures.forEach(({ src }, i) => expect(src).toMatch(new RegExp(`/${sorted[i]!.slug}\\.\\w+$`)));

  await inventory.openProduct('Water Bottle');
  const productPage = new ProductPage(page);
  expect(await productPage.heading()).toBe('Water Bottle');
  await expect(page).toHaveURL(`/shop/product/${product('Water Bottle').id}`);
  const details = await productPage.details();
  expect(details).toMatchObject({
    price: money(product('Water Bottle').price),
    category: 'Category: Outdoor',
    stock: 'In stock',
  });
  expect(details.picture).toMatch(/\/water-bottle\.\w+$/);

  await productPage.goto('Sun Hat');
  expect((await productPage.details()).stock).toBe('Only 2 left');
  await productPage.goto('Hiking Boots');
  expect((await productPage.details()).stock).toBe('Out of stock');
  expect(await productPage.canAddToCart()).toBe(false);
});

test('TC08 Add and remove from the list', async ({ loggedInPage: page }) => {
  const inventory = new InventoryPage(page);
  const bar = new ShopBar(page);
  await inventory.goto();
  expect(await inventory.buttonOf('Hiking Boots')).toBe('Out of stock');
  expect(await inventory.isOutOfStockDisabled('Hiking Boots')).toBe(true);

  await inventory.addToCart('Water Bottle');
  await expect.poll(() => inventory.buttonOf('Water Bottle')).toBe('Remove');
  await expect.poll(() => bar.cartCount()).toBe(1);
  await expect.poll(() => bar.hasCartLink('Cart, 1 item')).toBe(true);

  await inventory.remove('Water Bottle');
  await expect.poll(() => inventory.buttonOf('Water Bottle')).toBe('Add to cart');
  await expect.poll(() => bar.cartCount()).toBe(0);
  await expect.poll(() => bar.hasCartLink('Cart, 0 items')).toBe(true);
});

test('TC09 Quantity limits', async ({ loggedInPage: page, api }) => {
  const productPage = new ProductPage(page);
  const max = maxPerLine('Trail Backpack');
  await productPage.goto('Trail Backpack');

  await productPage.addToCart(max + 1);
  await expect
    .poll(() => productPage.alertMessage())
    .toBe(`Quantity must be a whole number from 1 to ${max}.`);
  expect((await api.cart()).count).toBe(0);

  await productPage.addToCart(max);
  await expect.poll(() => productPage.message()).toBe(`Added ${max} to your cart.`);
  await expect.poll(() => new ShopBar(page).cartCount()).toBe(max);

  await productPage.addToCart(1);
  await expect
    .poll(() => productPage.alertMessage())
    .toBe(`You can have at most ${max} of this product in your cart.`);
  expect((await api.cart()).count).toBe(max);
});

test('TC10 Cart lines and subtotal', async ({ loggedInPage: page, api }) => {
  const lines: Line[] = [
    { name: 'Trail Backpack', quantity: 1 },
    { name: 'Water Bottle', quantity: 2 },
    { name: 'Wool Socks', quantity: 1 },
  ];
  await api.fillCart(lines);
  const subtotal = (cart: readonly Line[]) =>
    `Subtotal: ${money(cart.reduce((sum, line) => sum + lineTotal(line), 0))}`;
  const cart = new CartPage(page);
  await cart.goto();

  expect(await cart.lines()).toEqual(
    lines.map((line) => ({
      name: line.name,
      price: money(product(line.name).price),
      quantity: String(line.quantity),
      total: money(lineTotal(line)),
    })),
  );
  expect(await cart.subtotal()).toBe(subtotal(lines));

  const threeBottles = lines.map((l) => (l.name === 'Water Bottle' ? { ...l, quantity: 3 } : l));
  await cart.setQuantity('Water Bottle', 3);
  await expect.poll(() => cart.subtotal()).toBe(subtotal(threeBottles));

  // Below 1 is refused, and the field shows the saved quantity again.
  await cart.setQuantity('Water Bottle', 0);
  await expect
    .poll(() => cart.alertMessage())
    .toBe(`Quantity must be a whole number from 1 to ${maxPerLine('Water Bottle')}.`);
  await expect.poll(() => cart.quantityOf('Water Bottle')).toBe('3');
  expect(await cart.subtotal()).toBe(subtotal(threeBottles));

  await cart.remove('Wool Socks');
  const withoutSocks = threeBottles.filter((l) => l.name !== 'Wool Socks');
  await expect
    .poll(async () => (await cart.lines()).map((l) => l.name))
    .toEqual(names(withoutSocks));
  expect(await cart.subtotal()).toBe(subtotal(withoutSocks));
});

test('TC11 Checkout form errors', async ({ loggedInPage: page, api }) => {
  await api.addToCart('Camping Mug');
  const checkout = new CheckoutPage(page);
  await checkout.goto();

  await checkout.continue();
  await expect
    .poll(() => checkout.errors())
    .toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      email: 'Email is required.',
      postalCode: 'Postal code is required.',
    });
  expect(await checkout.invalidFields()).toEqual(['firstName', 'lastName', 'email', 'postalCode']);
  expect(await checkout.errorsDescribeTheirFields()).toBe(true);
  expect(await checkout.focusedField()).toBe('firstName');

  await checkout.fill({
    firstName: 'A'.repeat(41),
    lastName: 'Lovelace',
    email: 'ada@example',
    postalCode: '12',
  });
  await checkout.continue();
  await expect
    .poll(() => checkout.errors())
    .toEqual({
      firstName: 'First name has at most 40 characters.',
      lastName: null,
      email: 'Enter a valid email address.',
      postalCode: 'Postal code has 3 to 10 letters, digits, spaces or hyphens.',
    });
  expect(await checkout.invalidFields()).toEqual(['firstName', 'email', 'postalCode']);
  expect(await checkout.focusedField()).toBe('firstName');

  // Each field keeps what was typed into it.
  const { shipping, ...form } = shopperDetails();
  await checkout.fill(form);
  expect(await checkout.values()).toEqual(form);
  await checkout.chooseShipping(shipping);
  await checkout.continue();
  await new OverviewPage(page).waitUntilShown();
  await expect(page).toHaveURL('/shop/checkout/overview');
});

test('TC12 Shipping choices and free shipping', async ({ loggedInPage: page, api }) => {
  // Two backpacks: $99.98, just under free standard shipping.
  const justUnder: Line[] = [{ name: 'Trail Backpack', quantity: 2 }];
  await api.fillCart(justUnder);
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  expect(await checkout.shippingLabels()).toEqual({
    standard: standardLabel(justUnder),
    express: 'Express (1-2 days): $14.99',
  });
  expect(standardLabel(justUnder)).toBe('Standard (3-5 days): $4.99');

  // A mug more: $109.97 of net, so standard is free.
  await api.addToCart('Camping Mug');
  const over: Line[] = [...justUnder, { name: 'Camping Mug', quantity: 1 }];
  await checkout.goto();
  expect(standardLabel(over)).toBe('Standard (3-5 days): free');
  expect((await checkout.shippingLabels()).standard).toBe(standardLabel(over));

  // The threshold is on the net: SAVE10 takes it below $100.00 again.
  await checkout.applyCode('SAVE10');
  await expect
    .poll(async () => (await checkout.shippingLabels()).standard)
    .toBe(standardLabel(over, 'SAVE10'));
});

test('TC13 Discount codes', async ({ loggedInPage: page, api }) => {
  await api.fillCart(JACKET_AND_HATS);
  const checkout = new CheckoutPage(page);
  await checkout.goto();

  await checkout.applyCode('SAVE20');
  await expect.poll(() => checkout.codeErrorMessage()).toBe('This code is not valid.');

  // Codes are trimmed and case-insensitive.
  await checkout.applyCode('  save10 ');
  await expect.poll(() => checkout.codeMessage()).toBe('Code SAVE10 applied: 10% off your items.');
  await checkout.applyCode('freeship');
  await expect.poll(() => checkout.codeMessage()).toBe('Code FREESHIP applied: free shipping.');
  await checkout.removeCode();
  await expect.poll(() => checkout.codeMessage()).toBeNull();

  await checkout.applyCode('SAVE10');
  await expect.poll(() => checkout.codeMessage()).toBe('Code SAVE10 applied: 10% off your items.');
  await checkout.enter(shopperDetails());
  const overview = new OverviewPage(page);
  await overview.waitUntilShown();
  expect(await overview.discountLabel()).toBe('Discount (SAVE10)');
  expect((await overview.totals()).discount).toBe(
    shownTotals(orderTotals(JACKET_AND_HATS, 'standard', 'SAVE10'), 'SAVE10').discount,
  );
});

test('TC14 Order totals', async ({ loggedInPage: page, api }) => {
  const overview = new OverviewPage(page);
  const check = async (shipping: Shipping, code?: DiscountCode) => {
    await api.saveDetails(shopperDetails(shipping), code);
    await overview.goto();
    expect(await overview.totals(), `${shipping} ${code ?? 'no code'}`).toEqual(
      shownTotals(orderTotals(JACKET_AND_HATS, shipping, code), code),
    );
  };
  await api.fillCart(JACKET_AND_HATS);

  await check('standard');
  await check('express', 'SAVE10');
  await check('express', 'FREESHIP');
  expect(await overview.lines()).toEqual(
    JACKET_AND_HATS.map((line) => ({
      item: `${line.name} × ${line.quantity}`,
      total: money(lineTotal(line)),
    })),
  );
});

test('TC15 Place an order', async ({ loggedInPage: page, api }) => {
  await api.fillCart(JACKET_AND_HATS);
  const details = shopperDetails('express');
  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await checkout.enter(details);

  const overview = new OverviewPage(page);
  await overview.waitUntilShown();
  expect(await overview.delivery()).toEqual({
    shipTo: `Ship to: ${details.firstName} ${details.lastName}, ${details.postalCode}`,
    email: `Email: ${details.email}`,
    method: 'Shipping: Express (1-2 days)',
    payment: 'Payment: Practice card ending 4242',
  });

  await overview.placeOrder();
  const complete = new CompletePage(page);
  expect(await complete.confirmation()).toEqual({
    heading: 'Thank you for your order!',
    number: 'Your order number is PS-1001.',
    email: `A confirmation was sent to ${details.email}.`,
  });
  await expect(page).toHaveURL('/shop/checkout/complete/PS-1001');
  await expect.poll(() => new ShopBar(page).cartCount()).toBe(0);
  expect((await api.cart()).count).toBe(0);
});

test('TC16 Order confirmation e-mail', async ({ page, api }) => {
  const details = shopperDetails();
  const order = await api.order(JACKET_AND_HATS, details);
  const totals = orderTotals(JACKET_AND_HATS, 'standard');

  await expect.poll(async () => (await readInbox(page.request, details.email)).length).toBe(1);
  const [mail] = await readInbox(page.request, details.email);
  expect(mail!.subject).toBe(`Order ${order.number} confirmed`);
  for (const line of JACKET_AND_HATS)
    expect(mail!.text).toContain(`${line.name} × ${line.quantity}: ${money(lineTotal(line))}`);
  expect(mail!.text).toContain(`Total: ${money(totals.total)}`);
});

test('TC17 Order history', async ({ loggedInPage: page, api, loginAs }) => {
  const first = await api.order([{ name: 'Map Case', quantity: 1 }], shopperDetails());
  const second = await api.order(JACKET_AND_HATS, shopperDetails());
  const orders = new OrdersPage(page);
  await orders.goto();

  const placed = (iso: string) => {
    const at = new Date(iso);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
  };
  expect(await orders.orders()).toEqual([
    {
      number: 'PS-1002',
      placed: placed(second.placedAt),
      items: '3',
      total: money(second.total),
    },
    { number: 'PS-1001', placed: placed(first.placedAt), items: '1', total: money(first.total) },
  ]);
  await orders.open('PS-1002');
  const order = new OrderPage(page);
  expect(await order.title()).toBe('Order PS-1002');

  // Another user in the same browser sees none of them.
  await loginAs('visual_user');
  await orders.goto();
  expect(await orders.emptyMessage()).toBe('You have no orders yet.');
  await order.goto('PS-1001');
  expect(await order.title()).toBe('Order not found');
});

test('TC18 Invoice', async ({ loggedInPage: page, api }) => {
  const { number } = await api.order(JACKET_AND_HATS, shopperDetails());
  const totals = orderTotals(JACKET_AND_HATS, 'standard');
  const order = new OrderPage(page);
  await order.goto(number);

  const invoice = await order.downloadInvoice();
  expect(invoice.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const parser = new PDFParse({ data: await readFile(await invoice.path()) });
  const { text } = await parser.getText();
  await parser.destroy();
  expect(text).toContain(`Invoice ${number}`);
  for (const line of JACKET_AND_HATS) expect(text).toContain(`${line.name} × ${line.quantity}`);
  expect(text).toContain(`Total: ${money(totals.total)}`);
});

test('TC19 Reset the shop', async ({ loggedInPage: page, api }) => {
  await api.order(JACKET_AND_HATS, shopperDetails());
  await api.addToCart('Dry Bag');
  const inventory = new InventoryPage(page);
  const bar = new ShopBar(page);
  await inventory.goto();
  await expect.poll(() => bar.cartCount()).toBe(1);

  expect(await bar.resetShop()).toBe('The shop was reset.');
  await expect(page).toHaveURL('/shop/inventory');
  await expect.poll(() => bar.cartCount()).toBe(0);
  const orders = new OrdersPage(page);
  await orders.goto();
  expect(await orders.emptyMessage()).toBe('You have no orders yet.');
  // Numbers start again.
  expect((await api.order([{ name: 'Dry Bag', quantity: 1 }], shopperDetails())).number).toBe(
    'PS-1001',
  );
});

test('TC20 Log out', async ({ loggedInPage: page, api }) => {
  await new InventoryPage(page).goto();
  await new ShopBar(page).logout();
  const login = new LoginPage(page);
  expect(await login.loggedOutMessage()).toBe('You have logged out.');
  await expect(page).toHaveURL('/shop');

  // The login's token stops working at once.
  const answer = await api.send('GET', '/cart');
  expect(answer.status()).toBe(401);
  expect(await answer.json()).toEqual({ message: 'Log in first.' });
  await page.goto('/shop/cart');
  expect(await login.errorMessage()).toBe('Log in to see /shop/cart.');
});

test('TC21 Accessibility of every view', async ({ page, loginAs }) => {
  // Nine views, each scanned by axe: the one test that needs more than the usual time.
  test.slow();
  await new LoginPage(page).goto();
  expect(await accessibilityViolations(page), 'log in').toEqual([]);

  const api = await loginAs('standard_user');
  const { number } = await api.order(JACKET_AND_HATS, shopperDetails());
  await api.fillCart(JACKET_AND_HATS);

  const inventory = new InventoryPage(page);
  await inventory.goto();
  expect(await accessibilityViolations(page), 'products').toEqual([]);
  // Beyond axe: each picture's text alternative is its product's name, and the cart is a link.
  expect((await inventory.pictures()).map((p) => p.alt)).toEqual(names([...PRODUCTS].sort(byName)));
  await expect.poll(() => new ShopBar(page).hasCartLink('Cart, 3 items')).toBe(true);

  await new ProductPage(page).goto('Trail Backpack');
  expect(await accessibilityViolations(page), 'product').toEqual([]);
  await new CartPage(page).goto();
  expect(await accessibilityViolations(page), 'cart').toEqual([]);

  const checkout = new CheckoutPage(page);
  await checkout.goto();
  expect(await accessibilityViolations(page), 'checkout').toEqual([]);
  // axe takes a placeholder for a name; a field needs a real label.
  expect(await checkout.labels()).toEqual({
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    postalCode: 'Postal code',
  });

  await new OverviewPage(page).goto();
  expect(await accessibilityViolations(page), 'overview').toEqual([]);
  await new CompletePage(page).goto(number);
  expect(await accessibilityViolations(page), 'complete').toEqual([]);
  await new OrdersPage(page).goto();
  expect(await accessibilityViolations(page), 'orders').toEqual([]);
  await new OrderPage(page).goto(number);
  expect(await accessibilityViolations(page), 'order').toEqual([]);
});

test('TC22 The shop looks right', async ({ loggedInPage: page, api }) => {
  // Measured geometry rather than screenshots: no baseline images to keep, and a failure says
  // which rule broke (fonts and anti-aliasing differ between machines; these numbers do not).
  await api.addToCart('Water Bottle');
  const inventory = new InventoryPage(page);
  const bar = new ShopBar(page);
  await inventory.goto();
  await expect.poll(() => bar.cartCount()).toBe(1);

  // Each product has a picture of its own.
  const pictures = await inventory.pictures();
  expect(new Set(pictures.map((p) => p.src)).size).toBe(PRODUCTS.length);
  // The buttons of one row of the grid line up.
  for (const tops of await inventory.buttonTopsByRow())
    expect(tops).toEqual(tops.map(() => tops[0]));
  // The badge sits at the right of the cart link.
  const { linkCentre, badgeCentre } = await bar.badgePlacement();
  expect(badgeCentre).toBeGreaterThan(linkCentre);
  // A price on the list is as large as on the product page.
  const listPriceSize = await inventory.priceFontSize();
  const productPage = new ProductPage(page);
  await productPage.goto('Water Bottle');
  expect(listPriceSize).toBe(await productPage.priceFontSize());
});

test('TC23 The shop answers fast', async ({ page }) => {
  const BUDGET_MS = 2_000;
  // Wait well past the budget, so a slow answer fails with its measured time.
  const answerOf = (path: string) =>
    page.waitForResponse((r) => new URL(r.url()).pathname === path, { timeout: 4 * BUDGET_MS });

  const login = new LoginPage(page);
  await login.goto();
  const loginAnswer = answerOf('/api/shop/login');
  const loginStart = Date.now();
  await login.login('standard_user');
  await loginAnswer;
  expect(Date.now() - loginStart, 'login answered after, ms').toBeLessThan(BUDGET_MS);

  const inventory = new InventoryPage(page);
  const listAnswer = answerOf('/api/shop/products');
  const listStart = Date.now();
  await inventory.goto();
  await listAnswer;
  expect(Date.now() - listStart, 'product list arrived after, ms').toBeLessThan(BUDGET_MS);
});

test('TC24 The API agrees with the pages', async ({ api, request }) => {
  const unauthenticated = await request.get('/api/shop/cart');
  expect(unauthenticated.status()).toBe(401);
  expect(await unauthenticated.json()).toEqual({ message: 'Log in first.' });

  const list = (await (await api.send('GET', '/products?sort=price-asc')).json()) as {
    products: { name: string }[];
    total: number;
  };
  expect(list.total).toBe(12);
  expect(names(list.products)).toEqual(names([...PRODUCTS].sort(byPrice)));

  await api.addToCart('Trail Backpack');
  const id = product('Trail Backpack').id;
  expect((await api.send('PUT', `/cart/items/${id}`, { quantity: 0 })).status()).toBe(400);
  const tooMany = await api.send('PUT', `/cart/items/${id}`, { quantity: 6 });
  expect(tooMany.status()).toBe(409);
  expect(await tooMany.json()).toEqual({
    message: 'You can have at most 5 of this product in your cart.',
  });
  await api.addToCart('Wool Socks');
  expect((await api.send('DELETE', `/cart/items/${product('Wool Socks').id}`)).status()).toBe(200);
  const lines: Line[] = [{ name: 'Trail Backpack', quantity: 1 }];
  expect(await api.cart()).toMatchObject({ count: 1, subtotal: lineTotal(lines[0]!) });

  await api.saveDetails(shopperDetails('express'), 'SAVE10');
  const placed = await api.send('POST', '/orders');
  expect(placed.status()).toBe(201);
  expect(await placed.json()).toMatchObject({
    number: 'PS-1001',
    ...orderTotals(lines, 'express', 'SAVE10'),
  });

  expect((await api.send('POST', '/logout')).status()).toBe(204);
  expect((await api.send('GET', '/orders')).status()).toBe(401);
});
