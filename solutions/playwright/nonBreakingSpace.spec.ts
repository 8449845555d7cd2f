// Non-breaking space: text() compares characters exactly; role locators normalise white space.
import { expect, test } from '@playwright/test';

test('find the "Place Order" button despite its U+00A0', async ({ page }) => {
  await page.goto('/nonBreakingSpace');
  const button = page.getByRole('button', { name: 'Place Order' });
  await expect(button).toBeVisible();

  // An ordinary space misses it; the non-breaking space (\u00a0) matches.
  await expect(page.locator("xpath=//button[text()='Place Order']")).toHaveCount(0);
  await expect(page.locator("xpath=//button[text()='Place\u00a0Order']")).toHaveCount(1);

  await button.click();
  await expect(page.getByRole('status')).toHaveText('Place Order clicked.');
});
