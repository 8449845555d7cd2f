// Dynamic table: rows come in a new order on each load, so find a row by its content, not its index.
import { $, $$, browser, expect } from '@wdio/globals';

const REAL_NAMES = {
  Superman: 'Clark Kent',
  'Spider-Man': 'Peter Parker',
  'The Flash': 'Barry Allen',
};

describe('Dynamic table', () => {
  it('finds each hero row by the hero name, wherever it is', async () => {
    await browser.url('/dynamicTable');
    await expect($$('table tbody tr')).toBeElementsArrayOfSize(8);

    for (const [hero, realName] of Object.entries(REAL_NAMES)) {
      // The row that has a cell with exactly the hero's name, then that row's second cell.
      const row = $(`//table/tbody/tr[td[normalize-space()="${hero}"]]`);
      await expect(row.$('td:nth-child(2)')).toHaveText(realName);
    }
  });

  it('gives the same order for the same seed', async () => {
    // ?seed= fixes the shuffle, for a test that needs to know the order.
    await browser.url('/dynamicTable?seed=42');
    const firstColumn = () => $$('table tbody tr td:first-child').map((cell) => cell.getText());
    await expect($$('table tbody tr')).toBeElementsArrayOfSize(8);
    const order = await firstColumn();
    await browser.refresh();
    await expect($$('table tbody tr')).toBeElementsArrayOfSize(8);
    expect(await firstColumn()).toEqual(order);
  });
});
