// Practice Shop: TC09-TC10: the quantity limits on the product page, the cart's lines, subtotal, quantity changes and removal.
import { expect } from '@wdio/globals';
import { names } from '../expected.ts';
import { expectEventually } from '../eventually.ts';
import CartPage from '../pages/CartPage.ts';
import ProductPage from '../pages/ProductPage.ts';
import ShopBar from '../pages/ShopBar.ts';
import { lineTotal, maxPerLine, money, product, type Line } from '../rules.ts';
import { logInAs } from '../shopper.ts';

const subtotal = (cart: readonly Line[]) =>
  `Subtotal: ${money(cart.reduce((sum, line) => sum + lineTotal(line), 0))}`;

describe('Practice Shop: the cart', () => {
  it('TC09 Quantity limits', async () => {
    const api = await logInAs('standard_user');
    const max = maxPerLine('Trail Backpack');
    await ProductPage.open('Trail Backpack');

    await ProductPage.addToCart(max + 1);
    await expect(ProductPage.alert).toHaveText(`Quantity must be a whole number from 1 to ${max}.`);
    expect((await api.cart()).count).toBe(0);

    await ProductPage.addToCart(max);
    await expect(ProductPage.addedMessage).toHaveText(`Added ${max} to your cart.`);
    await expectEventually(() => ShopBar.cartCount(), max);

    await ProductPage.addToCart(1);
    await expect(ProductPage.alert).toHaveText(
      `You can have at most ${max} of this product in your cart.`,
    );
    expect((await api.cart()).count).toBe(max);
  });

  it('TC10 Cart lines and subtotal', async () => {
    const api = await logInAs('standard_user');
    const lines: Line[] = [
      { name: 'Trail Backpack', quantity: 1 },
      { name: 'Water Bottle', quantity: 2 },
      { name: 'Wool Socks', quantity: 1 },
    ];
    await api.fillCart(lines);
    await CartPage.open();

    expect(await CartPage.lines()).toEqual(
      lines.map((line) => ({
        name: line.name,
        price: money(product(line.name).price),
        quantity: String(line.quantity),
        total: money(lineTotal(line)),
      })),
    );
    await expect(CartPage.subtotal).toHaveText(subtotal(lines));

    const threeBottles = lines.map((l) => (l.name === 'Water Bottle' ? { ...l, quantity: 3 } : l));
    await CartPage.setQuantity('Water Bottle', 3);
    await expect(CartPage.subtotal).toHaveText(subtotal(threeBottles));

    // Below 1 is refused, and the field shows the saved quantity again.
    await CartPage.setQuantity('Water Bottle', 0);
    await expect(CartPage.alert).toHaveText(
      `Quantity must be a whole number from 1 to ${maxPerLine('Water Bottle')}.`,
    );
    await expect(CartPage.quantityOf('Water Bottle')).toHaveValue('3');
    await expect(CartPage.subtotal).toHaveText(subtotal(threeBottles));

    await CartPage.remove('Wool Socks');
    const withoutSocks = threeBottles.filter((l) => l.name !== 'Wool Socks');
    await expectEventually(
      async () => (await CartPage.lines()).map((l) => l.name),
      names(withoutSocks),
    );
    await expect(CartPage.subtotal).toHaveText(subtotal(withoutSocks));
  });
});
