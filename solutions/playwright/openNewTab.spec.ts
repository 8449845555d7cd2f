// New tabs: catch the page a link opens with context.waitForEvent('page') and test it there.
import { expect, test } from '@playwright/test';

test('the link opens /newTab in a new tab', async ({ page, context }) => {
  await page.goto('/openNewTab');
  // Start waiting for the new tab before the click that opens it.
  const newTabOpened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Open new tab' }).click();
  const newTab = await newTabOpened;

  await expect(newTab).toHaveURL(/\/newTab$/);
  await expect(
    newTab.getByText('Hello! This is a page that was opened in a new tab.'),
  ).toBeVisible();
  // The first tab stays where it was.
  await expect(page).toHaveURL(/\/openNewTab$/);
});
