// AJAX Data: wait for a label that appears 15 s after the click (a long explicit timeout).
import { expect, test } from '@playwright/test';

test('the label appears after the server answers', async ({ page }) => {
  test.setTimeout(40_000);
  await page.goto('/ajaxData');
  await page.getByRole('button', { name: 'Start AJAX request' }).click();
  await expect(page.getByRole('status')).toHaveText('Loading…');
  const label = page.getByText('Data loaded from the server (request 1).');
  // The server takes 15 s: give the assertion more than that.
  await expect(label).toBeVisible({ timeout: 20_000 });
  await label.click();
});
