// Practice Shop: TC24: the API called directly over fetch agrees with the pages: its refusals, its list order, the cart's limits, an order's totals, logout.
import { expect } from '@wdio/globals';
import { byPrice, names } from '../expected.ts';
import { lineTotal, orderTotals, product, PRODUCTS, shopperDetails, type Line } from '../rules.ts';
import { anonymousRequest, ShopApi } from '../shopApi.ts';
import { baseUrl } from '../shopper.ts';

describe('Practice Shop: the API', () => {
  it('TC24 The API agrees with the pages', async () => {
    const unauthenticated = await anonymousRequest(baseUrl(), 'GET', '/api/shop/cart');
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.body).toEqual({ message: 'Log in first.' });

    const api = await ShopApi.login(baseUrl(), 'standard_user');
    const list = (await api.send('GET', '/products?sort=price-asc')).body as {
      products: { name: string }[];
      total: number;
    };
    expect(list.total).toBe(12);
    expect(names(list.products)).toEqual(names([...PRODUCTS].sort(byPrice)));

    await api.addToCart('Trail Backpack');
    const id = product('Trail Backpack').id;
    expect((await api.send('PUT', `/cart/items/${id}`, { quantity: 0 })).status).toBe(400);
    const tooMany = await api.send('PUT', `/cart/items/${id}`, { quantity: 6 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toEqual({
      message: 'You can have at most 5 of this product in your cart.',
    });
    await api.addToCart('Wool Socks');
    expect((await api.send('DELETE', `/cart/items/${product('Wool Socks').id}`)).status).toBe(200);
    const lines: Line[] = [{ name: 'Trail Backpack', quantity: 1 }];
    expect(await api.cart()).toMatchObject({ count: 1, subtotal: lineTotal(lines[0]!) });

    await api.saveDetails(shopperDetails('express'), 'SAVE10');
    const placed = await api.send('POST', '/orders');
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      number: 'PS-1001',
      ...orderTotals(lines, 'express', 'SAVE10'),
    });

    expect((await api.send('POST', '/logout')).status).toBe(204);
    expect((await api.send('GET', '/orders')).status).toBe(401);
  });
});
