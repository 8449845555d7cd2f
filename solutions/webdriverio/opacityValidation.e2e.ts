// Opacity Validation: WebdriverIO counts an element at opacity 0 as not displayed; read opacity with getCSSProperty.
import { $, browser, expect } from '@wdio/globals';

const OPACITIES = { '100': '1', '50': '0.5', '10': '0.1', '01': '0.01', '0': '0' };

describe('Opacity Validation', () => {
  it('each card has its own opacity, and only the transparent one is not displayed', async () => {
    await browser.url('/opacityValidation');
    for (const [id, opacity] of Object.entries(OPACITIES)) {
      const card = $(`#opacity-${id}-card`);
      // getCSSProperty parses the value: opacity comes back as a number.
      expect((await card.getCSSProperty('opacity')).value).toBe(Number(opacity));
      if (opacity === '0') await expect(card).not.toBeDisplayed();
      else await expect(card).toBeDisplayed();
    }
  });

  it('a click on the transparent button is reported', async () => {
    await browser.url('/opacityValidation');
    const button = $('aria/Opacity 0 button');
    await expect(button).not.toBeDisplayed();
    // A key press needs no visibility: focus the button and press Enter.
    await button.execute((el) => el.focus());
    await browser.keys('Enter');
    await expect($('[role="status"]')).toHaveText('✓ You clicked the Opacity 0 button!');
  });
});
