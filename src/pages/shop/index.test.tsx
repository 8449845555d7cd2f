import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Cart, CheckoutState, Order, SessionAnswer } from '../../shared/shop/api';
import { encodeBrowserBugs, type BugId } from '../../shared/shop/bugs';
import { PRODUCTS, productImage } from '../../shared/shop/products';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderPage } from '../../test/render';
import ShopPage from './index';

/** What the fake server holds for one test. */
interface FakeShop {
  session: SessionAnswer;
  cart: Cart;
  checkout: CheckoutState;
  orders: Order[];
  /** Answers that replace the server's own for "METHOD /path". */
  overrides: Map<string, () => Response | Promise<Response>>;
}

let shop: FakeShop;

const emptyCart: Cart = { lines: [], count: 0, subtotal: 0 };
const totals = { items: 8900, discount: 0, shipping: 499, tax: 712, total: 10111 };

const cartOf = (...lines: [number, number][]): Cart => {
  const cartLines = lines.map(([productId, quantity]) => {
    const product = PRODUCTS.find((p) => p.id === productId)!;
    return {
      productId,
      name: product.name,
      price: product.price,
      quantity,
      total: product.price * quantity,
    };
  });
  return {
    lines: cartLines,
    count: cartLines.reduce((n, l) => n + l.quantity, 0),
    subtotal: cartLines.reduce((n, l) => n + l.total, 0),
  };
};

const apiProduct = (id: number) => {
  const product = PRODUCTS.find((p) => p.id === id)!;
  return { ...product, image: productImage(product.slug) };
};

function answer(url: string, init?: RequestInit): Response | Promise<Response> {
  const method = init?.method ?? 'GET';
  const path = url.replace('/api/shop', '');
  const override = shop.overrides.get(`${method} ${path}`);
  if (override) return override();
  if (url === '/api/session') return jsonResponse(200, {});
  if (path === '/session') return jsonResponse(200, shop.session);
  if (method === 'POST' && path === '/login') {
    const { username } = JSON.parse(String(init?.body)) as { username: string };
    shop.session = { username, variant: 0 };
    return jsonResponse(200, { token: 't', username });
  }
  if (path.startsWith('/products?') || path === '/products')
    return jsonResponse(200, { products: PRODUCTS.map((p) => apiProduct(p.id)), total: 12 });
  const product = /^\/products\/(\d+)$/.exec(path);
  if (product) {
    const id = Number(product[1]);
    return id >= 1 && id <= 12
      ? jsonResponse(200, apiProduct(id))
      : jsonResponse(404, { message: `No product has the id ${product[1]}.` });
  }
  if (path === '/cart') return jsonResponse(200, shop.cart);
  if (method === 'POST' && path === '/cart/items') {
    const { productId, quantity } = JSON.parse(String(init?.body)) as {
      productId: number;
      quantity: number;
    };
    shop.cart = cartOf([productId, quantity]);
    return jsonResponse(200, shop.cart);
  }
  if (path === '/checkout') return jsonResponse(200, shop.checkout);
  if (path === '/orders') return jsonResponse(200, { orders: shop.orders });
  return jsonResponse(404, { message: `No fake answer for ${method} ${path}` });
}

const fetchMock = mockFetch((url) => Promise.resolve(answer(url)));

beforeEach(() => {
  shop = {
    session: { username: 'standard_user', variant: 0 },
    cart: emptyCart,
    checkout: {
      details: null,
      discountCode: null,
      standardIsFree: false,
      totals: { ...totals, discountCode: null },
    },
    orders: [],
    overrides: new Map(),
  };
  fetchMock.mockImplementation((url, init) => Promise.resolve(answer(url, init)));
});

const withBugs = (...ids: BugId[]) => {
  shop.session = { username: 'problem_user', variant: encodeBrowserBugs(new Set(ids)) };
};

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function open(path: string) {
  renderPage(
    <>
      <ShopPage />
      <Address />
    </>,
    path,
  );
  return userEvent.setup();
}

const address = () => screen.getByRole('status', { name: 'Address' });
const hook = (name: string) => document.querySelector<HTMLElement>(`[data-test="${name}"]`);
const findHook = (name: string) =>
  waitFor(() => {
    const element = hook(name);
    if (!element) throw new Error(`No [data-test="${name}"] yet`);
    return element;
  });

