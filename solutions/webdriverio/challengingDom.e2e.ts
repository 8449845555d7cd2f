// Challenging DOM: locate by table structure and accessible names when ids and labels are random.
import { $, browser, expect } from '@wdio/globals';

describe('Challenging DOM', () => {
  beforeEach(async () => {
    await browser.url('/challengingDom');
  });

  it('deletes in the row whose Gamma cell is Gamma4', async () => {
    // Find the row by a cell's text, then the link inside that row.
    await $('//tr[td[normalize-space()="Gamma4"]]').$('a=delete').click();
    await expect($('[role="status"]')).toHaveText('You clicked delete in row Alpha4.');
  });

  it('reads a new canvas answer from its accessible name after a button click', async () => {
    // The canvas is pixels only; its role img carries the answer as its name.
    const canvas = $('canvas[role="img"]');
    await expect(canvas).toHaveAttribute('aria-label', /^Answer: \d+$/);
    const before = await canvas.getAttribute('aria-label');
    // Ids and labels are random: the red button is found by its colour class.
    const red = $('button.btn-danger');
    const label = await red.getText();
    await red.click();
    await expect($('[role="status"]')).toHaveText(`${label} button clicked.`);
    await expect(canvas).not.toHaveAttribute('aria-label', before!);
  });
});
