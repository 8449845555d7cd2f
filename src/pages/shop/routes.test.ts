import { describe, expect, it } from 'vitest';
import { findExercise } from '../../shared/catalog';
import { SHOP_PATHS, shopView } from './routes';

describe('shopView', () => {
  it('reads every view from its path', () => {
    expect(shopView('/shop')).toEqual({ name: 'login' });
    expect(shopView('/shop/')).toEqual({ name: 'login' });
    expect(shopView('/shop/inventory')).toEqual({ name: 'inventory' });
    expect(shopView('/shop/product/3')).toEqual({ name: 'product', id: '3' });
    expect(shopView('/shop/product/abc')).toEqual({ name: 'product', id: 'abc' });
    expect(shopView('/shop/cart')).toEqual({ name: 'cart' });
    expect(shopView('/shop/checkout')).toEqual({ name: 'checkout' });
    expect(shopView('/shop/checkout/overview')).toEqual({ name: 'overview' });
    expect(shopView('/shop/checkout/complete/PS-1001')).toEqual({
      name: 'complete',
      number: 'PS-1001',
    });
    expect(shopView('/shop/orders')).toEqual({ name: 'orders' });
    expect(shopView('/shop/orders/PS-1002')).toEqual({ name: 'order', number: 'PS-1002' });
  });

  it('decodes a path part, and keeps one it cannot decode', () => {
    expect(shopView('/shop/orders/PS%2D1')).toEqual({ name: 'order', number: 'PS-1' });
    expect(shopView('/shop/orders/%E0')).toEqual({ name: 'order', number: '%E0' });
  });

  it('builds paths that the catalog sends to this page', () => {
    for (const path of [
      SHOP_PATHS.login,
      SHOP_PATHS.inventory,
      SHOP_PATHS.product(12),
      SHOP_PATHS.cart,
      SHOP_PATHS.checkout,
      SHOP_PATHS.overview,
      SHOP_PATHS.complete('PS-1001'),
      SHOP_PATHS.orders,
      SHOP_PATHS.order('PS-1001'),
    ])
      expect(findExercise(path)?.page).toBe('shop');
  });
});
