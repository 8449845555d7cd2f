import { expect, test } from './fixtures';

test('an XPath with an ordinary space misses the button; with U+00A0 it finds it', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/nonBreakingSpace');
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await expect(page.locator("xpath=//button[text()='Place Order']")).toHaveCount(0);
  await expect(page.locator("xpath=//button[text()='Place\u00a0Order']")).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test('a click on the role-located button states "Place Order clicked." with an ordinary space', async ({
  page,
}) => {
  await page.goto('/nonBreakingSpace');
  const status = page.getByRole('status');
  await expect(status).toHaveText('');
  await page.getByRole('button', { name: 'Place Order', exact: true }).click();
  // toHaveText would accept a U+00A0 too: compare the exact characters.
  await expect.poll(() => status.textContent()).toBe('Place Order clicked.');
});

test('the button works from the keyboard', async ({ page }) => {
  await page.goto('/nonBreakingSpace');
  await page.getByRole('button', { name: 'Place Order' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status')).toHaveText('Place Order clicked.');
});
