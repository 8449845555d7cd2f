// Nested iframes: reach into an iframe, then into the iframe inside it, with frame locators.
import { expect, test } from '@playwright/test';

test('follows the links inside both nested iframes', async ({ page }) => {
  await page.goto('/nestedIframes');
  // A frame locator scopes every locator to the document inside that iframe.
  const first = page.frameLocator('iframe[title="First iframe"]');
  await first.getByRole('link', { name: 'tapioca' }).click();
  await expect(first.getByText("You've clicked on the first iframe link!")).toBeVisible();

  // Chain frame locators to go one level deeper.
  const second = first.frameLocator('iframe[title="Second iframe"]');
  await second.getByRole('link', { name: 'samba' }).click();
  await expect(second.getByText('You have clicked on the second iframe link!')).toBeVisible();
});
