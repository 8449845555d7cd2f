// Button click: click a button found by its name and check the content it reveals.
import { expect, test } from '@playwright/test';

const REVEALED = "Congratulations! You've successfully revealed the hidden content.";

test('the button reveals the hidden content', async ({ page }) => {
  await page.goto('/buttonClick');
  // Not in the page at all before the click.
  await expect(page.getByText(REVEALED)).toHaveCount(0);
  await page.getByRole('button', { name: 'Click me' }).click();
  await expect(page.getByRole('status')).toHaveText(REVEALED);
});
