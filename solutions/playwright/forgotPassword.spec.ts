// Forgot password: request the e-mail, then find it through the inbox API by its reference.
import { expect, test } from '@playwright/test';

test('the reset e-mail carries the reference the page shows', async ({ page }) => {
  // A fresh address each run: every address has its own inbox and its own send limit.
  const address = `learner-${Date.now()}@example.com`;
  await page.goto('/forgotPassword');
  await page.getByLabel('E-mail').fill(address);
  await page.getByRole('button', { name: 'Send reset e-mail' }).click();
  await expect(page.getByText(`A reset e-mail was sent to ${address}.`)).toBeVisible();
  const line = await page.getByText(/^Reference: /).innerText();
  const reference = line.replace('Reference: ', '');
  expect(reference).toMatch(/^[A-Z2-9]{6}$/);

  // The practice inbox as JSON: newest message first.
  const inbox = await page.request.get(`/api/inbox/${encodeURIComponent(address)}`);
  const { messages } = (await inbox.json()) as { messages: { subject: string }[] };
  expect(messages[0]!.subject).toBe(`Password reset (${reference})`);

  // The same message on the inbox page.
  await page.getByRole('link', { name: 'Open the practice inbox' }).click();
  const messagesList = page.getByRole('list', { name: 'Messages, newest first' });
  await expect(messagesList.getByRole('listitem').first()).toContainText(
    `Password reset (${reference})`,
  );
});
