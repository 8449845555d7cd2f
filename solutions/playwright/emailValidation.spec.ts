// Two-factor flow: send a code, read it in the practice inbox in a second tab, type it back.
import { expect, test } from '@playwright/test';

test('verifies an address with the code from the inbox', async ({ page, context }) => {
  // A fresh address each run: every address has its own inbox and its own send limit.
  const address = `learner-${Date.now()}@example.com`;
  await page.goto('/emailValidation');
  await page.getByLabel('Email address').fill(address);
  await page.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `A 6-digit code was sent to ${address}. It expires in 10 minutes.`,
  );

  // The inbox link opens in a new tab, like a mail client next to the site.
  const inboxOpened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'practice inbox' }).click();
  const inbox = await inboxOpened;
  await expect(inbox.getByRole('heading', { name: `Inbox of ${address}` })).toBeVisible();
  const newest = inbox.getByRole('list', { name: 'Messages, newest first' }).getByRole('listitem');
  await expect(newest.first()).toContainText('Your verification code');
  // The code is the only six-digit number in the message.
  const code = /\b\d{6}\b/.exec(await newest.first().locator('p').innerText())![0];
  await inbox.close();

  await page.getByLabel('Validation Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  // The send status stays on the page: pick the verify status out by its text.
  const verified = page
    .getByRole('alert')
    .filter({ hasText: 'The code is valid: your e-mail address is verified.' });
  await expect(verified).toBeVisible();
});
