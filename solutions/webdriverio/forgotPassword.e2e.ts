// Forgot password: request the e-mail, then find it through the inbox API by its reference.
import { $, browser, expect } from '@wdio/globals';

describe('Forgot password', () => {
  it('sends a reset e-mail that carries the reference the page shows', async () => {
    // A fresh address each run: every address has its own inbox and its own send limit.
    const address = `learner-${Date.now()}@example.com`;
    await browser.url('/forgotPassword');
    await $('aria/E-mail').setValue(address);
    await $('button=Send reset e-mail').click();
    await expect($(`*=A reset e-mail was sent to ${address}.`)).toBeDisplayed();
    const line = await $('*=Reference: ').getText();
    const reference = line.replace('Reference: ', '');
    expect(reference).toMatch(/^[A-Z2-9]{6}$/);

    // The practice inbox as JSON, newest message first: a plain fetch from the test's own process.
    const inboxUrl = `${browser.options.baseUrl}/api/inbox/${encodeURIComponent(address)}`;
    const { messages } = (await (await fetch(inboxUrl)).json()) as {
      messages: { subject: string }[];
    };
    expect(messages[0]!.subject).toBe(`Password reset (${reference})`);

    // The same message on the inbox page.
    await $('a=Open the practice inbox').click();
    await expect($('ol[aria-label="Messages, newest first"] > li')).toHaveText(
      expect.stringContaining(`Password reset (${reference})`),
    );
  });
});
