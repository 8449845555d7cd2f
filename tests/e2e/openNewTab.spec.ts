import { expect, test } from './fixtures';

test('opens /newTab in a new tab', async ({ page, context, consoleErrors }) => {
  await page.goto('/openNewTab');
  const [newTab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Open new tab' }).click(),
  ]);
  await newTab.waitForLoadState();
  await expect(newTab).toHaveURL(/\/newTab$/);
  await expect(
    newTab.getByText('Hello! This is a page that was opened in a new tab.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/openNewTab$/);
  expect(consoleErrors).toEqual([]);
});