describe('the guard', () => {
  it('sends a shopper who is not logged in to the login, and back after it', async () => {
    shop.session = { username: null };
    const user = open('/shop/cart');
    expect(await screen.findByRole('alert')).toHaveTextContent('Log in to see /shop/cart.');
    expect(address()).toHaveTextContent(/^\/shop$/);
    await user.type(screen.getByLabelText('Username'), 'standard_user');
    await user.type(screen.getByLabelText('Password'), 'practice');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/shop/cart');
  });

  it('says when the session ended by time', async () => {
    shop.session = { username: null, sessionEnded: true };
    open('/shop/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Log in again.',
    );
  });

  it('sends a logged-in shopper from the login to the products', async () => {
    open('/shop');
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/shop/inventory');
  });
});

describe('the login view', () => {
  beforeEach(() => {
    shop.session = { username: null };
  });

  it('checks the username first, then the password, and shows the server refusal', async () => {
    const user = open('/shop');
    const logIn = await screen.findByRole('button', { name: 'Log in' });
    await user.click(logIn);
    expect(screen.getByRole('alert')).toHaveTextContent('Username is required.');
    await user.type(screen.getByLabelText('Username'), 'locked_user');
    await user.click(logIn);
    expect(screen.getByRole('alert')).toHaveTextContent('Password is required.');
    shop.overrides.set('POST /login', () =>
      jsonResponse(403, { message: 'This user is locked out.' }),
    );
    await user.type(screen.getByLabelText('Password'), 'practice');
    await user.click(logIn);
    expect(await screen.findByText('This user is locked out.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('lists the seven accepted usernames and the password', async () => {
    open('/shop');
    const box = await findHook('accepted-usernames');
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'standard_user',
      'locked_user',
      'problem_user',
      'error_user',
      'slow_user',
      'visual_user',
      'a11y_user',
    ]);
    expect(hook('password-hint')).toHaveTextContent('Password for every user: practice');
  });
});

