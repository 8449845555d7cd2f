// Verify code: read a value the page generates, then type it back.
import { $, browser, expect } from '@wdio/globals';

describe('Verify code', () => {
  it('reads the shown code and verifies it', async () => {
    await browser.url('/verifyCode');
    await $('button=Get Code').click();

    // Read the code out of the sentence with a regular expression.
    const sentence = $('p*=The code is:');
    await expect(sentence).toHaveText(/^The code is: \d{4}$/);
    const code = (await sentence.getText()).match(/\d{4}/)![0];

    const input = $('aria/Enter the code');
    const alert = $('[role="alert"]');
    await input.setValue(code === '1111' ? '2222' : '1111');
    await $('button=Verify').click();
    await expect(alert).toHaveText('Invalid Code. Try again.');

    await input.setValue(code);
    await $('button=Verify').click();
    await expect(alert).toHaveText('Valid Code');
  });
});
