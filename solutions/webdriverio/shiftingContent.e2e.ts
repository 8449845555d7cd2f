// Shifting content: compare element positions (getLocation); ?seed= makes the shift repeatable.
import { $, browser, expect } from '@wdio/globals';

const contact = () => $('nav[aria-label="Shifting menu"]').$('a=Contact');

/** Opens `path` and answers the x of the "Contact" link. */
async function contactX(path: string) {
  await browser.url(path);
  await expect(contact()).toBeDisplayed();
  return contact().getLocation('x');
}

describe('Shifting content', () => {
  it('"Contact" sits further left by the offset this load states', async () => {
    // The same seed without a shift (?pixel_shift=0) shows where "Contact" would sit.
    const unshifted = await contactX('/shiftingContent?seed=5&pixel_shift=0');
    const shifted = await contactX('/shiftingContent?seed=5&pixel_shift=40');
    expect(unshifted - shifted).toBeCloseTo(40);

    // The page states this load's offsets behind a disclosure.
    await $("summary=Show this load's offsets").click();
    await expect($('p*=Menu offset:')).toHaveText('Menu offset: 40 px. Image offset: 40 px.');

    await contact().click();
    await expect($('[role="status"]')).toHaveText('You clicked Contact.');
  });

  it('the same seed puts "Contact" in the same place on every load', async () => {
    const first = await contactX('/shiftingContent?seed=5');
    expect(await contactX('/shiftingContent?seed=5')).toBe(first);
  });
});
