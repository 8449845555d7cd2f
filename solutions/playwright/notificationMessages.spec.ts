// Notification messages: assert a random outcome against its allowed set, and pin it with ?seed=.
import { expect, test, type Page } from '@playwright/test';

const MESSAGES = [
  'The action succeeded.',
  'The action failed. Please try again.',
  'The action is still in progress.',
];

async function showMessage(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'Show a new message' }).click();
  const notification = page.getByRole('alert');
  await expect(notification).toBeVisible();
  // The alert's text also holds its "×" close button: keep the message only.
  return (await notification.innerText()).replace('×', '').trim();
}

test('each message is one of the three', async ({ page }) => {
  await page.goto('/notificationMessages');
  for (let i = 0; i < 3; i++) expect(MESSAGES).toContain(await showMessage(page));
  await page.getByRole('button', { name: 'Close message' }).click();
  await expect(page.getByRole('alert')).toBeHidden();
});

test('the same seed gives the same sequence', async ({ page }) => {
  const runs: string[][] = [];
  for (let run = 0; run < 2; run++) {
    await page.goto('/notificationMessages?seed=7');
    runs.push([await showMessage(page), await showMessage(page), await showMessage(page)]);
  }
  expect(runs[1]).toEqual(runs[0]);
});
