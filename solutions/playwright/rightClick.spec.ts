// Right click: send a context-menu click with the right mouse button.
import { expect, test } from '@playwright/test';

test('a right click changes the button for good', async ({ page }) => {
  await page.goto('/rightClick');
  const button = page.getByRole('button', { name: 'Right click here' });
  // A left click does nothing here.
  await button.click();
  await expect(button).toBeVisible();

  await button.click({ button: 'right' });
  await expect(page.getByRole('button', { name: 'The button was right clicked' })).toBeVisible();
});
