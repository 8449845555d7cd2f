// Practice Shop: TC16-TC19: the confirmation e-mail, the order history (one user's alone), the invoice PDF read back, and resetting the shop.
import { browser, expect } from '@wdio/globals';
import { PDFParse } from 'pdf-parse';
import { JACKET_AND_HATS } from '../expected.ts';
import { expectEventually } from '../eventually.ts';
import InventoryPage from '../pages/InventoryPage.ts';
import OrderPage from '../pages/OrderPage.ts';
import OrdersPage from '../pages/OrdersPage.ts';
import ShopBar from '../pages/ShopBar.ts';
import { lineTotal, money, orderTotals, shopperDetails } from '../rules.ts';
import { readInbox } from '../shopApi.ts';
import { baseUrl, logInAs } from '../shopper.ts';

/** An ISO time as the history shows it: "2026-05-04 09:07", in the browser's time zone. */
const placedAt = (iso: string) => {
  const at = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
};

/** The text of a PDF, all its pages. */
async function pdfText(file: Uint8Array) {
  const parser = new PDFParse({ data: file });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('Practice Shop: orders', () => {
  it('TC16 Order confirmation e-mail', async () => {
    const api = await logInAs('standard_user');
    const details = shopperDetails();
    const order = await api.order(JACKET_AND_HATS, details);
    const totals = orderTotals(JACKET_AND_HATS, 'standard');

    await expectEventually(async () => (await readInbox(baseUrl(), details.email)).length, 1);
    const [mail] = await readInbox(baseUrl(), details.email);
    expect(mail!.subject).toBe(`Order ${order.number} confirmed`);
    for (const line of JACKET_AND_HATS)
      expect(mail!.text).toContain(`${line.name} × ${line.quantity}: ${money(lineTotal(line))}`);
    expect(mail!.text).toContain(`Total: ${money(totals.total)}`);
  });

  it('TC17 Order history', async () => {
    const api = await logInAs('standard_user');
    const first = await api.order([{ name: 'Map Case', quantity: 1 }], shopperDetails());
    const second = await api.order(JACKET_AND_HATS, shopperDetails());
    await OrdersPage.open();

    expect(await OrdersPage.orders()).toEqual([
      {
        number: 'PS-1002',
        placed: placedAt(second.placedAt),
        items: '3',
        total: money(second.total),
      },
      {
        number: 'PS-1001',
        placed: placedAt(first.placedAt),
        items: '1',
        total: money(first.total),
      },
    ]);
    await OrdersPage.openOrder('PS-1002');
    await expect(OrderPage.heading).toHaveText('Order PS-1002');

    // Another user in the same browser sees none of them.
    await logInAs('visual_user');
    await OrdersPage.open();
    await expect(OrdersPage.emptyMessage).toHaveText('You have no orders yet.');
    await OrderPage.open('PS-1001');
    await expect(OrderPage.heading).toHaveText('Order not found');
  });

  it('TC18 Invoice', async () => {
    const api = await logInAs('standard_user');
    const { number } = await api.order(JACKET_AND_HATS, shopperDetails());
    const totals = orderTotals(JACKET_AND_HATS, 'standard');
    await OrderPage.open(number);

    const invoice = await OrderPage.downloadInvoice();
    expect(invoice.status).toBe(200);
    expect(invoice.contentType).toBe('application/pdf');
    expect(invoice.disposition).toBe(`attachment; filename="invoice-${number}.pdf"`);
    const text = await pdfText(invoice.file);
    expect(text).toContain(`Invoice ${number}`);
    for (const line of JACKET_AND_HATS) expect(text).toContain(`${line.name} × ${line.quantity}`);
    expect(text).toContain(`Total: ${money(totals.total)}`);
  });

  it('TC19 Reset the shop', async () => {
    const api = await logInAs('standard_user');
    await api.order(JACKET_AND_HATS, shopperDetails());
    await api.addToCart('Dry Bag');
    await InventoryPage.open();
    await expectEventually(() => ShopBar.cartCount(), 1);

    await ShopBar.resetShop();
    await expect(ShopBar.resetMessage).toHaveText('The shop was reset.');
    await expect(browser).toHaveUrl(`${baseUrl()}/shop/inventory`);
    await expectEventually(() => ShopBar.cartCount(), 0);
    await OrdersPage.open();
    await expect(OrdersPage.emptyMessage).toHaveText('You have no orders yet.');
    // Numbers start again.
    const { number } = await api.order([{ name: 'Dry Bag', quantity: 1 }], shopperDetails());
    expect(number).toBe('PS-1001');
  });
});
