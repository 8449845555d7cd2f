// Practice Shop: TC11-TC15: the checkout form's errors, shipping and discount codes, the order's totals by the stated rules, placing the order.
import { browser, expect } from '@wdio/globals';
import { JACKET_AND_HATS, shownTotals, standardLabel } from '../expected.ts';
import { expectEventually } from '../eventually.ts';
import CheckoutPage from '../pages/CheckoutPage.ts';
import CompletePage from '../pages/CompletePage.ts';
import OverviewPage from '../pages/OverviewPage.ts';
import ShopBar from '../pages/ShopBar.ts';
import {
  lineTotal,
  money,
  orderTotals,
  shopperDetails,
  type DiscountCode,
  type Line,
  type Shipping,
} from '../rules.ts';
import { baseUrl, logInAs } from '../shopper.ts';

describe('Practice Shop: checkout', () => {
  it('TC11 Checkout form errors', async () => {
    const api = await logInAs('standard_user');
    await api.addToCart('Camping Mug');
    await CheckoutPage.open();

    await CheckoutPage.continue();
    await expectEventually(() => CheckoutPage.errors(), {
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      email: 'Email is required.',
      postalCode: 'Postal code is required.',
    });
    expect(await CheckoutPage.invalidFields()).toEqual([
      'firstName',
      'lastName',
      'email',
      'postalCode',
    ]);
    expect(await CheckoutPage.errorsDescribeTheirFields()).toBe(true);
    expect(await CheckoutPage.focusedField()).toBe('firstName');

    await CheckoutPage.fill({
      firstName: 'A'.repeat(41),
      lastName: 'Lovelace',
      email: 'ada@example',
      postalCode: '12',
    });
    await CheckoutPage.continue();
    await expectEventually(() => CheckoutPage.errors(), {
      firstName: 'First name has at most 40 characters.',
      lastName: null,
      email: 'Enter a valid email address.',
      postalCode: 'Postal code has 3 to 10 letters, digits, spaces or hyphens.',
    });
    expect(await CheckoutPage.invalidFields()).toEqual(['firstName', 'email', 'postalCode']);
    expect(await CheckoutPage.focusedField()).toBe('firstName');

    // Each field keeps what was typed into it.
    const { shipping, ...form } = shopperDetails();
    await CheckoutPage.fill(form);
    expect(await CheckoutPage.values()).toEqual(form);
    await CheckoutPage.chooseShipping(shipping);
    await CheckoutPage.continue();
    await OverviewPage.waitUntilShown();
    await expect(browser).toHaveUrl(`${baseUrl()}/shop/checkout/overview`);
  });

  it('TC12 Shipping choices and free shipping', async () => {
    const api = await logInAs('standard_user');
    // Two backpacks: $99.98, just under free standard shipping.
    const justUnder: Line[] = [{ name: 'Trail Backpack', quantity: 2 }];
    await api.fillCart(justUnder);
    await CheckoutPage.open();
    expect(await CheckoutPage.shippingLabels()).toEqual({
      standard: standardLabel(justUnder),
      express: 'Express (1-2 days): $14.99',
    });
    expect(standardLabel(justUnder)).toBe('Standard (3-5 days): $4.99');

    // A mug more: $109.97 of net, so standard is free.
    await api.addToCart('Camping Mug');
    const over: Line[] = [...justUnder, { name: 'Camping Mug', quantity: 1 }];
    await CheckoutPage.open();
    expect(standardLabel(over)).toBe('Standard (3-5 days): free');
    expect((await CheckoutPage.shippingLabels()).standard).toBe(standardLabel(over));

    // The threshold is on the net: SAVE10 takes it below $100.00 again.
    await CheckoutPage.applyCode('SAVE10');
    await expectEventually(
      async () => (await CheckoutPage.shippingLabels()).standard,
      standardLabel(over, 'SAVE10'),
    );
  });

  it('TC13 Discount codes', async () => {
    const api = await logInAs('standard_user');
    await api.fillCart(JACKET_AND_HATS);
    await CheckoutPage.open();

    await CheckoutPage.applyCode('SAVE20');
    await expect(CheckoutPage.codeError).toHaveText('This code is not valid.');

    // Codes are trimmed and case-insensitive.
    await CheckoutPage.applyCode('  save10 ');
    await expect(CheckoutPage.codeMessage).toHaveText('Code SAVE10 applied: 10% off your items.');
    await CheckoutPage.applyCode('freeship');
    await expect(CheckoutPage.codeMessage).toHaveText('Code FREESHIP applied: free shipping.');
    await CheckoutPage.removeCode();
    await expect(CheckoutPage.codeMessage).not.toBeDisplayed();

    await CheckoutPage.applyCode('SAVE10');
    await expect(CheckoutPage.codeMessage).toHaveText('Code SAVE10 applied: 10% off your items.');
    await CheckoutPage.enter(shopperDetails());
    await OverviewPage.waitUntilShown();
    expect(await OverviewPage.summary.discountLabel()).toBe('Discount (SAVE10)');
    expect((await OverviewPage.summary.totals()).discount).toBe(
      shownTotals(orderTotals(JACKET_AND_HATS, 'standard', 'SAVE10'), 'SAVE10').discount,
    );
  });

  it('TC14 Order totals', async () => {
    const api = await logInAs('standard_user');
    const check = async (shipping: Shipping, code?: DiscountCode) => {
      await api.saveDetails(shopperDetails(shipping), code);
      await OverviewPage.open();
      expect(await OverviewPage.summary.totals()).toEqual(
        shownTotals(orderTotals(JACKET_AND_HATS, shipping, code), code),
      );
    };
    await api.fillCart(JACKET_AND_HATS);

    await check('standard');
    await check('express', 'SAVE10');
    await check('express', 'FREESHIP');
    expect(await OverviewPage.summary.lines()).toEqual(
      JACKET_AND_HATS.map((line) => ({
        item: `${line.name} × ${line.quantity}`,
        total: money(lineTotal(line)),
      })),
    );
  });

  it('TC15 Place an order', async () => {
    const api = await logInAs('standard_user');
    await api.fillCart(JACKET_AND_HATS);
    const details = shopperDetails('express');
    await CheckoutPage.open();
    await CheckoutPage.enter(details);

    await OverviewPage.waitUntilShown();
    expect(await OverviewPage.summary.delivery()).toEqual({
      shipTo: `Ship to: ${details.firstName} ${details.lastName}, ${details.postalCode}`,
      email: `Email: ${details.email}`,
      method: 'Shipping: Express (1-2 days)',
      payment: 'Payment: Practice card ending 4242',
    });

    await OverviewPage.placeOrder();
    await expect(CompletePage.heading).toHaveText('Thank you for your order!');
    await expect(CompletePage.orderNumber).toHaveText('Your order number is PS-1001.');
    await expect(CompletePage.confirmationEmail).toHaveText(
      `A confirmation was sent to ${details.email}.`,
    );
    await expect(browser).toHaveUrl(`${baseUrl()}/shop/checkout/complete/PS-1001`);
    await expectEventually(() => ShopBar.cartCount(), 0);
    expect((await api.cart()).count).toBe(0);
  });
});