describe('the shop bar', () => {
  it('names the cart link by its count and shows the badge only above 0', async () => {
    open('/shop/inventory');
    const cart = await screen.findByRole('link', { name: 'Cart, 0 items' });
    expect(hook('shopping-cart-badge')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Shop' })).toBeInTheDocument();
    expect(hook('signed-in-as')).toHaveTextContent('Signed in as standard_user');
    shop.cart = cartOf([3, 1]);
    await screen.findByText('Showing 12 of 12 products');
    await userEvent.setup().click(hook('add-to-cart-rain-jacket')!);
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBe(cart);
    expect(hook('shopping-cart-badge')).toHaveTextContent('1');
  });

  it('B24 makes the cart a clickable element that is no link; B20 moves the badge left', async () => {
    withBugs('B24', 'B20');
    shop.cart = cartOf([1, 2]);
    open('/shop/inventory');
    await waitFor(() => expect(hook('shopping-cart-badge')).toHaveTextContent('2'));
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(hook('shopping-cart-link')?.tagName).toBe('SPAN');
    expect(hook('shopping-cart-link')).not.toHaveAttribute('tabindex');
    expect(hook('shopping-cart-badge')).toHaveClass('shop-badge-left');
  });

  it('Reset shop opens the list with its status; Log out the login with its own', async () => {
    shop.overrides.set('POST /reset', () => new Response(null, { status: 204 }));
    shop.overrides.set('POST /logout', () => new Response(null, { status: 204 }));
    const user = open('/shop/cart');
    await user.click(await screen.findByRole('button', { name: 'Reset shop' }));
    expect(await screen.findByText('The shop was reset.')).toHaveAttribute('role', 'status');
    expect(address()).toHaveTextContent('/shop/inventory');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('You have logged out.')).toHaveAttribute('role', 'status');
    expect(address()).toHaveTextContent(/^\/shop$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the products view', () => {
  it('shows "Loading products…" until the list comes, then the count', async () => {
    let arrive: () => void = () => {};
    shop.overrides.set(
      'GET /products?q=bag',
      () =>
        new Promise((resolve) => {
          arrive = () => resolve(jsonResponse(200, { products: [apiProduct(12)], total: 12 }));
        }),
    );
    open('/shop/inventory?q=bag');
    expect(await screen.findByText('Loading products…')).toHaveAttribute('role', 'status');
    arrive();
    expect(await screen.findByText('Showing 1 of 12 products')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Search products')).toHaveValue('bag');
  });

  it('keeps search, category and sort in the address', async () => {
    const user = open('/shop/inventory');
    await screen.findByText('Showing 12 of 12 products');
    await user.selectOptions(screen.getByLabelText('Category'), 'Bags');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price (high to low)');
    expect(address()).toHaveTextContent('/shop/inventory?category=Bags&sort=price-desc');
  });

  it('says so when nothing matches', async () => {
    shop.overrides.set('GET /products?q=zzz', () => jsonResponse(200, { products: [], total: 12 }));
    open('/shop/inventory?q=zzz');
    expect(await screen.findByText('No products match your search.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 12 products')).toBeInTheDocument();
  });

  it('B03 links each name to the next product; B23 leaves the pictures without alt', async () => {
    withBugs('B03', 'B23');
    open('/shop/inventory');
    await screen.findByText('Showing 12 of 12 products');
    expect(screen.getByRole('link', { name: 'Dry Bag' })).toHaveAttribute(
      'href',
      '/shop/product/1',
    );
    expect(screen.getByRole('link', { name: 'Trail Backpack' })).toHaveAttribute(
      'href',
      '/shop/product/2',
    );
    expect(screen.queryByRole('img', { name: 'Dry Bag' })).not.toBeInTheDocument();
    const pictures = document.querySelectorAll('[data-test="inventory-item-image"]');
    expect(pictures).toHaveLength(12);
    for (const picture of pictures) expect(picture).not.toHaveAttribute('alt');
  });

  it('B04 makes Add to cart do nothing for even ids only', async () => {
    withBugs('B04');
    const user = open('/shop/inventory');
    await screen.findByText('Showing 12 of 12 products');
    const calls = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').length;
    await user.click(hook('add-to-cart-water-bottle') as HTMLElement);
    expect(calls()).toBe(0);
    await user.click(hook('add-to-cart-trail-backpack') as HTMLElement);
    await waitFor(() => expect(calls()).toBe(1));
  });
});

describe('the product view', () => {
  it('refuses a quantity that is no whole number up to the maximum, and adds one that is', async () => {
    const user = open('/shop/product/8');
    const quantity = await screen.findByLabelText('Quantity');
    expect(hook('product-stock')).toHaveTextContent('Only 2 left');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Quantity must be a whole number from 1 to 2.',
    );
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added 2 to your cart.')).toHaveAttribute('role', 'status');
  });

  it("shows the server's refusal as the alert", async () => {
    shop.overrides.set('POST /cart/items', () =>
      jsonResponse(409, { message: 'You can have at most 5 of this product in your cart.' }),
    );
    const user = open('/shop/product/1');
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can have at most 5 of this product in your cart.',
    );
  });

  it('B09 lets 6 through the field', async () => {
    withBugs('B09');
    const user = open('/shop/product/1');
    const quantity = await screen.findByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '6');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added 6 to your cart.')).toBeInTheDocument();
  });

  it('says when no product has the id, with the way back', async () => {
    open('/shop/product/99');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByText('No product has the id 99.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute(
      'href',
      '/shop/inventory',
    );
  });
});

describe('the cart view', () => {
  it("saves a typed quantity and, refused, shows the server's message and the saved value", async () => {
    shop.cart = cartOf([1, 2]);
    shop.overrides.set('PUT /cart/items/1', () =>
      jsonResponse(409, { message: 'You can have at most 5 of this product in your cart.' }),
    );
    const user = open('/shop/cart');
    const field = await screen.findByLabelText('Quantity of Trail Backpack');
    await user.type(field, '0');
    expect(await screen.findByRole('alert')).toHaveTextContent('You can have at most 5');
    expect(field).toHaveValue(2);
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(JSON.parse(String(init?.body))).toEqual({ quantity: 20 });
  });

  it('shows an empty cart without the table or Checkout', async () => {
    open('/shop/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  });
});

describe('the checkout view', () => {
  beforeEach(() => {
    shop.cart = cartOf([3, 1]);
  });

  it('checks every field at once, ties each message and focuses the first', async () => {
    const user = open('/shop/checkout');
    const email = await screen.findByLabelText('Email');
    await user.type(email, 'no-at-sign');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const first = screen.getByLabelText('First name');
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('First name is required.');
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(
      'Postal code is required.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('fills the saved details and labels standard shipping free when it is', async () => {
    shop.checkout = {
      ...shop.checkout,
      details: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        postalCode: '12345',
        shipping: 'express',
      },
      standardIsFree: true,
    };
    open('/shop/checkout');
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByRole('radio', { name: 'Express (1-2 days): $14.99' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Standard (3-5 days): free' })).not.toBeChecked();
    expect(screen.getByRole('radiogroup', { name: 'Shipping' })).toBeInTheDocument();
  });

  it('B05 moves what is typed in Last name into First name', async () => {
    withBugs('B05');
    const user = open('/shop/checkout');
    await user.click(await screen.findByLabelText('Last name'));
    await user.paste('Lovelace');
    expect(screen.getByLabelText('First name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Last name')).toHaveValue('');
  });

  it('B22 leaves the four text fields without labels, placeholders only', async () => {
    withBugs('B22');
    open('/shop/checkout');
    expect(await screen.findByPlaceholderText('First name')).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Postal code')).not.toBeInTheDocument();
  });

  it('applies a code with its status, and shows a refused one as the alert', async () => {
    shop.overrides.set('PUT /checkout/discount', () =>
      jsonResponse(200, { ...shop.checkout, discountCode: 'SAVE10' }),
    );
    const user = open('/shop/checkout');
    await user.type(await screen.findByLabelText('Discount code'), 'save10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code SAVE10 applied: 10% off your items.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove code' })).toBeInTheDocument();
    shop.overrides.set('PUT /checkout/discount', () =>
      jsonResponse(422, { message: 'This code is not valid.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not valid.');
  });
});

describe('the overview', () => {
  beforeEach(() => {
    shop.cart = cartOf([3, 1]);
    shop.checkout = {
      ...shop.checkout,
      details: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        postalCode: '12345',
        shipping: 'standard',
      },
    };
  });

  it("shows the server's totals and keeps Place order disabled while it is pending", async () => {
    let answerOrder: (response: Response) => void = () => {};
    shop.overrides.set('POST /orders', () => new Promise((resolve) => (answerOrder = resolve)));
    const user = open('/shop/checkout/overview');
    expect(await findHook('summary-total')).toHaveTextContent('Total: $101.11');
    expect(hook('summary-ship-to')).toHaveTextContent('Ship to: Ada Lovelace, 12345');
    expect(hook('summary-discount')).toBeNull();
    const place = screen.getByRole('button', { name: 'Place order' });
    await user.click(place);
    expect(place).toBeDisabled();
    answerOrder(jsonResponse(500, { message: 'Something went wrong. Try again.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Try again.');
    expect(place).toBeEnabled();
  });

  it('opens the checkout form when no details are saved', async () => {
    shop.checkout = { ...shop.checkout, details: null };
    open('/shop/checkout/overview');
    expect(
      await screen.findByRole('heading', { name: 'Checkout: your information' }),
    ).toBeInTheDocument();
  });
});

describe('the orders view', () => {
  it('lists each order with its local date and time', async () => {
    const placedAt = new Date(2025, 2, 4, 8, 5).toISOString();
    shop.orders = [
      {
        number: 'PS-1001',
        placedAt,
        lines: cartOf([8, 2], [3, 1]).lines,
        shipTo: { firstName: 'A', lastName: 'B', postalCode: '123' },
        email: 'a@b.co',
        shippingMethod: 'standard',
        discountCode: null,
        ...totals,
      },
    ];
    open('/shop/orders');
    const row = await findHook('order-row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['PS-1001', '2025-03-04 08:05', '3', '$101.11']);
  });
});
