// Products, cart, checkout and orders through the API, on one app (each test is a fresh shopper).
import type { FastifyInstance } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, CheckoutState, Order } from '../../src/shared/shop/api.js';
import { CHECKOUT_MESSAGES } from '../../src/shared/shop/checkout.js';
import { SHOP_MESSAGES } from '../../src/shared/shop/texts.js';
import { expectError } from '../../tests/support/expectError.js';
import { fakeClientBuild } from '../../tests/support/fakeClient.js';
import { testConfig } from '../../tests/support/serverConfig.js';
import { buildApp } from '../app.js';
import { ERROR_MESSAGES } from '../errors.js';
import { SHOP_API_MESSAGES } from './messages.js';
import { ADA, shopBrowser } from '../../tests/support/shopClient.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp(testConfig(fakeClientBuild()));
});
afterAll(() => app.close());

const JACKET = 3;
const SUN_HAT = 8;
const BOOTS = 7;

async function loggedIn(username = 'standard_user') {
  const browser = shopBrowser(app);
  expect((await browser.login(username)).statusCode).toBe(200);
  return browser;
}

async function inboxOf(address: string) {
  const res = await app.inject(`/api/inbox/${encodeURIComponent(address)}`);
  return res.json<{ messages: { subject: string; text: string; to: string }[] }>().messages;
}

