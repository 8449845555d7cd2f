import type { Page, Response } from '@playwright/test';
import { findExercise } from '../../src/shared/catalog';
import { SHOP_API } from '../../src/shared/shop/api';
import { SHOP_PASSWORD, type ShopUser } from '../../src/shared/shop/users';
import { expect, expectCatalogChecks, frame, seriousAxeViolations, test } from './fixtures';
import { ADA, hook, serverDelayMs, shopApi, viewHeading } from './shop/shopTools';

const shop = findExercise('/shop')!;

async function logInThroughTheForm(page: Page, user: ShopUser) {
  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password').fill(SHOP_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in through the API and opens `path`. */
async function openAs(page: Page, user: ShopUser, path: string) {
  await shopApi(page).logIn(user);
  await page.goto(path);
  await expect(hook(page, 'signed-in-as')).toHaveText(`Signed in as ${user}`);
}

const item = (page: Page, name: string) =>
  hook(page, 'inventory-item').filter({ has: page.getByRole('link', { name, exact: true }) });
const listNames = (page: Page) => hook(page, 'inventory-item-name').allTextContents();

test.describe('Practice Shop as standard_user', () => {
  test('the login view: its texts, its errors one at a time, the locked user, and success', async ({
    page,
  }) => {
    await page.goto('/shop');
    await expect(frame(page).heading).toHaveText('Practice Shop');
    await expect(viewHeading(page)).toHaveText('Log in');
    await expect(hook(page, 'accepted-usernames').getByRole('listitem')).toHaveText([
      'standard_user',
      'locked_user',
      'problem_user',
      'error_user',
      'slow_user',
      'visual_user',
      'a11y_user',
    ]);
    await expect(hook(page, 'password-hint')).toHaveText('Password for every user: practice');
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
    const logIn = page.getByRole('button', { name: 'Log in' });
    const error = page.getByRole('alert');
    await logIn.click();
    await expect(error).toHaveText('Username is required.');
    await page.getByLabel('Username').fill('standard_user');
    await logIn.click();
    await expect(error).toHaveText('Password is required.');
    await page.getByLabel('Password').fill('Practice');
    await logIn.click();
    await expect(error).toHaveText('Username and password do not match any user.');
    await page.getByRole('button', { name: 'Dismiss error' }).click();
    await expect(error).toHaveCount(0);
    await logInThroughTheForm(page, 'locked_user');
    await expect(error).toHaveText('This user is locked out.');
    await logInThroughTheForm(page, 'standard_user');
    await expect(page).toHaveURL('/shop/inventory');
    await expect(viewHeading(page)).toHaveText('Products');
    await page.goto('/shop');
    await expect(page).toHaveURL('/shop/inventory');
  });

  test('the guard sends a view to the login with its path, and back after it', async ({ page }) => {
    await page.goto('/shop/checkout/overview');
    await expect(page).toHaveURL('/shop');
    await expect(page.getByRole('alert')).toHaveText('Log in to see /shop/checkout/overview.');
    await page.goto('/shop/orders');
    await expect(page.getByRole('alert')).toHaveText('Log in to see /shop/orders.');
    await logInThroughTheForm(page, 'standard_user');
    await expect(page).toHaveURL('/shop/orders');
    await expect(viewHeading(page)).toHaveText('Your orders');
  });

  test('every view loads directly, keeps itself on reload and passes the catalog checks', async ({
    page,
    consoleErrors,
  }) => {
    test.slow(true, 'nine views, each with axe and a reload');
    const api = shopApi(page);
    await api.logIn('standard_user');
    await api.add(3);
    await api.saveDetails(ADA);
    const number = await api.placeOrder();
    await api.add(8, 2);
    const views: [string, string][] = [
      ['/shop/inventory', 'Products'],
      ['/shop/product/3', 'Rain Jacket'],
      ['/shop/cart', 'Your cart'],
      ['/shop/checkout', 'Checkout: your information'],
      ['/shop/checkout/overview', 'Checkout: overview'],
      [`/shop/checkout/complete/${number}`, 'Thank you for your order!'],
      ['/shop/orders', 'Your orders'],
      [`/shop/orders/${number}`, `Order ${number}`],
    ];
    for (const [path, heading] of views) {
      await test.step(path, async () => {
        await page.goto('about:blank');
        consoleErrors.length = 0;
        const response = await page.goto(path);
        await expect(viewHeading(page)).toHaveText(heading);
        await expectCatalogChecks(page, shop, response, consoleErrors);
        await page.reload();
        await expect(page).toHaveURL(path);
        await expect(viewHeading(page)).toHaveText(heading);
      });
    }
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const [path] of views.slice(0, 4)) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
      await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
      expect(await seriousAxeViolations(page), `${path} in dark mode`).toEqual([]);
    }
  });

  test('the shop bar: nav, cart count and badge, who is signed in, Reset shop and Log out', async ({
    page,
  }) => {
    await openAs(page, 'standard_user', '/shop/inventory');
    await expect(page.getByRole('navigation', { name: 'Shop' }).getByRole('link')).toHaveText([
      'Products',
      'Orders',
    ]);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(hook(page, 'shopping-cart-badge')).toHaveCount(0);
    await item(page, 'Rain Jacket').getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(hook(page, 'shopping-cart-badge')).toHaveText('1');
    await item(page, 'Dry Bag').getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(viewHeading(page)).toHaveText('Your orders');
    await page.getByRole('button', { name: 'Reset shop' }).click();
    await expect(page).toHaveURL('/shop/inventory');
    await expect(page.getByRole('status').filter({ hasText: 'The shop was reset.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/shop');
    await expect(hook(page, 'logout-message')).toHaveText('You have logged out.');
    await expect(hook(page, 'logout-message')).toHaveRole('status');
    await page.goto('/shop/cart');
    await expect(page.getByRole('alert')).toHaveText('Log in to see /shop/cart.');
  });

  test('the list: count, search, category and sort in the address, no results, loading', async ({
    page,
  }) => {
    await openAs(page, 'standard_user', '/shop/inventory');
    const count = page.getByRole('status').filter({ hasText: /^Showing/ });
    await expect(count).toHaveText('Showing 12 of 12 products');
    expect(await listNames(page)).toEqual([
      'Camping Mug',
      'Dry Bag',
      'First Aid Kit',
      'Head Torch',
      'Hiking Boots',
      'Map Case',
      'Rain Jacket',
      'Sun Hat',
      'Trail Backpack',
      'Trekking Poles',
      'Water Bottle',
      'Wool Socks',
    ]);
    await page.getByLabel('Search products').fill('  BAG ');
    await expect(count).toHaveText('Showing 1 of 12 products');
    await page.getByLabel('Search products').fill('');
    await page.getByLabel('Category').selectOption('Bags');
    await page.getByLabel('Sort by').selectOption('Price (low to high)');
    await expect(page).toHaveURL('/shop/inventory?category=Bags&sort=price-asc');
    await expect(hook(page, 'inventory-item-name')).toHaveText([
      'Map Case',
      'Dry Bag',
      'Trail Backpack',
    ]);
    await expect(hook(page, 'inventory-item-price')).toHaveText(['$15.00', '$22.00', '$49.99']);
    await page.reload();
    await expect(hook(page, 'inventory-item-name')).toHaveText([
      'Map Case',
      'Dry Bag',
      'Trail Backpack',
    ]);
    await expect(page.getByLabel('Category')).toHaveValue('Bags');
    await page.goto('/shop/inventory?sort=nonsense&category=Shoes&q=zzz');
    await expect(page.getByText('No products match your search.')).toBeVisible();
    await expect(count).toHaveText('Showing 0 of 12 products');
    await expect(page.getByLabel('Sort by')).toHaveValue('name-asc');
    // The list on its way: the status says so until the answer comes.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${SHOP_API}/products?*`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Search products').fill('hat');
    await expect(page.getByRole('status').filter({ hasText: 'Loading products…' })).toBeVisible();
    release();
    await expect(count).toHaveText('Showing 1 of 12 products');
  });

  test('the list: each product with its own picture, Add, Remove and Out of stock', async ({
    page,
  }) => {
    await openAs(page, 'standard_user', '/shop/inventory');
    const jacket = item(page, 'Rain Jacket');
    await expect(jacket.getByRole('img', { name: 'Rain Jacket' })).toHaveAttribute(
      'src',
      /\/rain-jacket\.svg$/,
    );
    // `src`, not `currentSrc`: a picture below the fold is lazy and has not loaded yet.
    const sources = await hook(page, 'inventory-item-image').evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).src),
    );
    expect(new Set(sources).size).toBe(12);
    for (const source of sources) {
      const picture = await page.request.get(source);
      expect(picture.status()).toBe(200);
      expect((await picture.body()).length).toBeLessThanOrEqual(8 * 1024);
    }
    await expect(hook(page, 'inventory-item-desc').first()).toHaveText(
      'Enamel, 350 ml, with a folding handle.',
    );
    await expect(hook(page, 'out-of-stock-hiking-boots')).toBeDisabled();
    await expect(hook(page, 'out-of-stock-hiking-boots')).toHaveText('Out of stock');
    await hook(page, 'add-to-cart-rain-jacket').click();
    await expect(hook(page, 'remove-rain-jacket')).toHaveText('Remove');
    await expect(hook(page, 'shopping-cart-badge')).toHaveText('1');
    await hook(page, 'remove-rain-jacket').click();
    await expect(hook(page, 'add-to-cart-rain-jacket')).toBeVisible();
    await expect(hook(page, 'shopping-cart-badge')).toHaveCount(0);
  });

  test('the product view: its facts, quantity rules and messages, the way back with the query', async ({
    page,
  }) => {
    await openAs(page, 'standard_user', '/shop/inventory?q=a&sort=price-desc');
    await page.getByRole('link', { name: 'Sun Hat' }).click();
    await expect(page).toHaveURL('/shop/product/8');
    await expect(viewHeading(page)).toHaveText('Sun Hat');
    await expect(page.getByRole('img', { name: 'Sun Hat' })).toBeVisible();
    await expect(hook(page, 'product-desc')).toHaveText('Wide brim, UPF 50, folds flat.');
    await expect(hook(page, 'product-price')).toHaveText('$19.99');
    await expect(hook(page, 'product-category')).toHaveText('Category: Clothing');
    await expect(hook(page, 'product-stock')).toHaveText('Only 2 left');
    const quantity = page.getByLabel('Quantity');
    await expect(quantity).toHaveValue('1');
    const add = page.getByRole('button', { name: 'Add to cart' });
    for (const wrong of ['3', '0', '1.5', '']) {
      await quantity.fill(wrong);
      await add.click();
      await expect(page.getByRole('alert')).toHaveText(
        'Quantity must be a whole number from 1 to 2.',
      );
    }
    await quantity.fill('2');
    await add.click();
    await expect(hook(page, 'add-message')).toHaveText('Added 2 to your cart.');
    await expect(hook(page, 'add-message')).toHaveRole('status');
    await quantity.fill('1');
    await add.click();
    await expect(page.getByRole('alert')).toHaveText(
      'You can have at most 2 of this product in your cart.',
    );
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to products' }).click();
    await expect(page).toHaveURL('/shop/inventory?q=a&sort=price-desc');
    await page.goto('/shop/product/7');
    await expect(hook(page, 'product-stock')).toHaveText('Out of stock');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await page.goto('/shop/product/2');
    await expect(hook(page, 'product-stock')).toHaveText('In stock');
    await page.goto('/shop/product/13');
    await expect(viewHeading(page)).toHaveText('Product not found');
    await expect(page.getByText('No product has the id 13.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to products' }).click();
    await expect(page).toHaveURL('/shop/inventory');
  });

  test('the cart: lines in order, quantities saved at once, refusals, Remove, subtotal, empty', async ({
    page,
  }) => {
    const api = shopApi(page);
    await api.logIn('standard_user');
    await api.add(3);
    await api.add(8);
    await page.goto('/shop/cart');
    const table = hook(page, 'cart-list');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Product',
      'Price',
      'Quantity',
      'Total',
    ]);
    await expect(hook(page, 'cart-item-name')).toHaveText(['Rain Jacket', 'Sun Hat']);
    await expect(hook(page, 'cart-item-price')).toHaveText(['$89.00', '$19.99']);
    const jackets = page.getByLabel('Quantity of Rain Jacket');
    await jackets.fill('3');
    await expect(hook(page, 'cart-item-total').first()).toHaveText('$267.00');
    await expect(hook(page, 'cart-subtotal')).toHaveText('Subtotal: $286.99');
    await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
    await page.reload();
    await expect(jackets).toHaveValue('3');
    await jackets.fill('6');
    await expect(page.getByRole('alert')).toHaveText(
      'You can have at most 5 of this product in your cart.',
    );
    await expect(jackets).toHaveValue('3');
    await jackets.fill('0');
    await expect(page.getByRole('alert')).toHaveText(
      'Quantity must be a whole number from 1 to 5.',
    );
    await expect(jackets).toHaveValue('3');
    await hook(page, 'remove-sun-hat').click();
    await expect(hook(page, 'cart-item')).toHaveCount(1);
    await expect(hook(page, 'cart-subtotal')).toHaveText('Subtotal: $267.00');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL('/shop/checkout');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/shop/cart');
    await hook(page, 'remove-rain-jacket').click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Checkout' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL('/shop/inventory');
    await page.goto('/shop/checkout');
    await expect(page).toHaveURL('/shop/cart');
  });

  test('checkout: every field checked at once, messages tied, focus to the first, codes, saved details', async ({
    page,
  }) => {
    const api = shopApi(page);
    await api.logIn('standard_user');
    await api.add(3);
    await page.goto('/shop/checkout');
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('Email').fill('not an email');
    await field('Postal code').fill('!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(field('First name')).toBeFocused();
    for (const [label, message] of [
      ['First name', 'First name is required.'],
      ['Last name', 'Last name is required.'],
      ['Email', 'Enter a valid email address.'],
      ['Postal code', 'Postal code has 3 to 10 letters, digits, spaces or hyphens.'],
    ]) {
      await expect(field(label!)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(label!)).toHaveAccessibleDescription(message!);
    }
    await expect(hook(page, 'first-name-error')).toHaveText('First name is required.');
    const shipping = page.getByRole('radiogroup', { name: 'Shipping' });
    await expect(shipping.getByRole('radio', { name: 'Standard (3-5 days): $4.99' })).toBeChecked();
    const discount = page.getByLabel('Discount code');
    await discount.fill('nope');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(hook(page, 'discount-error')).toHaveText('This code is not valid.');
    await expect(hook(page, 'discount-error')).toHaveRole('alert');
    await discount.fill(' freeship ');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(hook(page, 'discount-message')).toHaveText(
      'Code FREESHIP applied: free shipping.',
    );
    await expect(shipping.getByRole('radio', { name: 'Standard (3-5 days): free' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove code' }).click();
    await expect(hook(page, 'discount-message')).toHaveCount(0);
    await expect(shipping.getByRole('radio', { name: 'Standard (3-5 days): $4.99' })).toBeVisible();
    await field('First name').fill('Ada');
    await field('Last name').fill('Lovelace');
    await field('Email').fill('ada@example.com');
    await field('Postal code').fill('AB1 2CD');
    await shipping.getByRole('radio', { name: 'Express (1-2 days): $14.99' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/shop/checkout/overview');
    await page.goto('/shop/checkout');
    await expect(field('Last name')).toHaveValue('Lovelace');
    await expect(shipping.getByRole('radio', { name: 'Express (1-2 days): $14.99' })).toBeChecked();
  });

  test('the worked example: overview, place order, complete, orders, the order and its invoice', async ({
    page,
  }) => {
    const api = shopApi(page);
    await api.logIn('standard_user');
    await api.add(3);
    await api.add(8, 2);
    await api.saveDetails({ ...ADA, shipping: 'express', discountCode: 'SAVE10' });
    const before = new Date();
    await page.goto('/shop/checkout/overview');
    await expect(hook(page, 'summary-item')).toHaveText([
      /^Rain Jacket × 1\s*\$89\.00$/,
      /^Sun Hat × 2\s*\$39\.98$/,
    ]);
    await expect(hook(page, 'summary-ship-to')).toHaveText('Ship to: Ada Lovelace, AB1 2CD');
    await expect(hook(page, 'summary-email')).toHaveText(`Email: ${ADA.email}`);
    await expect(hook(page, 'summary-shipping-method')).toHaveText('Shipping: Express (1-2 days)');
    await expect(hook(page, 'summary-payment')).toHaveText('Payment: Practice card ending 4242');
    const totals = {
      'summary-subtotal': 'Item total: $128.98',
      'summary-discount': 'Discount (SAVE10): -$12.90',
      'summary-shipping': 'Shipping: $14.99',
      'summary-tax': 'Tax (8%): $9.29',
      'summary-total': 'Total: $140.36',
    };
    for (const [name, text] of Object.entries(totals))
      await expect(hook(page, name)).toHaveText(text);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL('/shop/checkout/complete/PS-1001');
    await expect(hook(page, 'complete-header')).toHaveText('Thank you for your order!');
    await expect(hook(page, 'order-number')).toHaveText('Your order number is PS-1001.');
    await expect(hook(page, 'confirmation-email')).toHaveText(
      `A confirmation was sent to ${ADA.email}.`,
    );
    await expect(hook(page, 'shopping-cart-badge')).toHaveCount(0);
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    const row = hook(page, 'order-row');
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([
      'Order',
      'Placed',
      'Items',
      'Total',
    ]);
    const placed = await row.getByRole('cell').nth(1).textContent();
    expect(placed).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    const local = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    expect(placed!.slice(0, 10)).toBe(local(before));
    await expect(row.getByRole('cell')).toHaveText(['PS-1001', placed!, '3', '$140.36']);
    await hook(page, 'order-link').click();
    await expect(viewHeading(page)).toHaveText('Order PS-1001');
    for (const [name, text] of Object.entries(totals))
      await expect(hook(page, name)).toHaveText(text);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download invoice' }).click();
    expect((await download).suggestedFilename()).toBe('invoice-PS-1001.pdf');
    await page.goto('/shop/orders/PS-9999');
    await expect(viewHeading(page)).toHaveText('Order not found');
    await expect(page.getByText('There is no order PS-9999 in this shop.')).toBeVisible();
    await page.getByRole('button', { name: 'Reset shop' }).click();
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page.getByText('You have no orders yet.')).toBeVisible();
  });

  test('overview: Cancel keeps the cart; without details it opens the form', async ({ page }) => {
    const api = shopApi(page);
    await api.logIn('standard_user');
    await api.add(1);
    await page.goto('/shop/checkout/overview');
    await expect(page).toHaveURL('/shop/checkout');
    await api.saveDetails(ADA);
    await page.goto('/shop/checkout/overview');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/shop/inventory');
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });
});

test.describe('the planted bugs: each present for its user, absent for standard_user', () => {
  test('B01 every picture is the image-not-found drawing', async ({ page }) => {
    await openAs(page, 'problem_user', '/shop/product/3');
    await expect(hook(page, 'product-image')).toHaveAttribute('src', /image-not-found\.svg$/);
    await page.goto('/shop/inventory');
    await expect(hook(page, 'inventory-item-image').first()).toHaveAttribute(
      'src',
      /image-not-found\.svg$/,
    );
    await shopApi(page).logIn('standard_user');
    await page.goto('/shop/product/3');
    await expect(hook(page, 'product-image')).toHaveAttribute('src', /rain-jacket\.svg$/);
  });

  test('B02 Price (low to high) keeps the name order', async ({ page }) => {
    await openAs(page, 'problem_user', '/shop/inventory?category=Bags&sort=price-asc');
    await expect(hook(page, 'inventory-item-name')).toHaveText([
      'Dry Bag',
      'Map Case',
      'Trail Backpack',
    ]);
    await shopApi(page).logIn('standard_user');
    await page.reload();
    await expect(hook(page, 'inventory-item-name')).toHaveText([
      'Map Case',
      'Dry Bag',
      'Trail Backpack',
    ]);
  });

  test("B03 a name on the list opens the next product's page, 12 opens 1", async ({ page }) => {
    await openAs(page, 'problem_user', '/shop/inventory');
    await page.getByRole('link', { name: 'Dry Bag' }).click();
    await expect(viewHeading(page)).toHaveText('Trail Backpack');
    await shopApi(page).logIn('standard_user');
    await page.goto('/shop/inventory');
    await page.getByRole('link', { name: 'Dry Bag' }).click();
    await expect(viewHeading(page)).toHaveText('Dry Bag');
  });

  test('B04 Add to cart on the list does nothing for an even id', async ({ page }) => {
    await openAs(page, 'problem_user', '/shop/inventory');
    await hook(page, 'add-to-cart-water-bottle').click();
    await hook(page, 'add-to-cart-trail-backpack').click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(hook(page, 'add-to-cart-water-bottle')).toBeVisible();
    await shopApi(page).logIn('standard_user');
    await page.reload();
    await hook(page, 'add-to-cart-water-bottle').click();
    await expect(hook(page, 'remove-water-bottle')).toBeVisible();
  });

  for (const user of ['problem_user', 'standard_user'] as const) {
    test(`B05 typing in Last name (${user})`, async ({ page }) => {
      const api = shopApi(page);
      await api.logIn(user);
      await api.add(1);
      await page.goto('/shop/checkout');
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      const planted = user === 'problem_user';
      await expect(page.getByLabel('First name')).toHaveValue(planted ? 'Lovelace' : 'Ada');
      await expect(page.getByLabel('Last name')).toHaveValue(planted ? '' : 'Lovelace');
    });
  }

  test('B06 search matches case', async ({ page }) => {
    await openAs(page, 'problem_user', '/shop/inventory?q=backpack');
    await expect(page.getByText('No products match your search.')).toBeVisible();
    await shopApi(page).logIn('standard_user');
    await page.reload();
    await expect(hook(page, 'inventory-item-name')).toHaveText(['Trail Backpack']);
  });

  for (const [user, tax] of [
    ['problem_user', 'Tax (8%): $10.49'],
    ['standard_user', 'Tax (8%): $9.29'],
  ] as const) {
    test(`B07 tax of net only, never of shipping (${user})`, async ({ page }) => {
      const api = shopApi(page);
      await api.logIn(user);
      await api.add(3);
      await api.add(8, 2);
      await api.saveDetails({ ...ADA, shipping: 'express', discountCode: 'FREESHIP' });
      await api.saveDetails({ ...ADA, shipping: 'express' });
      await page.goto('/shop/checkout');
      await page.getByLabel('Discount code').fill('SAVE10');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(hook(page, 'discount-message')).toBeVisible();
      await page.goto('/shop/checkout/overview');
      await expect(hook(page, 'summary-tax')).toHaveText(tax);
    });
  }

  for (const [user, label] of [
    ['problem_user', 'Standard (3-5 days): $4.99'],
    ['standard_user', 'Standard (3-5 days): free'],
  ] as const) {
    test(`B08 standard shipping free from $100.00 of net (${user})`, async ({ page }) => {
      const api = shopApi(page);
      await api.logIn(user);
      await api.add(3, 2);
      await page.goto('/shop/checkout');
      await expect(page.getByRole('radio', { name: label })).toBeVisible();
    });
  }

  for (const [user, planted] of [
    ['problem_user', true],
    ['standard_user', false],
  ] as const) {
    test(`B09 a quantity of 6 on the product page (${user})`, async ({ page }) => {
      await openAs(page, user, '/shop/product/1');
      await page.getByLabel('Quantity').fill('6');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      if (planted) await expect(hook(page, 'add-message')).toHaveText('Added 6 to your cart.');
      else
        await expect(page.getByRole('alert')).toHaveText(
          'Quantity must be a whole number from 1 to 5.',
        );
      await expect(
        page.getByRole('link', { name: planted ? 'Cart, 6 items' : 'Cart, 0 items' }),
      ).toBeVisible();
    });
  }

  for (const user of ['error_user', 'standard_user'] as const) {
    test(`B10 Place order (${user})`, async ({ page }) => {
      const api = shopApi(page);
      await api.logIn(user);
      await api.add(1);
      await api.saveDetails(ADA);
      await page.goto('/shop/checkout/overview');
      await page.getByRole('button', { name: 'Place order' }).click();
      if (user === 'error_user') {
        await expect(page.getByRole('alert')).toHaveText('Something went wrong. Try again.');
        await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
      } else await expect(hook(page, 'order-number')).toHaveText('Your order number is PS-1001.');
    });

    test(`B11 Remove in the cart (${user})`, async ({ page }) => {
      const api = shopApi(page);
      await api.logIn(user);
      await api.add(1);
      await page.goto('/shop/cart');
      await hook(page, 'remove-trail-backpack').click();
      if (user === 'error_user') {
        await expect(page.getByRole('alert')).toHaveText('Something went wrong. Try again.');
        await expect(hook(page, 'cart-item')).toHaveCount(1);
      } else await expect(page.getByText('Your cart is empty.')).toBeVisible();
    });

    test(`B12 SAVE10 (${user})`, async ({ page }) => {
      const api = shopApi(page);
      await api.logIn(user);
      await api.add(1);
      await page.goto('/shop/checkout');
      await page.getByLabel('Discount code').fill('SAVE10');
      await page.getByRole('button', { name: 'Apply' }).click();
      if (user === 'error_user')
        await expect(hook(page, 'discount-error')).toHaveText('This code is not valid.');
      else
        await expect(hook(page, 'discount-message')).toHaveText(
          'Code SAVE10 applied: 10% off your items.',
        );
    });

    test(`B13 the invoice request (${user})`, async ({ page }) => {
      await shopApi(page).logIn(user);
      const invoice = await page.request.get(`${SHOP_API}/orders/PS-1001/invoice`);
      expect(invoice.status()).toBe(user === 'error_user' ? 500 : 404);
    });

    test(`B14 a quantity of 0 in the cart (${user})`, async ({ page }) => {
      const api = shopApi(page);
      await api.logIn(user);
      await api.add(1, 2);
      await page.goto('/shop/cart');
      await page.getByLabel('Quantity of Trail Backpack').fill('0');
      if (user === 'error_user') {
        await expect(hook(page, 'cart-subtotal')).toHaveText('Subtotal: $0.00');
        await expect(page.getByLabel('Quantity of Trail Backpack')).toHaveValue('0');
      } else {
        await expect(page.getByRole('alert')).toHaveText(
          'Quantity must be a whole number from 1 to 5.',
        );
        await expect(page.getByLabel('Quantity of Trail Backpack')).toHaveValue('2');
      }
    });

    test(`B15 the token after Log out (${user})`, async ({ page, playwright }) => {
      await page.goto('/shop');
      const token = await shopApi(page).logIn(user);
      await page.goto('/shop/inventory');
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(hook(page, 'logout-message')).toBeVisible();
      const outsider = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
      const cart = await outsider.get(`${SHOP_API}/cart`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(cart.status()).toBe(user === 'error_user' ? 200 : 401);
      await outsider.dispose();
    });
  }

  for (const [user, planted] of [
    ['error_user', true],
    ['visual_user', false],
  ] as const) {
    test(`B16 another user's orders in this browser (${user})`, async ({ page }) => {
      const api = shopApi(page);
      await api.logIn('standard_user');
      await api.add(1);
      await api.saveDetails(ADA);
      await api.placeOrder();
      await openAs(page, user, '/shop/orders');
      if (planted) await expect(hook(page, 'order-link')).toHaveText(['PS-1001']);
      else await expect(page.getByText('You have no orders yet.')).toBeVisible();
    });
  }

  for (const user of ['slow_user', 'standard_user'] as const) {
    test(`B17 B18 the login and the list's answer times (${user})`, async ({ page }) => {
      const loginDelay = serverDelayMs('SHOP_SLOW_LOGIN_MS', 5000);
      const listDelay = serverDelayMs('SHOP_SLOW_PRODUCTS_MS', 4000);
      test.slow(user === 'slow_user' && loginDelay + listDelay > 5000, 'the spec delays');
      await page.goto('/shop');
      const login = page.waitForResponse((r) => r.url().endsWith(`${SHOP_API}/login`));
      const list = page.waitForResponse(
        (r) => new URL(r.url()).pathname === `${SHOP_API}/products`,
        {
          timeout: loginDelay + listDelay + 10_000,
        },
      );
      await logInThroughTheForm(page, user);
      const loginMs = serverWaitMs(await login);
      // Only a slow list stays long enough to be seen loading; a fast one may never show it.
      if (user === 'slow_user') {
        await expect(
          page.getByRole('status').filter({ hasText: 'Loading products…' }),
        ).toBeVisible();
      }
      const listMs = serverWaitMs(await list);
      await expect(hook(page, 'result-count')).toHaveText('Showing 12 of 12 products');
      if (user === 'slow_user') {
        expect(loginMs).toBeGreaterThanOrEqual(loginDelay * 0.9);
        expect(listMs).toBeGreaterThanOrEqual(listDelay * 0.9);
      } else {
        expect(loginMs).toBeLessThan(loginDelay);
        expect(listMs).toBeLessThan(listDelay);
      }
    });
  }

  /** How long the server took to answer once the request was sent (the browser's own work left out). */
  function serverWaitMs(response: Response): number {
    const timing = response.request().timing();
    return timing.responseStart - timing.requestStart;
  }

  /** The list's look at 1280 px with one product in the cart (the badge shows). */
  async function listLook(page: Page, user: ShopUser) {
    await page.setViewportSize({ width: 1280, height: 900 });
    const api = shopApi(page);
    await api.logIn(user);
    await api.add(1);
    await page.goto('/shop/inventory');
    await expect(hook(page, 'result-count')).toHaveText('Showing 12 of 12 products');
    const box = async (locator: ReturnType<typeof hook>) => (await locator.boundingBox())!;
    const buttons = page.getByRole('button', { name: /^(Add to cart|Remove|Out of stock)$/ });
    const link = await box(hook(page, 'shopping-cart-link'));
    const badge = await box(hook(page, 'shopping-cart-badge'));
    const listPrice = await hook(page, 'inventory-item-price')
      .first()
      .evaluate((e) => getComputedStyle(e).fontSize);
    await page.goto('/shop/product/6');
    const pagePrice = await hook(page, 'product-price').evaluate(
      (e) => getComputedStyle(e).fontSize,
    );
    await page.goBack();
    await expect(buttons).toHaveCount(12);
    const secondTop = (await box(buttons.nth(1))).y;
    const thirdTop = (await box(buttons.nth(2))).y;
    return {
      thirdButtonLower: Math.round(thirdTop - secondTop),
      badgeLeftOfLink: badge.x + badge.width <= link.x,
      badgeInsideLink: badge.x >= link.x && badge.x + badge.width <= link.x + link.width,
      priceRatio: parseFloat(listPrice) / parseFloat(pagePrice),
    };
  }

  test('B19 B20 B21 the list looks wrong for visual_user, right for standard_user', async ({
    page,
  }) => {
    const visual = await listLook(page, 'visual_user');
    expect(visual.thirdButtonLower).toBe(10);
    expect(visual.badgeLeftOfLink).toBe(true);
    expect(visual.priceRatio).toBeCloseTo(2, 1);
    const standard = await listLook(page, 'standard_user');
    expect(standard.thirdButtonLower).toBe(0);
    expect(standard.badgeInsideLink).toBe(true);
    expect(standard.priceRatio).toBeCloseTo(1, 1);
  });

  for (const user of ['a11y_user', 'standard_user'] as const) {
    test(`B22 B23 B24 B25 and axe (${user})`, async ({ page }) => {
      const planted = user === 'a11y_user';
      const api = shopApi(page);
      await api.logIn(user);
      await api.add(1);
      await page.goto('/shop/inventory');
      await expect(hook(page, 'result-count')).toHaveText('Showing 12 of 12 products');
      // B23: pictures without alt.
      await expect(page.getByRole('img', { name: 'Trail Backpack' })).toHaveCount(planted ? 0 : 1);
      if (planted)
        await expect(hook(page, 'inventory-item-image').first()).not.toHaveAttribute('alt');
      // B24: the cart is no link, and Tab never reaches it.
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toHaveCount(planted ? 0 : 1);
      await page.getByRole('link', { name: 'Products' }).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-test'));
      expect(focused === 'shopping-cart-link').toBe(!planted);
      // B25: axe finds the prices' contrast; any finding at all is the a11y user's.
      const violations = await seriousAxeViolations(page);
      if (planted) {
        expect(violations.some((v) => v.startsWith('color-contrast:'))).toBe(true);
        expect(violations.some((v) => /^image-alt:/.test(v))).toBe(true);
      } else expect(violations).toEqual([]);
      await hook(page, 'shopping-cart-link').click();
      await expect(viewHeading(page)).toHaveText('Your cart');
      // B22: the checkout's text fields have placeholders but no labels.
      await page.getByRole('button', { name: 'Checkout' }).click();
      await expect(page.getByLabel('First name')).toHaveCount(planted ? 0 : 1);
      if (planted) await expect(page.getByPlaceholder('First name')).toBeVisible();
      // axe takes a placeholder for a name, so it is the missing label that shows B22.
      if (!planted) expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
