// Ordered Table: click sortable headers and read the rows in their new order.
import { $, browser, expect } from '@wdio/globals';

describe('Ordered Table', () => {
  it('sorts Table 1 by Balance, down then up', async () => {
    await browser.url('/orderedTable');
    // The header's sort button; its accessible name contains the column's name.
    const balance = $('button*=Balance');
    // A function, so each check finds the row that is first now: $() resolves to one element,
    // and React moves that very <tr> when it sorts.
    const firstRow = () => $('tbody tr');

    await balance.click();
    await expect(firstRow()).toHaveText(expect.stringContaining('George'));
    await expect(firstRow()).toHaveText(expect.stringContaining('8000'));

    await balance.click();
    await expect(firstRow()).toHaveText(expect.stringContaining('Diana'));
    await expect(balance.parentElement()).toHaveAttribute('aria-sort', 'ascending');
  });
});
