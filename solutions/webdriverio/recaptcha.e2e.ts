// CAPTCHA Validation: read the target from the prompt and each tile's alt text, press the matching tiles, then Validate.
import { $, $$, browser, expect } from '@wdio/globals';

describe('CAPTCHA Validation', () => {
  it('a script that reads the challenge passes it', async () => {
    await browser.url('/recaptcha');
    const message = $('[data-testid="validation-message"]');

    // Before passing, Validate refuses.
    await $('[data-testid="validate-button"]').click();
    await expect(message).toHaveText('✗ Please complete the CAPTCHA challenge first.');

    await $("aria/I'm not a robot").click();
    const prompt = $('p*=Select all images with a');
    await expect(prompt).toBeDisplayed();
    const target = /with a (.+)\.$/.exec(await prompt.getText())?.[1];

    // The tiles are toggle buttons; each image's alt text names its object.
    const tiles = $$('[role="group"] button[aria-pressed]');
    await expect(tiles).toBeElementsArrayOfSize(9);
    for (const tile of await tiles.getElements()) {
      if ((await tile.$('img').getAttribute('alt')) === target) await tile.click();
    }
    await $('button=Verify').click();
    await expect($('[role="status"]*=✓ Verified')).toBeDisplayed();
    await expect($("aria/I'm not a robot")).toBeSelected();

    await $('[data-testid="validate-button"]').click();
    await expect(message).toHaveText('✓ Captcha validation successful!');
  });
});
