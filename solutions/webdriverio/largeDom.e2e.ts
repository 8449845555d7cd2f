// Large & Deep DOM: locate elements by id (escaping dots in CSS) and cells by their header's position.
import { $, browser, expect } from '@wdio/globals';

describe('Large & Deep DOM', () => {
  it('the deepest nested div and the last sibling of level 50', async () => {
    await browser.url('/largeDom');
    await expect($('#no-siblings')).toHaveText('No siblings');
    // A dot in an id means "class" in CSS: escape it.
    await expect($('#sibling-50\\.3')).toHaveText('50.3');
  });

  it('the cell in row 37 under header 42', async () => {
    await browser.url('/largeDom');
    // Find the column by its header, then take that column in row 37.
    const header = await $('#large-table').$('th=42');
    const column = await browser.execute((th) => (th as HTMLTableCellElement).cellIndex, header);
    await expect($(`#row-37 td:nth-child(${column + 1})`)).toHaveText('37.42');
  });
});
