// Div table: read a table built from <div>s through its ARIA roles, row by row.
import { $, browser, expect } from '@wdio/globals';
import type { ChainablePromiseArray } from 'webdriverio';

const textsOf = (elements: ChainablePromiseArray) => elements.map((element) => element.getText());

describe('Div table', () => {
  it('reads the div table by rows and cells', async () => {
    await browser.url('/divTable');
    // No <table> element: CSS attribute selectors on the ARIA roles read it all the same.
    const table = $('[role=table][aria-label="Div table"]');
    expect(await textsOf(table.$$('[role=columnheader]'))).toEqual(['head1', 'head2', 'head3']);

    const rows = table.$$('[role=row]');
    await expect(rows).toBeElementsArrayOfSize(4);
    expect(await textsOf(rows[2].$$('[role=cell]'))).toEqual(['QWE', 'RTY', 'UIO']);

    // The cell under head2 in the row that starts with MNB: XPath walks from a cell to its row.
    const row = table.$('//div[@role="row"][div[@role="cell"][normalize-space()="MNB"]]');
    await expect(row.$$('[role=cell]')[1]).toHaveText('VCX');
  });
});