async function pdfText(data: Buffer) {
  const parser = new PDFParse({ data });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('products', () => {
  it('lists the 12 products with their pictures, searched, filtered and sorted', async () => {
    const browser = await loggedIn();
    const all = await browser.get('/products');
    expect(all.statusCode).toBe(200);
    const body = all.json<{
      products: { name: string; image: string; slug: string }[];
      total: number;
    }>();
    expect(body.total).toBe(12);
    expect(body.products).toHaveLength(12);
    expect(body.products[0]).toEqual({
      id: 6,
      slug: 'camping-mug',
      name: 'Camping Mug',
      category: 'Outdoor',
      price: 999,
      stock: 10,
      description: 'Enamel, 350 ml, with a folding handle.',
      image: '/media/shop/camping-mug.svg',
    });
    for (const p of body.products) expect(p.image).toBe(`/media/shop/${p.slug}.svg`);
    const names = async (query: string) =>
      (await browser.get(`/products?${query}`))
        .json<{ products: { name: string }[] }>()
        .products.map((p) => p.name);
    expect(await names('q=%20BACKpack%20')).toEqual(['Trail Backpack']);
    expect(await names('category=Bags&sort=price-asc')).toEqual([
      'Map Case',
      'Dry Bag',
      'Trail Backpack',
    ]);
    expect((await names('sort=price-desc'))[0]).toBe('Hiking Boots');
    // A bad value falls back to its default.
    expect(await names('category=Shoes&sort=cheap')).toEqual(await names(''));
    expect(await names('q=%3Cscript%3E')).toEqual([]);
    expectError(
      await browser.get(`/products?q=${'x'.repeat(101)}`),
      400,
      SHOP_API_MESSAGES.listQuery,
    );
  });

  it('answers one product, 404 for any other id', async () => {
    const browser = await loggedIn();
    const jacket = await browser.get('/products/3');
    expect(jacket.json()).toMatchObject({
      id: 3,
      name: 'Rain Jacket',
      image: '/media/shop/rain-jacket.svg',
    });
    for (const id of ['0', '13', '-1', '1.5', 'abc', '99999999999999999999', '%3Cb%3E']) {
      const res = await browser.get(`/products/${id}`);
      expectError(res, 404, SHOP_MESSAGES.noProduct(decodeURIComponent(id)));
    }
  });
});

describe('the cart', () => {
  it('adds, sets and removes lines, keeping the order lines were first added', async () => {
    const browser = await loggedIn();
    expect((await browser.get('/cart')).json()).toEqual({ lines: [], count: 0, subtotal: 0 });
    await browser.post('/cart/items', { productId: SUN_HAT, quantity: 1 });
    await browser.post('/cart/items', { productId: JACKET, quantity: 1 });
    const added = await browser.post('/cart/items', { productId: SUN_HAT, quantity: 1 });
    expect(added.json()).toEqual({
      lines: [
        { productId: SUN_HAT, name: 'Sun Hat', price: 1999, quantity: 2, total: 3998 },
        { productId: JACKET, name: 'Rain Jacket', price: 8900, quantity: 1, total: 8900 },
      ],
      count: 3,
      subtotal: 12898,
    });
    const set = await browser.put(`/cart/items/${JACKET}`, { quantity: 5 });
    expect(set.json<Cart>().subtotal).toBe(3998 + 5 * 8900);
    const removed = await browser.del(`/cart/items/${SUN_HAT}`);
    expect(removed.json<Cart>().lines.map((l) => l.name)).toEqual(['Rain Jacket']);
    expect((await browser.get('/cart')).json<Cart>().count).toBe(5);
  });

  it('refuses what Part D refuses, with its messages, and changes nothing', async () => {
    const browser = await loggedIn();
    await browser.fill([[SUN_HAT, 2]]);
    const add = (productId: unknown, quantity: unknown) =>
      browser.post('/cart/items', { productId, quantity });
    expectError(await add(BOOTS, 1), 409, SHOP_MESSAGES.outOfStock('Hiking Boots'));
    expectError(await add(SUN_HAT, 1), 409, SHOP_MESSAGES.atMost(2));
    expectError(await add(JACKET, 6), 409, SHOP_MESSAGES.atMost(5));
    expectError(await add(JACKET, 1e300), 400, SHOP_MESSAGES.wholeNumber(5));
    for (const quantity of [0, -1, 1.5]) {
      expectError(await add(JACKET, quantity), 400, SHOP_MESSAGES.wholeNumber(5));
    }
    for (const productId of [0, 13, -3, 2.5, 1e20]) {
      expectError(await add(productId, 1), 404, SHOP_MESSAGES.noProduct(productId));
    }
    for (const body of [
      {},
      { productId: '3', quantity: 1 },
      { productId: 3, quantity: '1' },
      [3, 1],
    ]) {
      expectError(await browser.post('/cart/items', body), 400, SHOP_API_MESSAGES.addBody);
    }
    const put = (id: string, quantity: unknown) => browser.put(`/cart/items/${id}`, { quantity });
    expectError(await put('8', 3), 409, SHOP_MESSAGES.atMost(2));
    for (const quantity of [0, -2, 1.25]) {
      expectError(await put('8', quantity), 400, SHOP_MESSAGES.wholeNumber(2));
    }
    expectError(await put('8', '1'), 400, SHOP_API_MESSAGES.quantityBody);
    expectError(await put('3', 1), 404, SHOP_MESSAGES.notInCart('Rain Jacket'));
    expectError(await put('13', 1), 404, SHOP_MESSAGES.noProduct('13'));
    expectError(await browser.del('/cart/items/3'), 404, SHOP_MESSAGES.notInCart('Rain Jacket'));
    expectError(await browser.del('/cart/items/x'), 404, SHOP_MESSAGES.noProduct('x'));
    expectError(
      await browser.put('/cart/items/8', 'quantity=1', {
        headers: { 'content-type': 'text/plain' },
      }),
      415,
      ERROR_MESSAGES.notJson,
    );
    expectError(
      await browser.post('/cart/items', { productId: 1, quantity: 1, pad: 'x'.repeat(2000) }),
      413,
      ERROR_MESSAGES.tooLarge,
    );
    expect((await browser.get('/cart')).json<Cart>()).toMatchObject({ count: 2, subtotal: 3998 });
  });
});

describe('the checkout', () => {
  it('starts without details, standard shipping and no code', async () => {
    const browser = await loggedIn();
    await browser.fill([[JACKET, 1]]);
    expect((await browser.get('/checkout')).json()).toEqual({
      details: null,
      discountCode: null,
      standardIsFree: false,
      totals: {
        items: 8900,
        discount: 0,
        shipping: 499,
        tax: 712,
        total: 10111,
        discountCode: null,
      },
    });
  });

  it('checks every field at once with the page texts (400), and saves valid details trimmed', async () => {
    const browser = await loggedIn();
    const bad = await browser.put('/checkout', {
      firstName: ' ',
      lastName: 'L'.repeat(41),
      email: 'ada@example',
      postalCode: '!!',
      shipping: 'standard',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: SHOP_API_MESSAGES.checkoutInvalid,
      errors: {
        firstName: CHECKOUT_MESSAGES.firstNameRequired,
        lastName: CHECKOUT_MESSAGES.nameTooLong('Last name'),
        email: CHECKOUT_MESSAGES.emailInvalid,
        postalCode: CHECKOUT_MESSAGES.postalCodeInvalid,
      },
    });
    for (const body of [
      { ...ADA },
      { ...ADA, shipping: 'fast' },
      { ...ADA, shipping: 'standard', firstName: 1 },
    ]) {
      expectError(await browser.put('/checkout', body), 400, SHOP_API_MESSAGES.checkoutBody);
    }
    const saved = await browser.put('/checkout', {
      firstName: '  Ada ',
      lastName: 'Lovelace',
      email: ' ada@example.com ',
      postalCode: 'SW1A 1AA',
      shipping: 'express',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      items: 0,
      discount: 0,
      shipping: 1499,
      tax: 0,
      total: 1499,
      discountCode: null,
    });
    expect((await browser.get('/checkout')).json<CheckoutState>().details).toEqual({
      ...ADA,
      shipping: 'express',
    });
  });

  it('applies SAVE10 and FREESHIP in any case, one at a time; 422 for others', async () => {
    const browser = await loggedIn();
    await browser.fill([
      [JACKET, 1],
      [SUN_HAT, 2],
    ]);
    const apply = (code: unknown) => browser.put('/checkout/discount', { code });
    const save10 = await apply(' save10 ');
    expect(save10.json()).toMatchObject({
      discountCode: 'SAVE10',
      standardIsFree: true,
      totals: { items: 12898, discount: 1290, shipping: 0, tax: 929, total: 12537 },
    });
    const freeship = await apply('FreeShip');
    expect(freeship.json()).toMatchObject({
      discountCode: 'FREESHIP',
      totals: { discount: 0, shipping: 0 },
    });
    for (const code of ['', '  ', 'SAVE20', '<b>SAVE10</b>']) {
      expectError(await apply(code), 422, SHOP_MESSAGES.codeNotValid);
    }
    expectError(await apply(10), 400, SHOP_API_MESSAGES.codeBody);
    expect((await browser.get('/checkout')).json<CheckoutState>().discountCode).toBe('FREESHIP');
    const removed = await browser.del('/checkout/discount');
    expect(removed.json<CheckoutState>()).toMatchObject({
      discountCode: null,
      totals: { shipping: 0 },
    });
    expectError(
      await browser.details('standard', { discountCode: 'nope' }),
      422,
      SHOP_MESSAGES.codeNotValid,
    );
    const withCode = await browser.details('express', { discountCode: 'freeship' });
    expect(withCode.json()).toMatchObject({ shipping: 0, discountCode: 'FREESHIP' });
  });
});

describe("SPEC-4's worked example", () => {
  it('Rain Jacket and 2 Sun Hats, SAVE10, express: PS-1001, and the e-mail and the invoice agree', async () => {
    const browser = await loggedIn();
    await browser.fill([
      [JACKET, 1],
      [SUN_HAT, 2],
    ]);
    expect((await browser.put('/checkout/discount', { code: 'SAVE10' })).statusCode).toBe(200);
    const totals = await browser.details('express');
    expect(totals.json()).toEqual({
      items: 12898,
      discount: 1290,
      shipping: 1499,
      tax: 929,
      total: 14036,
      discountCode: 'SAVE10',
    });
    const placed = await browser.post('/orders');
    expect(placed.statusCode).toBe(201);
    const order = placed.json<Order>();
    expect(order).toEqual({
      number: 'PS-1001',
      placedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      lines: [
        { productId: JACKET, name: 'Rain Jacket', price: 8900, quantity: 1, total: 8900 },
        { productId: SUN_HAT, name: 'Sun Hat', price: 1999, quantity: 2, total: 3998 },
      ],
      shipTo: { firstName: 'Ada', lastName: 'Lovelace', postalCode: 'SW1A 1AA' },
      email: 'ada@example.com',
      shippingMethod: 'express',
      discountCode: 'SAVE10',
      items: 12898,
      discount: 1290,
      shipping: 1499,
      tax: 929,
      total: 14036,
    });
    // The cart is empty; the details stay, the code went with the order.
    expect((await browser.get('/cart')).json<Cart>().count).toBe(0);
    expect((await browser.get('/checkout')).json()).toMatchObject({
      details: { ...ADA },
      discountCode: null,
    });
    expect((await browser.get('/orders')).json()).toEqual({ orders: [order] });
    expect((await browser.get('/orders/PS-1001')).json()).toEqual(order);

    const [mail] = await inboxOf('ada@example.com');
    expect(mail?.subject).toBe('Order PS-1001 confirmed');
    expect(mail?.text).toContain('Rain Jacket × 1: $89.00');
    expect(mail?.text).toContain('Sun Hat × 2: $39.98');
    expect(mail?.text).toContain('Total: $140.36');

    const invoice = await browser.get('/orders/PS-1001/invoice');
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['content-disposition']).toBe(
      'attachment; filename="invoice-PS-1001.pdf"',
    );
    const text = await pdfText(invoice.rawPayload);
    for (const expected of [
      'Invoice PS-1001',
      'Rain Jacket × 1: $89.00',
      'Sun Hat × 2: $39.98',
      'Ship to: Ada Lovelace, SW1A 1AA',
      'Item total: $128.98',
      'Discount (SAVE10): -$12.90',
      'Shipping: $14.99',
      'Tax (8%): $9.29',
      'Total: $140.36',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('orders', () => {
  it('refuses an empty cart, then missing details (409)', async () => {
    const browser = await loggedIn();
    expectError(await browser.post('/orders'), 409, SHOP_MESSAGES.cartEmpty);
    await browser.fill([[1, 1]]);
    expectError(await browser.post('/orders'), 409, SHOP_MESSAGES.detailsFirst);
    expect((await browser.get('/cart')).json<Cart>().count).toBe(1);
  });

  it('numbers PS-1001, PS-1002, … newest first; 404 for another number; reset restarts them', async () => {
    const browser = await loggedIn();
    await browser.details('standard');
    for (const id of [1, 2]) {
      await browser.fill([[id, 1]]);
      expect((await browser.post('/orders')).statusCode).toBe(201);
    }
    const numbers = (await browser.get('/orders'))
      .json<{ orders: Order[] }>()
      .orders.map((o) => o.number);
    expect(numbers).toEqual(['PS-1002', 'PS-1001']);
    for (const number of ['PS-1003', 'ps-1001', '<i>x</i>', '-1', '1e999']) {
      expectError(
        await browser.get(`/orders/${encodeURIComponent(number)}`),
        404,
        SHOP_MESSAGES.noOrder(number),
      );
      expectError(
        await browser.get(`/orders/${encodeURIComponent(number)}/invoice`),
        404,
        SHOP_MESSAGES.noOrder(number),
      );
    }
    await browser.fill([[3, 1]]);
    expect((await browser.post('/reset')).statusCode).toBe(204);
    expect((await browser.get('/orders')).json()).toEqual({ orders: [] });
    expect((await browser.get('/cart')).json<Cart>().count).toBe(0);
    expect((await browser.get('/checkout')).json<CheckoutState>().details).toBeNull();
    await browser.details('standard');
    await browser.fill([[4, 1]]);
    expect((await browser.post('/orders')).json<Order>().number).toBe('PS-1001');
  });

  it('keeps HTML and any script as plain data, in the answer, the e-mail and the invoice', async () => {
    const browser = await loggedIn();
    await browser.fill([[1, 1]]);
    const firstName = '<img src=x onerror=alert(1)>';
    const lastName = 'Ødegård 山田 👩‍🚀';
    const email = '<b>x</b>@mail.test';
    const saved = await browser.put('/checkout', {
      ...ADA,
      firstName,
      lastName,
      email,
      shipping: 'standard',
    });
    expect(saved.statusCode).toBe(200);
    const order = (await browser.post('/orders')).json<Order>();
    expect(order).toMatchObject({ shipTo: { firstName, lastName }, email });
    expect((await inboxOf(email))[0]?.text).toContain(
      `Ship to: ${firstName} ${lastName}, SW1A 1AA`,
    );
    const invoice = await browser.get(`/orders/${order.number}/invoice`);
    expect(invoice.statusCode).toBe(200);
    expect(await pdfText(invoice.rawPayload)).toContain(firstName);
  });
});

describe('isolation', () => {
  it("gives each browser (shopper) its own cart and orders, and one number never opens another shopper's order", async () => {
    const one = await loggedIn();
    const two = await loggedIn();
    await one.fill([[JACKET, 1]]);
    await one.details('standard');
    expect((await one.post('/orders')).json<Order>().number).toBe('PS-1001');
    await two.fill([[SUN_HAT, 1]]);
    expect((await two.get('/cart')).json<Cart>().lines.map((l) => l.name)).toEqual(['Sun Hat']);
    expect((await two.get('/orders')).json()).toEqual({ orders: [] });
    expectError(await two.get('/orders/PS-1001'), 404, SHOP_MESSAGES.noOrder('PS-1001'));
    expectError(await two.get('/orders/PS-1001/invoice'), 404, SHOP_MESSAGES.noOrder('PS-1001'));
    expect((await two.get('/checkout')).json<CheckoutState>().details).toBeNull();
  });

  it('gives each user of one browser their own cart, details and orders', async () => {
    const browser = await loggedIn('standard_user');
    await browser.fill([[JACKET, 1]]);
    await browser.details('standard');
    await browser.post('/orders');
    await browser.fill([[SUN_HAT, 1]]);
    expect((await browser.login('visual_user')).statusCode).toBe(200);
    expect((await browser.get('/cart')).json<Cart>().count).toBe(0);
    expect((await browser.get('/orders')).json()).toEqual({ orders: [] });
    expect((await browser.get('/checkout')).json<CheckoutState>().details).toBeNull();
    expect((await browser.login('standard_user')).statusCode).toBe(200);
    expect((await browser.get('/cart')).json<Cart>().lines.map((l) => l.name)).toEqual(['Sun Hat']);
    expect((await browser.get('/orders')).json<{ orders: Order[] }>().orders).toHaveLength(1);
  });
});
