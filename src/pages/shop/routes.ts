// The shop's nine views and the paths that open them (SPEC-4, page 72).

export const SHOP_PATHS = {
  login: '/shop',
  inventory: '/shop/inventory',
  product: (id: number | string) => `/shop/product/${id}`,
  cart: '/shop/cart',
  checkout: '/shop/checkout',
  overview: '/shop/checkout/overview',
  complete: (number: string) => `/shop/checkout/complete/${number}`,
  orders: '/shop/orders',
  order: (number: string) => `/shop/orders/${number}`,
} as const;

export type ShopView =
  | { name: 'login' }
  | { name: 'inventory' }
  | { name: 'product'; id: string }
  | { name: 'cart' }
  | { name: 'checkout' }
  | { name: 'overview' }
  | { name: 'complete'; number: string }
  | { name: 'orders' }
  | { name: 'order'; number: string };

const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** The view a pathname opens (the catalog sends only the shop's paths here; any other is login). */
export function shopView(pathname: string): ShopView {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = path.split('/').slice(2).map(decoded);
  const [first, second, third] = parts;
  switch (first) {
    case 'inventory':
      return { name: 'inventory' };
    case 'product':
      return { name: 'product', id: second ?? '' };
    case 'cart':
      return { name: 'cart' };
    case 'checkout':
      if (second === 'overview') return { name: 'overview' };
      if (second === 'complete') return { name: 'complete', number: third ?? '' };
      return { name: 'checkout' };
    case 'orders':
      return second === undefined ? { name: 'orders' } : { name: 'order', number: second };
    default:
      return { name: 'login' };
  }
}
