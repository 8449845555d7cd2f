// Disappearing elements: count what is really in the DOM and cope with an optional element.
import { $, browser, expect } from '@wdio/globals';

const menuLinks = () => $('nav[aria-label="Site menu"]').$$('a');

describe('Disappearing elements', () => {
  it('has as many menu links as the count says, and clicks Contact only when present', async () => {
    await browser.url('/disappearingElements');
    const countLine = $('p*=Menu items shown:');
    const shown = Number(/(\d) of 5/.exec(await countLine.getText())![1]);
    await expect(menuLinks()).toBeElementsArrayOfSize(shown);

    // An absent item is not hidden but gone: isExisting() answers at once, so branch on it.
    const contact = $('nav[aria-label="Site menu"]').$('a=Contact');
    if (await contact.isExisting()) {
      await contact.click();
      await expect($('[role=status]')).toHaveText('You clicked Contact.');
    } else {
      await expect(countLine).not.toHaveText('Menu items shown: 5 of 5');
    }
  });

  it('shows the same menu for a fixed seed', async () => {
    // Seed 2 draws every item, so Contact is always there.
    await browser.url('/disappearingElements?seed=2');
    await expect(menuLinks()).toBeElementsArrayOfSize(5);
    const labels = await menuLinks().map((link) => link.getText());
    expect(labels).toEqual(['Home', 'About', 'Services', 'Portfolio', 'Contact']);
    await $('a=Contact').click();
    await expect($('[role=status]')).toHaveText('You clicked Contact.');
  });
});
