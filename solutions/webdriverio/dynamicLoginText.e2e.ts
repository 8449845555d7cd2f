// Dynamic login text: the submit button's label changes per load, so locate it by what does not.
import { $, browser, expect } from '@wdio/globals';

describe('Dynamic login text', () => {
  it('logs in whatever the button says', async () => {
    await browser.url('/dynamicLoginText');
    // The form's only button: its place is stable even though its text is random.
    const submit = $('form button');
    const alert = $('[role=alert]');

    await submit.click();
    await expect(alert).toHaveText('Please enter your email');

    await $('aria/Email').setValue('tester@example.com');
    await $('aria/Password').setValue('secret');
    await submit.click();
    await expect(alert).toHaveText('Successful login! Welcome back.');
  });

  it('draws the same label for the same seed', async () => {
    // ?seed= makes the random draw repeatable, so a test can pin the label.
    await browser.url('/dynamicLoginText?seed=7');
    const label = await $('form button').getText();
    await browser.refresh();
    await expect($('form button')).toHaveText(label);
  });
});
