// Overlapped Element: scroll a box so a covered input comes clear before typing into it.
import { $, browser, expect } from '@wdio/globals';

describe('Overlapped Element', () => {
  it('scrolls Name clear of the grey block, then types into it', async () => {
    await browser.url('/overlappedElement');
    // Scroll the box itself (not the window) so Name leaves the block.
    await $('aria/Fields').execute((box) => box.scrollBy(0, 40));
    const name = $('#name');
    await name.click();
    await browser.keys('Alice');
    await expect(name).toHaveValue('Alice');
    await expect($('[role="status"]')).toHaveText('Name: Alice');
  });

  it('typing while Name is covered empties it', async () => {
    await browser.url('/overlappedElement');
    const name = $('#name');
    // setValue types into the field though the block covers it; the page notices and clears it.
    await name.setValue('Alice');
    await expect(name).toHaveValue('');
    await expect($('[role="status"]')).toHaveText(
      'Name was cleared: it was covered while you typed.',
    );
  });
});
